// List state (search, filters, sort, page) kept in the URL, so a list can be
// bookmarked, shared and restored with Back. Values equal to their default are
// left out of the URL.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ListStateValue = string | number;
export type ListStateDefaults = Record<string, ListStateValue>;

/** Reads the state from URL params: numbers stay numbers (positive integers), the rest strings. */
export function parseListState<T extends ListStateDefaults>(
  params: URLSearchParams,
  defaults: T,
): T {
  const state: Record<string, ListStateValue> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null) {
      state[key] = fallback;
    } else if (typeof fallback === 'number') {
      const value = Number(raw);
      state[key] = Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
    } else {
      state[key] = raw;
    }
  }
  return state as T;
}

/**
 * `const [state, setState] = useListState({ q: '', status: 'all', page: 1 })`.
 * `setState(patch)` merges the patch into the URL, replacing the history entry (a search typed key
 * by key is not a trail of entries); `setState(patch, { push: true })` adds one, for the pager's
 * moves, so Back returns to the page before (as in the shop's catalogue). Changing anything but
 * `page` sends `page` back to its default: a new filter starts at the first page.
 */
export function useListState<T extends ListStateDefaults>(
  defaults: T,
): [T, (patch: Partial<T>, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  // Callers usually pass an object literal; key the memo on its content.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as T, [defaultsKey]);
  const state = useMemo(() => parseListState(params, stableDefaults), [params, stableDefaults]);
  // The URL as last set here, until the router renders it. The router's own updater builds on the
  // params of the last render, so a second change before that render (a key typed quickly after
  // another, a filter set while a search is still being committed) would undo the first.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const setState = useCallback(
    (patch: Partial<T>, options?: { push?: boolean }) => {
      const next = new URLSearchParams(latest.current);
      const resetsPage = 'page' in stableDefaults && !('page' in patch);
      const entries: [string, ListStateValue | undefined][] = Object.entries(patch);
      if (resetsPage) entries.push(['page', stableDefaults.page]);
      for (const [key, value] of entries) {
        if (value === undefined || value === stableDefaults[key] || value === '') {
          next.delete(key);
        } else {
          next.set(key, String(value));
        }
      }
      latest.current = next;
      setParams(next, { replace: !options?.push });
    },
    [setParams, stableDefaults],
  );

  return [state, setState];
}
