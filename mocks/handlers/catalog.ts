// Catalogue service: products (public reads, admin writes).
import Dexie, { type Collection, type InsertType } from 'dexie';
import { http } from 'msw';
import type { BackendDatabase } from '../db';
import { PRODUCT_CATEGORIES, type ProductCategory, type ProductRecord } from '../recordTypes';
import { lowerBound, mergeSorted, upperBound, type PriceList } from '../productStats';
import { json, noContent, route } from './route';
import { requireAdmin } from './session';
import type { z } from 'zod';
import { productInputSchema, type productSchema } from '../schemas';
import {
  badRequest,
  notFound,
  oneOf,
  parseBody,
  pathParam,
  readJsonObject,
  type JsonObject,
} from './validate';

/** The answer's shape: mocks/schemas.ts's productSchema, the document's `Product`. */
export type WireProduct = z.output<typeof productSchema>;

export function toWireProduct(product: ProductRecord): WireProduct {
  const wire: WireProduct = {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    original_price: product.original_price,
    image_url: product.image_url,
    category: product.category,
    tracking_id: product.tracking_id,
  };
  // A stored record is not trusted to be whole (an older build, a hand-edited database): a
  // malformed one goes out as it is, and the client leaves it out, rather than failing the list.
  if (Array.isArray(product.specifications) && product.specifications.length > 0) {
    wire.specifications = product.specifications.map((row) => ({
      label: row?.label,
      value: row?.value,
    }));
  }
  return wire;
}

// ---------------------------------------------------------------------------------------------
// Reading: filters, sorting and paging

export type ProductSort = 'name' | 'name-desc' | 'price-asc' | 'price-desc' | 'newest' | 'oldest';
const PRODUCT_SORTS: readonly ProductSort[] = [
  'name',
  'name-desc',
  'price-asc',
  'price-desc',
  'newest',
  'oldest',
];
const DEFAULT_PAGE_SIZE = 8; // the shop's page size (spec §9)
const MAX_PAGE_SIZE = 100;

export interface ProductFilters {
  search: string;
  category: ProductCategory | null;
  maxPrice: number | null;
  sort: ProductSort;
}

interface PageSlice {
  offset: number;
  limit: number;
}

function positiveInteger(raw: string, message: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(raw.trim())) throw badRequest(message);
  const value = Number(raw.trim());
  if (value < 1 || value > max) throw badRequest(message);
  return value;
}

export function parseFilters(query: URLSearchParams): ProductFilters {
  const category = query.get('category')?.trim() ?? '';
  const maxPrice = query.get('max_price')?.trim() ?? '';
  const maxPriceValue = Number(maxPrice);
  if (maxPrice !== '' && (!Number.isFinite(maxPriceValue) || maxPriceValue < 0)) {
    throw badRequest('max_price must be a number greater than or equal to 0');
  }
  return {
    search: query.get('search')?.trim().toLowerCase() ?? '',
    category:
      category === '' || category === 'all'
        ? null
        : oneOf(category, PRODUCT_CATEGORIES, 'category must be "courses", "drones" or "all"'),
    maxPrice: maxPrice === '' ? null : maxPriceValue,
    sort: oneOf(
      query.get('sort')?.trim(),
      PRODUCT_SORTS,
      `sort must be one of ${PRODUCT_SORTS.join(', ')}`,
      'name',
    ),
  };
}

function parsePaging(query: URLSearchParams): PageSlice | null {
  const page = query.get('page');
  const limit = query.get('limit');
  if (page === null && limit === null) return null;
  const pageNumber =
    page === null ? 1 : positiveInteger(page, 'page must be an integer greater than or equal to 1');
  const pageSize =
    limit === null
      ? DEFAULT_PAGE_SIZE
      : positiveInteger(
          limit,
          `limit must be an integer between 1 and ${MAX_PAGE_SIZE}`,
          MAX_PAGE_SIZE,
        );
  return { offset: (pageNumber - 1) * pageSize, limit: pageSize };
}

type ProductCollection = Collection<ProductRecord, string, InsertType<ProductRecord, 'id'>>;

export interface ProductQueryResult {
  items: ProductRecord[];
  total: number;
  /** Highest price in the category (or overall), ignoring `max_price`. */
  maxPrice: number;
}

// How the queries below stay off full scans. IndexedDB has no positional access: `count()` and
// `offset()` walk the whole range (fake-indexeddb even restarts each cursor step from the start
// of the range, so a skip is quadratic). So positions come from the price statistics
// (productStats.ts: every price of a category, sorted), and every read is a bounded index range
// read with `limit` in one request (getAll), in either direction:
// - price sorts: the price at position `offset` is looked up in the statistics; the read
//   starts at that price and skips only the few products sharing it;
// - name sort without an effective price cap: product ids are read from the nearer end of the
//   name index, then only the page's products are loaded;
// - name sort under a price cap: the name index is walked from the nearer end in chunks (keyset
//   continuation on the last name read), filtering on the price, or, when few products pass the
//   cap, those are read from the price index and sorted by name, whichever reads fewer rows;
// - search text needs the description, so it reads the category's rows once in a single
//   request and filters and sorts them in memory.

/** Ascending prices of the products in scope: the category, or every product. */
async function scopePrices(
  db: BackendDatabase,
  category: ProductCategory | null,
): Promise<PriceList> {
  const categories = category ? [category] : [...PRODUCT_CATEGORIES];
  const stats = await db.productStats.bulkGet(categories);
  return stats.reduce<PriceList>(
    (all, record) =>
      record ? (all.length ? mergeSorted(all, record.prices) : record.prices) : all,
    [],
  );
}

/** The price index of the category (or every product) between two prices, inclusive. */
function priceRange(
  db: BackendDatabase,
  category: ProductCategory | null,
  from: number,
  to: number,
): ProductCollection {
  return category
    ? db.products.where('[category+price]').between([category, from], [category, to], true, true)
    : db.products.where('price').between(from, to, true, true);
}

/** An ordered index besides price: by name, or by creation time ("newest"/"oldest"). */
interface OrderIndex {
  field: 'nameKey' | 'createdAt';
  key: (product: ProductRecord) => string | number;
}

const NAME_INDEX: OrderIndex = { field: 'nameKey', key: (product) => product.nameKey };
const CREATED_INDEX: OrderIndex = { field: 'createdAt', key: (product) => product.createdAt ?? 0 };

/** The index of the category (or every product) between two keys, inclusive. */
function orderRange(
  db: BackendDatabase,
  index: OrderIndex,
  category: ProductCategory | null,
  from: string | number | null = null,
  to: string | number | null = null,
): ProductCollection {
  const lower = from ?? Dexie.minKey;
  const upper = to ?? Dexie.maxKey;
  return category
    ? db.products
        .where(`[category+${index.field}]`)
        .between([category, lower], [category, upper], true, true)
    : db.products.where(index.field).between(lower, upper, true, true);
}

/** The order of an index: its key, then id (IndexedDB's own tie-break). */
function compareBy(index: OrderIndex, a: ProductRecord, b: ProductRecord): number {
  const keyA = index.key(a);
  const keyB = index.key(b);
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function compareByName(a: ProductRecord, b: ProductRecord): number {
  return compareBy(NAME_INDEX, a, b);
}

function compareByCreated(a: ProductRecord, b: ProductRecord): number {
  return compareBy(CREATED_INDEX, a, b);
}

/** The order of the price indexes: price, then id. */
function compareByPrice(a: ProductRecord, b: ProductRecord): number {
  if (a.price !== b.price) return a.price - b.price;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const SORT_ORDER: Record<ProductSort, (a: ProductRecord, b: ProductRecord) => number> = {
  name: compareByName,
  'name-desc': (a, b) => compareByName(b, a),
  'price-asc': compareByPrice,
  'price-desc': (a, b) => compareByPrice(b, a),
  newest: (a, b) => compareByCreated(b, a),
  oldest: compareByCreated,
};

/**
 * The descending sorts read their ascending index: position `offset` from the end is
 * position `total - offset - count` from the start, read there and reversed.
 */
const ASCENDING_OF: Partial<Record<ProductSort, ProductSort>> = {
  'name-desc': 'name',
  newest: 'oldest',
};

async function loadInOrder(db: BackendDatabase, ids: readonly string[]): Promise<ProductRecord[]> {
  const products = await db.products.bulkGet([...ids]);
  return products.filter((product): product is ProductRecord => product !== undefined);
}

/**
 * `count` products from position `offset` in price order (`prices`: the scope's sorted prices,
 * `total` of them at most `cap`). Reads `count` rows plus the products sharing the first price.
 */
async function pageByPrice(
  db: BackendDatabase,
  category: ProductCategory | null,
  prices: PriceList,
  cap: number,
  total: number,
  descending: boolean,
  offset: number,
  count: number,
): Promise<ProductRecord[]> {
  if (!descending) {
    const price = prices[offset];
    const skip = offset - lowerBound(prices, price);
    const rows = await priceRange(db, category, price, cap)
      .limit(skip + count)
      .toArray();
    return rows.slice(skip);
  }
  const price = prices[total - 1 - offset];
  const skip = offset - (total - upperBound(prices, price));
  const rows = await priceRange(db, category, -Infinity, price)
    .reverse()
    .limit(skip + count)
    .toArray();
  return rows.slice(skip);
}

/** `count` products from position `offset` in index order, no price cap: ids from the nearer end. */
async function pageByIndex(
  db: BackendDatabase,
  index: OrderIndex,
  category: ProductCategory | null,
  total: number,
  offset: number,
  count: number,
): Promise<ProductRecord[]> {
  if (offset + count <= total - offset) {
    const ids = await orderRange(db, index, category)
      .limit(offset + count)
      .primaryKeys();
    return loadInOrder(db, ids.slice(offset));
  }
  // From the end: ids[i] is position total - 1 - i.
  const ids = await orderRange(db, index, category)
    .reverse()
    .limit(total - offset)
    .primaryKeys();
  return loadInOrder(db, ids.slice(total - offset - count).reverse());
}

const MIN_CHUNK = 16;
const MAX_CHUNK = 4000;

/**
 * Walks the name index from one end in chunks (each a single limited read continuing after the
 * last name read), skipping `skip` products at most `cap`, then collecting `count` of them.
 * `fraction` (share of products under the cap) sizes the chunks.
 */
async function walkByIndex(
  db: BackendDatabase,
  index: OrderIndex,
  category: ProductCategory | null,
  cap: number,
  direction: 'next' | 'prev',
  skip: number,
  count: number,
  fraction: number,
): Promise<ProductRecord[]> {
  const found: ProductRecord[] = [];
  let toSkip = skip;
  let last: ProductRecord | null = null;
  const chunkFor = (needed: number): number =>
    Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, Math.ceil((needed / fraction) * 1.2) + 8));
  let chunk = chunkFor(skip + count);
  for (;;) {
    const lastKey = last ? index.key(last) : null;
    const range: ProductCollection =
      direction === 'next'
        ? orderRange(db, index, category, lastKey, null)
        : orderRange(db, index, category, null, lastKey).reverse();
    const rows: ProductRecord[] = await range.limit(chunk).toArray();
    let progressed = false;
    for (const product of rows) {
      // The range restarts at the last name read (inclusive): skip what was already seen.
      if (last) {
        const order = compareBy(index, product, last);
        if (direction === 'next' ? order <= 0 : order >= 0) continue;
      }
      progressed = true;
      last = product;
      if (product.price > cap) continue;
      if (toSkip > 0) {
        toSkip -= 1;
        continue;
      }
      found.push(product);
      if (found.length === count) return found;
    }
    if (rows.length < chunk) return found; // reached the end of the index
    // No progress: more products share one name than a chunk holds.
    chunk = progressed ? chunkFor(toSkip + count - found.length) : chunk * 2;
  }
}

/** `count` products from position `offset` in index order among the `total` at most `cap`. */
async function pageByIndexUnderCap(
  db: BackendDatabase,
  index: OrderIndex,
  category: ProductCategory | null,
  cap: number,
  total: number,
  inScope: number,
  offset: number,
  count: number,
): Promise<ProductRecord[]> {
  const fraction = total / inScope;
  const fromStart = offset + count;
  const fromEnd = total - offset;
  // Rows each strategy reads: every match through the price index, or a walk on the name index.
  if (total <= Math.min(fromStart, fromEnd) / fraction) {
    const matches = await priceRange(db, category, -Infinity, cap).toArray();
    return matches.sort((a, b) => compareBy(index, a, b)).slice(offset, offset + count);
  }
  if (fromStart <= fromEnd) {
    return walkByIndex(db, index, category, cap, 'next', offset, count, fraction);
  }
  const skip = total - offset - count;
  const tail = await walkByIndex(db, index, category, cap, 'prev', skip, count, fraction);
  return tail.reverse();
}

/** The words of a search text: lower-cased, split on white space, each once. */
export function searchQueryWords(search: string): string[] {
  return [
    ...new Set(
      search
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word !== ''),
    ),
  ];
}

/**
 * The one search rule, for the shop and the admin alike: a product matches when every word of
 * the search occurs in its name or its description, in any order, case-insensitive. ("drone
 * course" finds "Drone Pilot Training Course".) The description is lower-cased only when the
 * name leaves a word unmatched, which keeps a search over 50,000 rows as cheap as the old
 * single-substring test.
 */
export function matchesSearch(
  product: Pick<ProductRecord, 'nameKey' | 'description'>,
  words: readonly string[],
): boolean {
  let description: string | null = null;
  for (const word of words) {
    if (product.nameKey.includes(word)) continue;
    description ??= product.description.toLowerCase();
    if (!description.includes(word)) return false;
  }
  return true;
}

/** Search text: one read of the category's rows, filtered and sorted in memory. */
async function searchProducts(
  db: BackendDatabase,
  filters: ProductFilters,
  offset: number,
  count: number,
): Promise<{ items: ProductRecord[]; total: number }> {
  const { category, maxPrice, search, sort } = filters;
  const rows = category
    ? await db.products.where('category').equals(category).toArray()
    : await db.products.toArray();
  const words = searchQueryWords(search);
  const matches = rows.filter(
    (product) => (maxPrice === null || product.price <= maxPrice) && matchesSearch(product, words),
  );
  matches.sort(SORT_ORDER[sort]);
  return { items: matches.slice(offset, offset + count), total: matches.length };
}

/**
 * Runs a product query (see the notes above) in one read transaction, so the statistics and
 * the rows agree. Without paging it answers every match.
 */
export async function queryProducts(
  db: BackendDatabase,
  filters: ProductFilters,
  paging: PageSlice | null,
): Promise<ProductQueryResult> {
  const offset = paging?.offset ?? 0;
  const limit = paging?.limit ?? Infinity;
  return db.transaction('r', db.products, db.productStats, async () => {
    const prices = await scopePrices(db, filters.category);
    const maxPrice = prices.length > 0 ? prices[prices.length - 1] : 0;
    if (filters.search) {
      return { ...(await searchProducts(db, filters, offset, limit)), maxPrice };
    }
    const cap = filters.maxPrice ?? Infinity;
    const total = upperBound(prices, cap);
    const count = Math.min(limit, total - offset);
    if (count <= 0) return { items: [], total, maxPrice };
    const { category } = filters;
    const ascending = ASCENDING_OF[filters.sort];
    const sort = ascending ?? filters.sort;
    const start = ascending ? total - offset - count : offset;
    let items: ProductRecord[];
    if (sort === 'price-asc' || sort === 'price-desc') {
      const descending = sort === 'price-desc';
      items = await pageByPrice(db, category, prices, cap, total, descending, start, count);
    } else {
      const index = sort === 'name' ? NAME_INDEX : CREATED_INDEX;
      items =
        total === prices.length
          ? await pageByIndex(db, index, category, total, start, count)
          : await pageByIndexUnderCap(db, index, category, cap, total, prices.length, start, count);
    }
    if (ascending) items.reverse();
    return { items, total, maxPrice };
  });
}

/** Highest price in the category (or overall), the last of the sorted statistics. */
export async function highestPrice(
  db: BackendDatabase,
  category: ProductCategory | null,
): Promise<number> {
  const prices = await scopePrices(db, category);
  return prices.length > 0 ? prices[prices.length - 1] : 0;
}

// ---------------------------------------------------------------------------------------------
// Writing

export { isAcceptedImageUrl, MAX_SPECIFICATIONS } from '../schemas';

export type ProductInput = Omit<ProductRecord, 'id'>;

/** Validates a POST/PUT body (mocks/schemas.ts). Optional: original_price (= price), category, tracking_id, specifications. */
export function parseProductBody(body: JsonObject): ProductInput {
  return parseBody(productInputSchema, body);
}

const PRODUCT_NOT_FOUND = 'Product not found';

export const catalogHandlers = [
  http.get(
    '*/api/products',
    route(async ({ request, db }) => {
      const query = new URL(request.url).searchParams;
      const filters = parseFilters(query);
      const paging = parsePaging(query);
      if (!paging) {
        // The spec's plain list: every product in id order unless a filter or sort is asked for.
        const plain = ['search', 'category', 'max_price', 'sort'].every(
          (name) => (query.get(name)?.trim() ?? '') === '',
        );
        const items = plain
          ? await db.products.toArray()
          : (await queryProducts(db, filters, null)).items;
        return json(items.map(toWireProduct));
      }
      const { items, total, maxPrice } = await queryProducts(db, filters, paging);
      return json({ items: items.map(toWireProduct), total, max_price: maxPrice });
    }),
  ),

  // Before `/products/:id`, which would otherwise take "categories" for an id.
  http.get(
    '*/api/products/categories',
    route(async () => json([...PRODUCT_CATEGORIES])),
  ),

  http.get(
    '*/api/products/:id',
    route(async ({ params, db }) => {
      const product = await db.products.get(pathParam(params, 'id'));
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return json(toWireProduct(product));
    }),
  ),

  http.post(
    '*/api/products',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      const input = parseProductBody(await readJsonObject(request));
      const product: ProductRecord = {
        id: `p-${crypto.randomUUID()}`,
        ...input,
        createdAt: Date.now(),
      };
      await db.products.add(product);
      return json(toWireProduct(product), 201);
    }),
  ),

  http.put(
    '*/api/products/:id',
    route(async ({ request, params, db }) => {
      await requireAdmin(db, request);
      const id = pathParam(params, 'id');
      const input = parseProductBody(await readJsonObject(request));
      const product: ProductRecord = { id, ...input };
      const updated = await db.transaction('rw', db.products, async () => {
        const existing = await db.products.get(id);
        if (!existing) return false;
        // An edit keeps the product's place in the "newest" order.
        product.createdAt = existing.createdAt;
        // A body without `specifications` (the admin form has none) keeps the stored ones.
        if (product.specifications === undefined) product.specifications = existing.specifications;
        await db.products.put(product);
        return true;
      });
      if (!updated) throw notFound(PRODUCT_NOT_FOUND);
      return json(toWireProduct(product));
    }),
  ),

  http.delete(
    '*/api/products/:id',
    route(async ({ request, params, db }) => {
      await requireAdmin(db, request);
      const id = pathParam(params, 'id');
      // One transaction: the product and every cart line pointing at it go together.
      const deleted = await db.transaction('rw', db.products, db.carts, async () => {
        if (!(await db.products.get(id))) return false;
        await db.products.delete(id);
        await db.carts
          .where('productIds')
          .equals(id)
          .modify((cart) => {
            cart.items = cart.items.filter((line) => line.productId !== id);
            cart.productIds = cart.items.map((line) => line.productId);
            cart.updatedAt = Date.now();
          });
        return true;
      });
      if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
      return noContent();
    }),
  ),
];
