import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLiveQueryFor } from './useLiveQueryFor';

describe('useLiveQueryFor', () => {
  it("never returns an earlier key's result while the query runs for a new key", async () => {
    let finishB: (value: string) => void = () => {};
    const querier = (key: string) =>
      key === 'a'
        ? Promise.resolve('figures of a')
        : new Promise<string>((resolve) => (finishB = resolve));
    const { result, rerender } = renderHook(({ key }) => useLiveQueryFor(key, querier), {
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(result.current).toBe('figures of a'));

    rerender({ key: 'b' });
    expect(result.current).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeUndefined();

    finishB('figures of b');
    await waitFor(() => expect(result.current).toBe('figures of b'));
  });
});
