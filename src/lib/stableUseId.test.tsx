import { useId as mantineUseId } from '@mantine/hooks';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './stableUseId';

function renderCounting(hook: (staticId?: string) => string, staticId?: string) {
  const ids: string[] = [];
  function Probe() {
    const id = hook(staticId);
    ids.push(id);
    return <span id={id}>probe</span>;
  }
  const { container } = render(<Probe />);
  return { ids, shown: container.querySelector('span')?.id };
}

describe('stable useId (replaces Mantine useId in the build)', () => {
  it('renders once with an id that never changes', () => {
    const { ids, shown } = renderCounting(useId);
    expect(ids).toHaveLength(1);
    expect(shown).toBe(ids[0]);
    expect(shown).toMatch(/^mantine-/);
  });

  it('keeps an id it is given', () => {
    expect(renderCounting(useId, 'search').shown).toBe('search');
  });

  it("is needed: Mantine's own renders each control twice to swap the id", () => {
    const { ids } = renderCounting(mantineUseId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });
});
