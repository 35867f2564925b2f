import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../app/theme';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/useSearchText';
import { CatalogSearch } from './CatalogSearch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderSearch(search: string, onSearch = vi.fn()) {
  const ui = (value: string) => (
    <MantineProvider theme={theme}>
      <CatalogSearch search={value} onSearch={onSearch} />
    </MantineProvider>
  );
  const result = render(ui(search));
  const box = () => screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
  return { onSearch, box, setUrlSearch: (value: string) => result.rerender(ui(value)) };
}

describe('CatalogSearch', () => {
  it('puts the text in the URL 250 ms after typing stops', () => {
    const { onSearch, box } = renderSearch('');
    fireEvent.change(box(), { target: { value: 'falcon' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledWith('falcon');
  });

  it('keeps letters typed while its own search travels through the URL', () => {
    const { onSearch, box, setUrlSearch } = renderSearch('');
    fireEvent.change(box(), { target: { value: 'fal' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenLastCalledWith('fal');
    fireEvent.change(box(), { target: { value: 'falco' } });
    // The URL catches up with the first commit only now, on a slow device.
    setUrlSearch('fal');
    expect(box().value).toBe('falco');
  });

  it('shows a search that came from outside (header search, Back)', () => {
    const { box, setUrlSearch } = renderSearch('falcon');
    expect(box().value).toBe('falcon');
    setUrlSearch('vector');
    expect(box().value).toBe('vector');
  });
});
