import { cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateInTurn, HydrateSeparately } from './HydrateSeparately';

afterEach(cleanup);

function Sections() {
  return (
    <main>
      <HydrateInTurn>
        <section>One</section>
        <section>Two</section>
        <section>Three</section>
      </HydrateInTurn>
      <HydrateSeparately later={2}>
        <footer>Footer</footer>
      </HydrateSeparately>
    </main>
  );
}

describe('HydrateInTurn and HydrateSeparately', () => {
  it('add no elements: the sections stay siblings, in order', () => {
    const { container } = render(<Sections />);
    expect(container.innerHTML).toBe(
      '<main><section>One</section><section>Two</section><section>Three</section><footer>Footer</footer></main>',
    );
  });

  it('take over prerendered markup without a mismatch', async () => {
    const html = renderToString(<Sections />);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Sections />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.textContent).toBe('OneTwoThreeFooter');
    root.remove();
  });
});
