import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { ShopHeader } from './ShopHeader';

afterEach(cleanup);

describe('ShopHeader', () => {
  it('ignores a blank search and sends a trimmed one to the product list', async () => {
    const { router } = renderWithProviders(<ShopHeader />, { route: '/shop' });
    const [search] = screen.getAllByRole('searchbox', { name: 'Search the shop' });
    fireEvent.change(search, { target: { value: '   ' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(router.state.location.pathname).toBe('/shop');

    fireEvent.change(search, { target: { value: '  fpv kit ' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/products'));
    expect(router.state.location.search).toBe('?search=fpv%20kit');
  });

  it('shows the four nav links with the current one marked', () => {
    renderWithProviders(<ShopHeader />, { route: '/shop/products?category=drones' });
    const nav = screen.getByRole('navigation', { name: 'Shop' });
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Drone Products');
    expect(nav.querySelectorAll('a')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toBeTruthy();
  });
});
