import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../../mocks/node';
import { NARROW_LAYOUT } from '../resultsIntoView';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { CatalogPage } from './CatalogPage';

// Counts the filter panel's renders; it renders the real panel.
const filterRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./CatalogFilters', async (importOriginal) => {
  const { CatalogFilters } = await importOriginal<typeof import('./CatalogFilters')>();
  return {
    CatalogFilters: (props: Parameters<typeof CatalogFilters>[0]) => {
      filterRenders.count += 1;
      return <CatalogFilters {...props} />;
    },
  };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The product page queries the page asked the backend for, from now on. */
function productRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/products') && url.searchParams.has('page')) urls.push(url);
  });
  return urls;
}

/** A phone (or not), with or without reduced motion. */
function screenIs({ narrow, reducedMotion = false }: { narrow: boolean; reducedMotion?: boolean }) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches:
          (query === NARROW_LAYOUT && narrow) ||
          (query === '(prefers-reduced-motion: reduce)' && reducedMotion),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('CatalogPage', () => {
  it('reads the category from the URL and replaces the query on a radio change', async () => {
    const { router } = renderWithProviders(<CatalogPage />, {
      route: '/shop/products?category=drones&page=1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Drone Products' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'ED1 Educational Drone' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Courses' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=courses'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Courses' })).toBeTruthy();
  });

  it('shows the empty state for a search without matches', async () => {
    renderWithProviders(<CatalogPage />, { route: '/shop/products?search=no-such-thing-xyz' });
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveProperty(
      'value',
      'no-such-thing-xyz',
    );
  });

  it('says the shop has no products when the catalogue is empty without filters', async () => {
    server.use(
      http.get('*/api/products', () => HttpResponse.json({ items: [], total: 0, max_price: 0 })),
    );
    renderWithProviders(<CatalogPage />, { route: '/shop/products' });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(
      screen.getByText('The shop has no products at the moment. Please check back soon.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers a retry when the catalogue does not answer, and loads it once it does', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.error()));
    renderWithProviders(<CatalogPage />, { route: '/shop/products' });
    expect(
      await screen.findByRole('heading', { level: 2, name: "We couldn't load the products" }),
    ).toBeTruthy();

    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Camera Gimbal' })).toBeTruthy();
  });

  it('turns the page without rendering the filters again', async () => {
    const { router } = renderWithProviders(<CatalogPage />, { route: '/shop/products' });
    expect(await screen.findByRole('link', { name: 'Camera Gimbal' })).toBeTruthy();
    const before = filterRenders.count;
    expect(before).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText(/Showing 9–/)).toBeTruthy();
    expect(filterRenders.count).toBe(before);
  });

  it('sets no price cap the visitor did not set, and Clear filters removes every filter (issue 35)', async () => {
    const requests = productRequests();
    try {
      const { router } = renderWithProviders(<CatalogPage />, { route: '/shop/products' });
      expect(await screen.findByRole('link', { name: 'Camera Gimbal' })).toBeTruthy();
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.every((url) => !url.searchParams.has('max_price'))).toBe(true);
      // The thumb sits at the end of the catalogue's own range, not at $1,000.
      const thumb = screen.getByRole('slider', { name: 'Maximum price' });
      expect(thumb.getAttribute('aria-valuenow')).toBe(thumb.getAttribute('aria-valuemax'));
      expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

      await act(() =>
        router.navigate(
          '/shop/products?search=drone&category=drones&max_price=300&sort=price-desc',
        ),
      );
      fireEvent.click(
        await screen.findByRole('button', { name: 'Clear filters' }, { timeout: 5_000 }),
      );
      await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc'));
      await waitFor(() => expect(screen.getByText(/^Showing 1–8 of/)).toBeTruthy());
      const last = requests[requests.length - 1];
      expect(last.searchParams.has('max_price')).toBe(false);
      expect(last.searchParams.has('search')).toBe(false);
      expect(last.searchParams.has('category')).toBe(false);
      expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    } finally {
      server.events.removeAllListeners('request:start');
    }
  });

  it('on a phone, a sort or a filter folds the filters and brings the results to the top (issue 35)', async () => {
    screenIs({ narrow: true });
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { router } = renderWithProviders(<CatalogPage />, { route: '/shop/products' });
    expect(await screen.findByRole('link', { name: 'Camera Gimbal' })).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1, name: 'All Products' }).parentElement;

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price-desc' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc'));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(heading);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });

    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    expect(screen.getByRole('button', { name: 'Hide filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Courses' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=courses&sort=price-desc'),
    );
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Show filters' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('scrolls without animation when the visitor asks for reduced motion, not at all when wide', async () => {
    screenIs({ narrow: true, reducedMotion: true });
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { router } = renderWithProviders(<CatalogPage />, { route: '/shop/products' });
    expect(await screen.findByRole('link', { name: 'Camera Gimbal' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'newest' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    cleanup();

    screenIs({ narrow: false });
    scroll.mockClear();
    const wide = renderWithProviders(<CatalogPage />, { route: '/shop/products' });
    expect(await screen.findByRole('link', { name: 'Camera Gimbal' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'newest' },
    });
    await waitFor(() => expect(wide.router.state.location.search).toBe('?sort=newest'));
    expect(scroll).not.toHaveBeenCalled();
  });
});
