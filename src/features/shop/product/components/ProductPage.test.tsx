import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../../mocks/node';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { ProductPage } from './ProductPage';

afterEach(cleanup);

describe('ProductPage', () => {
  it('says "Product Not Found" for a product the shop does not have', async () => {
    renderWithProviders(<ProductPage id="no-such-product" />);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeTruthy();
  });

  it('offers a retry when the shop does not answer, and shows the product once it does', async () => {
    server.use(
      http.get('*/api/products/p-001', () =>
        HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
      ),
    );
    renderWithProviders(<ProductPage id="p-001" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't load this product" }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Product Not Found' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      '/shop',
    );

    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ED1 Educational Drone' }),
    ).toBeTruthy();
  });
});
