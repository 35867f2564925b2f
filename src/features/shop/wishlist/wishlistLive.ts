// What every shop page shows of the wishlist: the header's count and each
// card's heart. Read through the lazily loaded app database (data/lazyDb), so
// a first visit does not download Dexie; the wishlist page itself uses
// wishlistStore directly.
import type { Product } from '../../../api/types';
import { loadAppDb, useLazyLiveQuery } from '../../../data/lazyDb';
import { isValidWishlistEntry } from './model';

export function useWishlistCount(): number {
  return useLazyLiveQuery(
    async (db) => (await db.wishlist.toArray()).filter(isValidWishlistEntry).length,
    [],
    0,
  );
}

export function useIsInWishlist(productId: string): boolean {
  return useLazyLiveQuery(
    async (db) => (await db.wishlist.get(productId)) !== undefined,
    [productId],
    false,
  );
}

/** Adds the product, or removes it when already there. Resolves to the new state. */
export async function toggleWishlistLazily(product: Product): Promise<boolean> {
  await loadAppDb();
  const { toggleWishlist } = await import('./wishlistStore');
  return toggleWishlist(product);
}
