// Wishlist view rules (spec §2, §9): search by name/description, category filter, sort.
// The view state lives in the URL (`search`, `category`, `sort`).
import type { WishlistEntry } from '../../../data/recordTypes';
import { normalizeSearch, parseCategory, type CatalogCategory } from '../shared/catalogFilters';

export type WishlistSort = 'date-added' | 'name' | 'price-asc' | 'price-desc';

export const wishlistSorts: readonly WishlistSort[] = [
  'date-added',
  'name',
  'price-asc',
  'price-desc',
];

export const wishlistSortLabels: Record<WishlistSort, string> = {
  'date-added': 'Date Added (Newest)',
  name: 'Name (A-Z)',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
};

export const wishlistCategoryLabels: Record<CatalogCategory, string> = {
  all: 'All Categories',
  courses: 'Courses',
  drones: 'Drone Products',
};

export interface WishlistView {
  search: string;
  category: CatalogCategory;
  sort: WishlistSort;
}

export const defaultWishlistView: WishlistView = {
  search: '',
  category: 'all',
  sort: 'date-added',
};

export function parseWishlistSort(raw: string | null | undefined): WishlistSort {
  const value = (raw ?? '').trim();
  return (wishlistSorts as readonly string[]).includes(value)
    ? (value as WishlistSort)
    : 'date-added';
}

export function parseWishlistView(params: URLSearchParams): WishlistView {
  return {
    search: normalizeSearch(params.get('search')),
    category: parseCategory(params.get('category')),
    sort: parseWishlistSort(params.get('sort')),
  };
}

export function serializeWishlistView(view: WishlistView): URLSearchParams {
  const params = new URLSearchParams();
  const search = normalizeSearch(view.search);
  if (search) params.set('search', search);
  if (view.category !== 'all') params.set('category', view.category);
  if (view.sort !== 'date-added') params.set('sort', view.sort);
  return params;
}

const byName = (a: WishlistEntry, b: WishlistEntry) =>
  a.product.name.localeCompare(b.product.name, undefined, { sensitivity: 'base' });

export function filterWishlist(
  entries: readonly WishlistEntry[],
  view: WishlistView,
): WishlistEntry[] {
  const search = normalizeSearch(view.search).toLowerCase();
  const filtered = entries.filter(
    (entry) =>
      (view.category === 'all' || entry.product.category === view.category) &&
      (search === '' ||
        entry.product.name.toLowerCase().includes(search) ||
        entry.product.description.toLowerCase().includes(search)),
  );
  return sortWishlist(filtered, view.sort);
}

export function sortWishlist(
  entries: readonly WishlistEntry[],
  sort: WishlistSort,
): WishlistEntry[] {
  const copy = [...entries];
  switch (sort) {
    case 'name':
      return copy.sort(byName);
    case 'price-asc':
      return copy.sort((a, b) => a.product.price - b.product.price || byName(a, b));
    case 'price-desc':
      return copy.sort((a, b) => b.product.price - a.product.price || byName(a, b));
    case 'date-added':
    default:
      // Newest first; ISO strings compare chronologically.
      return copy.sort((a, b) => (a.addedAt < b.addedAt ? 1 : a.addedAt > b.addedAt ? -1 : 0));
  }
}

export interface WishlistSummary {
  count: number;
  totalValue: number;
  savings: number;
}

export function summarizeWishlist(entries: readonly WishlistEntry[]): WishlistSummary {
  return entries.reduce<WishlistSummary>(
    (summary, entry) => ({
      count: summary.count + 1,
      totalValue: summary.totalValue + entry.product.price,
      savings: summary.savings + Math.max(0, entry.product.originalPrice - entry.product.price),
    }),
    { count: 0, totalValue: 0, savings: 0 },
  );
}
