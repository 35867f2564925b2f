import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../api/types';
import { db } from './db';
import type { WishlistEntry } from './recordTypes';
import { isValidWishlistEntry, removeFromWishlist, toggleWishlist } from './wishlist';

const product: Product = {
  id: 'p-001',
  name: 'ED1 Educational Drone',
  description: 'A drone',
  price: 299,
  originalPrice: 349,
  imageUrl: '/media/products/ed1-drone.svg',
  category: 'drones',
  trackingId: null,
};

describe('wishlist', () => {
  beforeEach(async () => {
    await db.wishlist.clear();
  });

  it('toggles a product in and out', async () => {
    expect(await toggleWishlist(product)).toBe(true);
    expect(await db.wishlist.get('p-001')).toMatchObject({ productId: 'p-001', product });
    expect(await toggleWishlist(product)).toBe(false);
    expect(await db.wishlist.get('p-001')).toBeUndefined();
  });

  it('keeps one entry per product id; removes by id', async () => {
    await toggleWishlist(product);
    await toggleWishlist({ ...product, id: 'p-002' });
    expect(await db.wishlist.count()).toBe(2);
    await removeFromWishlist('p-001');
    await removeFromWishlist('p-002');
    expect(await db.wishlist.count()).toBe(0);
  });
});

describe('corrupted wishlist entries', () => {
  beforeEach(async () => {
    await db.wishlist.clear();
  });

  it('are skipped, and the valid ones kept', async () => {
    await toggleWishlist(product);
    // Written around the app's types, as a broken build or a hand edit could.
    await db.wishlist.bulkPut([
      { productId: 'bad-1', product: null, addedAt: 'x' },
      { productId: 'bad-2', product: { id: 'bad-2', name: 42 }, addedAt: 'x' },
      { productId: 'bad-3' },
    ] as unknown as WishlistEntry[]);
    const entries = (await db.wishlist.toArray()).filter(isValidWishlistEntry);
    expect(entries.map((entry) => entry.productId)).toEqual(['p-001']);
    expect(isValidWishlistEntry('nonsense')).toBe(false);
  });
});
