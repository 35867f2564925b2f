import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../api/types';
import { db, type WishlistEntry } from './db';
import {
  addToWishlist,
  isInWishlist,
  isValidWishlistEntry,
  removeFromWishlist,
  toggleWishlist,
} from './wishlist';

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
    expect(await isInWishlist('p-001')).toBe(true);
    expect(await toggleWishlist(product)).toBe(false);
    expect(await isInWishlist('p-001')).toBe(false);
  });

  it('keeps products unique by id and the first added time', async () => {
    await addToWishlist(product);
    const first = await db.wishlist.get('p-001');
    await addToWishlist({ ...product, price: 10 });
    expect(await db.wishlist.count()).toBe(1);
    const second = await db.wishlist.get('p-001');
    expect(second?.addedAt).toBe(first?.addedAt);
    expect(second?.product.price).toBe(10);
    await removeFromWishlist('p-001');
    expect(await db.wishlist.count()).toBe(0);
  });
});

describe('corrupted wishlist entries', () => {
  beforeEach(async () => {
    await db.wishlist.clear();
  });

  it('are skipped, and the valid ones kept', async () => {
    await addToWishlist(product);
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
