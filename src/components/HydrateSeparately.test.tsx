import { cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, Profiler, useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateInTurn, HydrateSeparately } from './HydrateSeparately';
import { passes } from './hydrationPasses';

afterEach(cleanup);

/** Which commit each part was taken over in; the Profiler counts the commits. */
let commits = 0;
let hydratedIn: Record<string, number> = {};

function Part({ name, children }: { name: string; children: ReactNode }) {
  useLayoutEffect(() => {
    hydratedIn[name] = commits;
  }, [name]);
  return children;
}

function Sections() {
  return (
    <main>
      <Part name="page">
        <h1>Page</h1>
      </Part>
      <HydrateInTurn from={passes.header}>
        <Part name="one">
          <section>One</section>
        </Part>
        <Part name="two">
          <section>Two</section>
        </Part>
        <Part name="three">
          <section>Three</section>
        </Part>
      </HydrateInTurn>
      <HydrateSeparately pass={passes.results}>
        <Part name="results">
          <aside>Results</aside>
        </Part>
      </HydrateSeparately>
      <HydrateSeparately pass={passes.footer}>
        <Part name="footer">
          <footer>Footer</footer>
        </Part>
      </HydrateSeparately>
    </main>
  );
}

async function hydrate() {
  const html = renderToString(<Sections />);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const recoverable = vi.fn();
  commits = 0;
  hydratedIn = {};
  await act(async () => {
    hydrateRoot(
      root,
      <Profiler id="page" onRender={() => void commits++}>
        <Sections />
      </Profiler>,
      { onRecoverableError: recoverable },
    );
  });
  root.remove();
  return { recoverable, text: root.textContent };
}

describe('HydrateInTurn and HydrateSeparately', () => {
  it('add no elements: the sections stay siblings, in order', () => {
    const { container } = render(<Sections />);
    expect(container.innerHTML).toBe(
      '<main><h1>Page</h1><section>One</section><section>Two</section><section>Three</section><aside>Results</aside><footer>Footer</footer></main>',
    );
  });

  it('take over prerendered markup without a mismatch', async () => {
    const { recoverable, text } = await hydrate();
    expect(recoverable).not.toHaveBeenCalled();
    expect(text).toBe('PageOneTwoThreeResultsFooter');
  });

  it('hydrate each pass in a commit of its own, in order, counted from the page', async () => {
    await hydrate();
    expect(hydratedIn).toEqual({
      page: passes.page,
      one: passes.header,
      two: passes.header + 1,
      three: passes.header + 2,
      results: passes.results,
      footer: passes.footer,
    });
  });
});

describe('passes', () => {
  it('are named in the order they hydrate, one pass after another', () => {
    const { page, header, search, results, filters } = passes;
    expect([page, header, search, results, filters]).toEqual([0, 1, 2, 3, 4]);
  });

  it('put the footer after the header, with the search', () => {
    expect(passes.footer).toBe(passes.search);
    expect(passes.footer).toBeGreaterThan(passes.header);
  });
});
