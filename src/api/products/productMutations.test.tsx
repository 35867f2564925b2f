// The product write hooks against the mocked backend: every product query is refreshed after a
// write, and the screen's callbacks get the result or the ApiError.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBackendDb } from '../../../mocks/db';
import { adminLogin } from '../auth/authClient';
import { ApiError } from '../http';
import type { Product } from '../types';
import { useDeleteProduct, useSaveProduct } from './productMutations';
import { productKeys } from './productQueries';
import { getProducts } from './productsClient';
import { createQueryClient } from '../queryClient';

afterEach(async () => {
  await resetBackendDb();
  vi.restoreAllMocks();
});

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  return { wrapper, invalidate };
}

async function adminToken() {
  return (await adminLogin('admin@example.com', 'admin123')).token;
}

describe('useSaveProduct', () => {
  it('adds a product, refreshes every product query, then calls onSuccess', async () => {
    const token = await adminToken();
    const { wrapper, invalidate } = setup();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSaveProduct(token, { onSuccess }), { wrapper });
    const input = {
      name: 'Hexa',
      description: 'Six rotors',
      price: 10,
      originalPrice: 12,
      imageUrl: '/x.svg',
      category: 'drones' as const,
      trackingId: null,
    };
    act(() => result.current.mutate({ id: null, input }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0][0]).toMatchObject({ name: 'Hexa' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('hands the ApiError to onError and refreshes nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { wrapper, invalidate } = setup();
    const onError = vi.fn();
    const { result } = renderHook(() => useSaveProduct(null, { onError }), { wrapper });
    const [product] = await getProducts();
    act(() => result.current.mutate({ id: product.id, input: { ...product, name: 'x' } }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0][0]).toBeInstanceOf(ApiError);
    expect((onError.mock.calls[0][0] as ApiError).status).toBe(401);
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('useDeleteProduct', () => {
  it('deletes, refreshes, and passes the product to onSuccess', async () => {
    const token = await adminToken();
    const { wrapper, invalidate } = setup();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useDeleteProduct(token, { onSuccess }), { wrapper });
    const [product] = await getProducts();
    act(() => result.current.mutate(product));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(undefined, product));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
    expect((await getProducts()).some((p: Product) => p.id === product.id)).toBe(false);
  });

  it('reports an unknown product as an ApiError 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = await adminToken();
    const { wrapper } = setup();
    const onError = vi.fn();
    const { result } = renderHook(() => useDeleteProduct(token, { onError }), { wrapper });
    const [product] = await getProducts();
    act(() => result.current.mutate({ ...product, id: 'no-such-product' }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect((onError.mock.calls[0][0] as ApiError).status).toBe(404);
  });
});
