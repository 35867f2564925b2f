import { useId as mantineHooksUseId } from '@mantine/hooks';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Mantine's own useId, by its file: '@mantine/hooks' gives the stand-in, in tests as in the build.
// @ts-expect-error -- Mantine's ESM files have no type declarations beside them
import { useId as mantineOwnUseId } from '../../node_modules/@mantine/hooks/esm/use-id/use-id.mjs';
import { useId } from './stableUseId';

const mantineUseId = mantineOwnUseId as typeof mantineHooksUseId;

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

  it("is what '@mantine/hooks' gives, in tests as in the build", () => {
    expect(mantineHooksUseId).toBe(useId);
  });

  it("is needed: Mantine's own renders each control twice to swap the id", () => {
    const { ids } = renderCounting(mantineUseId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });
});
