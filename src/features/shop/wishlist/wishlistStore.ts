// The wishlist lives in the app database (spec §3: unique by product id, browser storage only).
// Each change is written at once; live queries re-render every reader, also in other tabs.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Product } from '../../../api/types';
import { db, type WishlistEntry } from '../../../data/db';

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

const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A stored entry someone's old build or a broken write left malformed is skipped, not rendered. */
export function isValidWishlistEntry(entry: unknown): entry is WishlistEntry {
  if (!entry || typeof entry !== 'object') return false;
  const { productId, product, addedAt } = entry as Partial<WishlistEntry>;
  return (
    isText(productId) &&
    isText(addedAt) &&
    !!product &&
    typeof product === 'object' &&
    product.id === productId &&
    isText(product.name) &&
    isText(product.description) &&
    isText(product.imageUrl) &&
    isAmount(product.price) &&
    isAmount(product.originalPrice) &&
    (product.category === 'courses' || product.category === 'drones')
  );
}

async function validEntries(): Promise<WishlistEntry[]> {
  return (await db.wishlist.toArray()).filter(isValidWishlistEntry);
}

/** Every valid entry (undefined while the first read is pending). */
export function useWishlist(): WishlistEntry[] | undefined {
  return useLiveQuery(validEntries, []);
}

export function useWishlistCount(): number {
  return useLiveQuery(async () => (await validEntries()).length, [], 0);
}

export function useIsInWishlist(productId: string): boolean {
  return useLiveQuery(
    async () => (await db.wishlist.get(productId)) !== undefined,
    [productId],
    false,
  );
}
