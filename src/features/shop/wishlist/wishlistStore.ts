// The wishlist lives in the app database (spec §3: unique by product id, browser storage only).
// Each change is written at once; live queries re-render every reader, also in other tabs.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Product } from '../../../api/types';
import { db, type WishlistEntry } from '../../../data/db';
import { isValidWishlistEntry } from './model';

export { isValidWishlistEntry };

export async function isInWishlist(productId: string): Promise<boolean> {
  return (await db.wishlist.get(productId)) !== undefined;
}

export async function addToWishlist(product: Product): Promise<void> {
  // put() keys on productId, so the list stays unique; keep the first "added" time.
  await db.transaction('rw', db.wishlist, async () => {
    const existing = await db.wishlist.get(product.id);
    await db.wishlist.put({
      productId: product.id,
      product,
      addedAt: existing?.addedAt ?? new Date().toISOString(),
    });
  });
}

export async function removeFromWishlist(productId: string): Promise<void> {
  await db.wishlist.delete(productId);
}

/** Adds the product, or removes it when already there. Resolves to the new state. */
export async function toggleWishlist(product: Product): Promise<boolean> {
  return db.transaction('rw', db.wishlist, async () => {
    if (await db.wishlist.get(product.id)) {
      await db.wishlist.delete(product.id);
      return false;
    }
    await db.wishlist.put({ productId: product.id, product, addedAt: new Date().toISOString() });
    return true;
  });
}

async function validEntries(): Promise<WishlistEntry[]> {
  return (await db.wishlist.toArray()).filter(isValidWishlistEntry);
}

/** Every valid entry (undefined while the first read is pending). */
export function useWishlist(): WishlistEntry[] | undefined {
  return useLiveQuery(validEntries, []);
}
