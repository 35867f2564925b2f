import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseListState, useListState } from './useListState';

describe('parseListState', () => {
  it('falls back to defaults and keeps numbers numeric', () => {
    const state = parseListState(new URLSearchParams('q=abc&page=3'), {
      q: '',
      status: 'all',
      page: 1,
    });
    expect(state).toEqual({ q: 'abc', status: 'all', page: 3 });
  });

  it('ignores invalid page numbers', () => {
    expect(parseListState(new URLSearchParams('page=-2'), { page: 1 }).page).toBe(1);
    expect(parseListState(new URLSearchParams('page=x'), { page: 1 }).page).toBe(1);
  });
});

describe('useListState', () => {
  it('writes changes to the URL, drops defaults and resets the page', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/list?page=4']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ list: useListState({ q: '', status: 'all', page: 1 }), location: useLocation() }),
      { wrapper },
    );
    expect(result.current.list[0].page).toBe(4);
    act(() => result.current.list[1]({ q: 'drone' }));
    expect(result.current.location.search).toBe('?q=drone');
    act(() => result.current.list[1]({ page: 2 }));
    expect(result.current.location.search).toBe('?q=drone&page=2');
    act(() => result.current.list[1]({ q: '' }));
    expect(result.current.location.search).toBe('');
  });

  it('keeps every change made before the router renders the previous one', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/list']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ list: useListState({ q: '', status: 'all', page: 1 }), location: useLocation() }),
      { wrapper },
    );
    // A setter kept from an earlier render (a debounced search) must not undo a newer change.
    const setFromEarlierRender = result.current.list[1];
    act(() => {
      result.current.list[1]({ q: 'd' });
      result.current.list[1]({ q: 'dr' });
      result.current.list[1]({ status: 'shipped' });
    });
    expect(result.current.location.search).toBe('?q=dr&status=shipped');
    act(() => setFromEarlierRender({ q: 'drone' }));
    expect(result.current.location.search).toBe('?q=drone&status=shipped');
  });
});
