// The cart's hooks against the mocked backend (msw/node): the client throws; a failed load is an
// error for the page to show, a refused or failed coupon is 'Invalid coupon code'.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBackendDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { cartHistoryFor } from './cartHistory';
import { db } from './db';
import { cartToken, customerSession } from './session';
import { getProduct } from '../api/products/productsClient';
import { addToCart } from '../api/cart/cartClient';
import { useAddToCart, useApplyCoupon, useCart, useRemoveCartItem } from './cartHooks';

// As the app's client (src/app/queryClient.ts): no retries, the backend is in this browser.
function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(async () => {
  localStorage.clear(); // a fresh guest cart per test
  customerSession.clear();
  await db.cartHistory.clear();
});

afterEach(async () => {
  await resetBackendDb();
  vi.restoreAllMocks();
});

describe('useCart', () => {
  it('reports a cart that cannot be loaded as an error, not as an empty cart', async () => {
    server.use(http.get('*/api/cart/', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });
});

describe('useApplyCoupon', () => {
  it('resolves to the coupon when applied and to false when refused (400) or failed', async () => {
    await addToCart(await cartToken(), 'p-001', 1);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useApplyCoupon(), { wrapper });

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.mutateAsync('BOGUS');
    });
    expect(outcome).toBe(false);

    server.use(http.post('*/api/cart/apply-coupon/', () => HttpResponse.error()));
    await act(async () => {
      outcome = await result.current.mutateAsync('WELCOME10');
    });
    expect(outcome).toBe(false);
    expect(logged).toHaveBeenCalledTimes(2);

    server.resetHandlers();
    await act(async () => {
      outcome = await result.current.mutateAsync('WELCOME10');
    });
    expect(outcome).toEqual({ code: 'WELCOME10', discount: 0.1 });
  });
});

describe('cart changes and the cart history', () => {
  it('an add records an active line, a removal closes it', async () => {
    const product = await getProduct('p-001');
    const { result } = renderHook(() => ({ add: useAddToCart(), remove: useRemoveCartItem() }), {
      wrapper,
    });
    let item: Awaited<ReturnType<typeof result.current.add.mutateAsync>> | undefined;
    await act(async () => {
      item = await result.current.add.mutateAsync({ product, quantity: 2 });
    });
    expect((await cartHistoryFor('guest')).map((record) => record.status)).toEqual(['active']);

    await act(async () => {
      await result.current.remove.mutateAsync(item!);
    });
    expect((await cartHistoryFor('guest')).map((record) => record.status)).toEqual(['removed']);
  });

  it('a refused add throws and records nothing', async () => {
    server.use(http.post('*/api/cart/', () => HttpResponse.json({ error: 'x' }, { status: 400 })));
    const product = await getProduct('p-001');
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ product, quantity: 1 })).rejects.toMatchObject({
        status: 400,
      });
    });
    expect(await cartHistoryFor('guest')).toEqual([]);
  });
});
