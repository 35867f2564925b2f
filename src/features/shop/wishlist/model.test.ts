import { describe, expect, it } from 'vitest';
import type { Product } from '../../../api/types';
import type { WishlistEntry } from '../../../data/recordTypes';
import {
  defaultWishlistView,
  filterWishlist,
  parseWishlistView,
  serializeWishlistView,
  sortWishlist,
  summarizeWishlist,
} from './model';

function entry(
  id: string,
  name: string,
  price: number,
  category: Product['category'],
  addedAt: string,
  originalPrice = price,
): WishlistEntry {
  return {
    productId: id,
    addedAt,
    product: {
      id,
      name,
      description: `${name} description`,
      price,
      originalPrice,
      imageUrl: `/media/products/${id}.svg`,
      category,
      trackingId: null,
    },
  };
}

const entries = [
  entry('a', 'FPV Racer Kit', 449, 'drones', '2025-01-02T10:00:00.000Z', 499),
  entry('b', 'drone Coding Course', 149, 'courses', '2025-01-03T10:00:00.000Z'),
  entry('c', 'Battery Pack', 59.99, 'drones', '2025-01-01T10:00:00.000Z', 69.99),
];
const ids = (list: WishlistEntry[]) => list.map((item) => item.productId);

describe('wishlist sort', () => {
  it('sorts by date added, newest first (default)', () => {
    expect(ids(sortWishlist(entries, 'date-added'))).toEqual(['b', 'a', 'c']);
  });

  it('sorts by name case-insensitively and by price both ways', () => {
    expect(ids(sortWishlist(entries, 'name'))).toEqual(['c', 'b', 'a']);
    expect(ids(sortWishlist(entries, 'price-asc'))).toEqual(['c', 'b', 'a']);
    expect(ids(sortWishlist(entries, 'price-desc'))).toEqual(['a', 'b', 'c']);
  });

  it('does not mutate its input', () => {
    const copy = [...entries];
    sortWishlist(entries, 'name');
    expect(entries).toEqual(copy);
  });
});

describe('wishlist filter', () => {
  it('searches name and description, trimmed and case-insensitive', () => {
    expect(ids(filterWishlist(entries, { ...defaultWishlistView, search: '  DRONE ' }))).toEqual([
      'b',
    ]);
    expect(
      ids(filterWishlist(entries, { ...defaultWishlistView, search: 'pack description' })),
    ).toEqual(['c']);
  });

  it('filters by category', () => {
    expect(ids(filterWishlist(entries, { ...defaultWishlistView, category: 'drones' }))).toEqual([
      'a',
      'c',
    ]);
    expect(ids(filterWishlist(entries, { ...defaultWishlistView, category: 'courses' }))).toEqual([
      'b',
    ]);
  });
});

describe('wishlist URL state', () => {
  it('parses with defaults and clamps unknown values', () => {
    expect(parseWishlistView(new URLSearchParams(''))).toEqual(defaultWishlistView);
    expect(parseWishlistView(new URLSearchParams('sort=bogus&category=toys'))).toEqual(
      defaultWishlistView,
    );
    expect(
      parseWishlistView(new URLSearchParams('search=%20kit%20&category=drones&sort=price-desc')),
    ).toEqual({
      search: 'kit',
      category: 'drones',
      sort: 'price-desc',
    });
  });

  it('writes only non-default values', () => {
    expect(serializeWishlistView(defaultWishlistView).toString()).toBe('');
    expect(
      serializeWishlistView({ search: 'x', category: 'courses', sort: 'name' }).toString(),
    ).toBe('search=x&category=courses&sort=name');
  });
});

describe('wishlist summary', () => {
  it('counts items and totals their value', () => {
    const summary = summarizeWishlist(entries);
    expect(summary.count).toBe(3);
    expect(summary.totalValue).toBeCloseTo(657.99, 2);
    expect(summary.savings).toBeCloseTo(60, 2);
    expect(summarizeWishlist([])).toEqual({ count: 0, totalValue: 0, savings: 0 });
  });
});
