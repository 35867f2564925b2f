// Catalogue URL state (spec §2, §9): search, category, max price, sort and page all live in the
// query string, so reload, back and a shared link keep them. Pure parse/serialize rules.
import type { ProductSort } from '../../../api/types';
import { normalizeSearch, parseCategory, type CatalogCategory } from '../shared/catalogFilters';

export interface CatalogState {
  search: string;
  category: CatalogCategory;
  /** Upper bound the visitor set on the price slider (the lower bound is always 0); null: none. */
  maxPrice: number | null;
  sort: ShopSort;
  page: number;
}

export const PAGE_SIZE = 8;
/**
 * The slider's end while the catalogue's top price is unknown or there are no products (spec §9:
 * "slider maximum is the highest product price (1000 if none)").
 *
 * Only a range, never a filter. The spec's "Price slider default 0 to 1000" made 1000 the cap a
 * visitor started with, which hid every product over $1,000 from the lists and from search
 * (issue 35): that is the spec's defect, not kept. With no price in the URL there is no cap, and
 * the thumb sits at the end of the catalogue's own range.
 */
export const SLIDER_FALLBACK_MAX = 1000;

/** The sorts the shop offers (the catalogue knows a few more, for the admin). */
export type ShopSort = Extract<ProductSort, 'name' | 'price-asc' | 'price-desc' | 'newest'>;

export const productSorts: readonly ShopSort[] = ['name', 'price-asc', 'price-desc', 'newest'];

/** Labels of the category radios. */
export const categoryRadioLabels: Record<CatalogCategory, string> = {
  all: 'All',
  courses: 'Courses',
  drones: 'Drone Products',
};

export const sortLabels: Record<ShopSort, string> = {
  name: 'Name (A-Z)',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  newest: 'Newest',
};

export const defaultCatalogState: CatalogState = {
  search: '',
  category: 'all',
  maxPrice: null,
  sort: 'name',
  page: 1,
};

export function parseSort(raw: string | null | undefined): ShopSort {
  const value = (raw ?? '').trim();
  return (productSorts as readonly string[]).includes(value) ? (value as ShopSort) : 'name';
}

/** A finite number ≥ 0 (negatives clamp to 0); anything else → null, no cap. */
export function parseMaxPrice(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  return Math.max(0, Math.round(value * 100) / 100);
}

/** An integer ≥ 1; anything else → 1. */
export function parsePage(raw: string | null | undefined): number {
  if (raw === null || raw === undefined) return 1;
  const value = Number(raw);
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.floor(value));
}

export function parseCatalogState(params: URLSearchParams): CatalogState {
  return {
    search: normalizeSearch(params.get('search')),
    category: parseCategory(params.get('category')),
    maxPrice: parseMaxPrice(params.get('max_price')),
    sort: parseSort(params.get('sort')),
    page: parsePage(params.get('page')),
  };
}

/** Only non-default values are written, in a stable order. */
export function serializeCatalogState(state: CatalogState): URLSearchParams {
  const params = new URLSearchParams();
  const search = normalizeSearch(state.search);
  if (search) params.set('search', search);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.maxPrice !== null) params.set('max_price', String(state.maxPrice));
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * Applies a change. Any filter or sort change sends the shopper back to page 1;
 * only an explicit page change keeps another page.
 */
export function updateCatalogState(
  state: CatalogState,
  change: Partial<CatalogState>,
): CatalogState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 1;
  next.search = normalizeSearch(next.search);
  next.page = Math.max(1, Math.floor(next.page));
  return next;
}

/** Slider maximum = the highest product price (rounded up to whole dollars), 1000 if none. */
export function sliderMaximum(highestPrice: number | null | undefined): number {
  if (highestPrice === null || highestPrice === undefined) return SLIDER_FALLBACK_MAX;
  if (!Number.isFinite(highestPrice) || highestPrice <= 0) return SLIDER_FALLBACK_MAX;
  return Math.ceil(highestPrice);
}

/** The slider thumb never sits beyond the slider's end; with no cap it sits at the end. */
export function sliderValue(maxPrice: number | null, maximum: number): number {
  if (maxPrice === null) return maximum;
  return Math.min(Math.max(0, maxPrice), maximum);
}

/**
 * The cap a slider released at `value` sets: none at the slider's end, so every product stays
 * listed, also one added later above today's top price.
 */
export function capFromSlider(value: number, maximum: number): number | null {
  return value >= maximum ? null : Math.max(0, value);
}

/** The change "Clear filters" makes: every filter removed (search, category, price); the sort stays. */
export const noFilters = {
  search: '',
  category: 'all',
  maxPrice: null,
} as const satisfies Partial<CatalogState>;

/** Whether the visitor has set a filter (search, category or price cap). */
export function isFiltered(state: CatalogState): boolean {
  return state.search !== '' || state.category !== 'all' || state.maxPrice !== null;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * A product count with thousands separators (`10000` → `'10,000'`). By hand, as prices are
 * (src/lib/money.ts): Intl's first use costs the catalogue's first render its locale data.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
