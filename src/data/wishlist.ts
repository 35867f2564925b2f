// The wishlist (spec §3: unique by product id, browser storage only): the one owner of the
// `wishlist` table. Every shop page imports this module (the header's count, each card's heart),
// so it never imports Dexie or ./db: writes load the database when they run, and hooks read
// through useLocalQuery, which for the count and the hearts stays idle until a database exists. Each change
// is written at once; live queries re-render every reader, also in other tabs.
import type { Product } from '../api/types';
import type { AppDatabase } from './db';
import type { WishlistEntry } from './recordTypes';
import { loadAppDb } from './lazyDb';
import { useLocalQuery } from './useLocalQuery';

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

async function validEntries(db: AppDatabase): Promise<WishlistEntry[]> {
  return (await db.wishlist.toArray()).filter(isValidWishlistEntry);
}

export async function removeFromWishlist(productId: string): Promise<void> {
  const db = await loadAppDb();
  await db.wishlist.delete(productId);
}

/** Every valid entry, once (booth mode keeps them as a lead before it empties the list). */
export async function wishlistEntries(): Promise<WishlistEntry[]> {
  return validEntries(await loadAppDb());
}

/** Empties the wishlist (booth mode: the next visitor starts with none). */
export async function clearWishlist(): Promise<void> {
  const db = await loadAppDb();
  await db.wishlist.clear();
}

/** Adds the product, or removes it when already there. Resolves to the new state. */
export async function toggleWishlist(product: Product): Promise<boolean> {
  const db = await loadAppDb();
  return db.transaction('rw', db.wishlist, async () => {
    if (await db.wishlist.get(product.id)) {
      await db.wishlist.delete(product.id);
      return false;
    }
    await db.wishlist.put({ productId: product.id, product, addedAt: new Date().toISOString() });
    return true;
  });
}

/**
 * Every valid entry (undefined while the first read is pending). The wishlist page, whose whole
 * content is this table, opens the database: it is then open like on every page that writes, so
 * a newer build's upgrade in another tab finds it and this tab lets go (db.ts).
 */
export function useWishlist(): WishlistEntry[] | undefined {
  return useLocalQuery(validEntries, []);
}

/** How many valid entries (the header's count); 0 until there is a database. */
export function useWishlistCount(): number {
  return useLocalQuery(async (db) => (await validEntries(db)).length, [], {
    initial: 0,
    absent: 0,
  });
}

/** Whether the product is in the wishlist (a card's heart); false until there is a database. */
export function useIsInWishlist(productId: string): boolean {
  return useLocalQuery(
    async (db) => (await db.wishlist.get(productId)) !== undefined,
    [productId],
    {
      initial: false,
      absent: false,
    },
  );
}
