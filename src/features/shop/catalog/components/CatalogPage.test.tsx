import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../../mocks/node';
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

afterEach(cleanup);

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
});
