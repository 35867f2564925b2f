import { act, renderHook, waitFor } from '@testing-library/react';
import type { Product } from '../api/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh modules: whether the database code has loaded is module state.
beforeEach(async () => {
  vi.resetModules();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('skyforge-app');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
});
afterEach(async () => {
  const { db } = await import('./db');
  db.close();
});

const product: Product = {
  id: 'P-1',
  name: 'Scout drone',
  description: 'A drone',
  imageUrl: '/images/products/scout.svg',
  price: 100,
  originalPrice: 120,
  category: 'drones',
  trackingId: null,
};

describe('useLazyLiveQuery', () => {
  it('stays at its initial value without loading the database when none exists, then follows the first write', async () => {
    const lazyDb = await import('./lazyDb');
    const { result } = renderHook(() =>
      lazyDb.useLazyLiveQuery((db) => db.wishlist.count(), [], 0),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(0);
    // Nothing created the database: reading must not have created it either.
    expect((await indexedDB.databases()).map((info) => info.name)).not.toContain('skyforge-app');

    const { toggleWishlist } = await import('./wishlist');
    await act(async () => {
      await toggleWishlist(product);
    });
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('answers `absent` while there is no database (an empty list), then follows the first write', async () => {
    const lazyDb = await import('./lazyDb');
    const { toggleWishlist } = await import('./wishlist');
    const { result } = renderHook(() =>
      lazyDb.useLazyLiveQuery((db) => db.wishlist.toArray(), [], undefined, []),
    );
    await waitFor(() => expect(result.current).toEqual([]));
    expect((await indexedDB.databases()).map((info) => info.name)).not.toContain('skyforge-app');

    await act(async () => {
      await toggleWishlist(product);
    });
    await waitFor(() => expect(result.current?.map((entry) => entry.productId)).toEqual(['P-1']));
  });

  it("the wishlist page opens the database (a newer tab's upgrade then finds it open)", async () => {
    const { useWishlist } = await import('./wishlist');
    const { result } = renderHook(() => useWishlist());
    await waitFor(() => expect(result.current).toEqual([]));
    expect((await indexedDB.databases()).map((info) => info.name)).toContain('skyforge-app');
  });

  it('reads an existing database at once and stays live', async () => {
    const { db } = await import('./db');
    await db.wishlist.put({ productId: 'P-1', product, addedAt: new Date().toISOString() });
    db.close();
    vi.resetModules();

    const lazyDb = await import('./lazyDb');
    const { result } = renderHook(() =>
      lazyDb.useLazyLiveQuery((appDb) => appDb.wishlist.count(), [], 0),
    );
    await waitFor(() => expect(result.current).toBe(1));
    const fresh = await lazyDb.loadAppDb();
    await act(async () => {
      await fresh.wishlist.clear();
    });
    await waitFor(() => expect(result.current).toBe(0));
  });
});
