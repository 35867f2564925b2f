// Catalogue service: products (public reads, admin writes).
import Dexie, { type Collection, type InsertType } from 'dexie';
import { http } from 'msw';
import {
  PRODUCT_CATEGORIES,
  type BackendDatabase,
  type ProductCategory,
  type ProductRecord,
} from '../db';
import { json, noContent, route } from './route';
import { requireAdmin } from './session';
import {
  badRequest,
  notFound,
  numberInRange,
  oneOf,
  optionalString,
  pathParam,
  readJsonObject,
  requiredString,
  type JsonObject,
} from './validate';

export interface WireProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  original_price: number;
  image_url: string;
  category: ProductCategory;
  tracking_id: string | null;
}

export function toWireProduct(product: ProductRecord): WireProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    original_price: product.original_price,
    image_url: product.image_url,
    category: product.category,
    tracking_id: product.tracking_id,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading: filters, sorting and paging

export type ProductSort = 'name' | 'price-asc' | 'price-desc';
const PRODUCT_SORTS: readonly ProductSort[] = ['name', 'price-asc', 'price-desc'];
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
      'sort must be one of name, price-asc, price-desc',
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

/** Products in the category (or all) ordered by price, optionally capped at `maxPrice`. */
function byPrice(db: BackendDatabase, filters: ProductFilters): ProductCollection {
  const upper = filters.maxPrice ?? Infinity;
  const collection = filters.category
    ? db.products
        .where('[category+price]')
        .between([filters.category, -Infinity], [filters.category, upper], true, true)
    : db.products.where('price').between(-Infinity, upper, true, true);
  return filters.sort === 'price-desc' ? collection.reverse() : collection;
}

/** Products in the category (or all) ordered by lower-cased name. */
function byName(db: BackendDatabase, category: ProductCategory | null): ProductCollection {
  return category
    ? db.products
        .where('[category+nameKey]')
        .between([category, Dexie.minKey], [category, Dexie.maxKey], true, true)
    : db.products.orderBy('nameKey');
}

function matchesSearch(product: ProductRecord, search: string): boolean {
  return product.nameKey.includes(search) || product.description.toLowerCase().includes(search);
}

async function readPage(
  collection: () => ProductCollection,
  paging: PageSlice | null,
): Promise<{ items: ProductRecord[]; total: number }> {
  if (!paging) {
    const items = await collection().toArray();
    return { items, total: items.length };
  }
  // Dexie collections are mutated by offset/limit, so count and page use fresh ones.
  const total = await collection().count();
  const items = await collection().offset(paging.offset).limit(paging.limit).toArray();
  return { items, total };
}

/**
 * Runs a product query on indexes. Without search text it never loads a product outside the
 * page: price sorts read one index range; a name sort with a price cap intersects the keys of
 * the name and price indexes (keys only) and then loads just the page. Search text needs the
 * description, so that case scans the category in sort order.
 */
export async function queryProducts(
  db: BackendDatabase,
  filters: ProductFilters,
  paging: PageSlice | null,
): Promise<{ items: ProductRecord[]; total: number }> {
  const ordered = (): ProductCollection =>
    filters.sort === 'name' ? byName(db, filters.category) : byPrice(db, filters);

  if (filters.search) {
    const { maxPrice, search } = filters;
    const matches = await ordered()
      .filter(
        (product) =>
          matchesSearch(product, search) && (maxPrice === null || product.price <= maxPrice),
      )
      .toArray();
    const items = paging ? matches.slice(paging.offset, paging.offset + paging.limit) : matches;
    return { items, total: matches.length };
  }

  if (filters.sort !== 'name' || filters.maxPrice === null) return readPage(ordered, paging);

  const [orderedIds, inRangeIds] = await Promise.all([
    byName(db, filters.category).primaryKeys(),
    byPrice(db, filters).primaryKeys(),
  ]);
  const inRange = new Set(inRangeIds);
  const ids = orderedIds.filter((id) => inRange.has(id));
  const pageIds = paging ? ids.slice(paging.offset, paging.offset + paging.limit) : ids;
  const items = (await db.products.bulkGet(pageIds)).filter(
    (product): product is ProductRecord => product !== undefined,
  );
  return { items, total: ids.length };
}

/** Highest price in the category (or overall), read from the end of the price index. */
export async function highestPrice(
  db: BackendDatabase,
  category: ProductCategory | null,
): Promise<number> {
  const top = category
    ? await db.products
        .where('[category+price]')
        .between([category, -Infinity], [category, Infinity], true, true)
        .last()
    : await db.products.orderBy('price').last();
  return top?.price ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Writing

const MAX_DATA_URL_LENGTH = 5_000_000; // ~3.7 MB image: keeps IndexedDB from ballooning

function isAcceptedImageUrl(value: string): boolean {
  if (value.startsWith('data:image/')) return value.length <= MAX_DATA_URL_LENGTH;
  // A same-origin path; '//' would be a protocol-relative URL to another host.
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type ProductInput = Omit<ProductRecord, 'id'>;

/** Validates a POST/PUT body. Optional fields: original_price (= price), category, tracking_id. */
export function parseProductBody(body: JsonObject): ProductInput {
  const name = requiredString(body, 'name', { maxLength: 200 });
  const description = requiredString(body, 'description', { maxLength: 5000 });
  const price = numberInRange(
    body.price,
    { min: 0, minExclusive: true },
    'price must be a number greater than 0',
  );
  const originalPrice =
    body.original_price === undefined || body.original_price === null
      ? price
      : numberInRange(
          body.original_price,
          { min: price },
          'original_price must be a number greater than or equal to price',
        );
  const imageUrl = requiredString(body, 'image_url', { maxLength: MAX_DATA_URL_LENGTH });
  if (!isAcceptedImageUrl(imageUrl)) {
    throw badRequest(
      'image_url must be an http(s) URL, a path starting with "/" or a data:image/ URL',
    );
  }
  const category = oneOf(
    body.category,
    PRODUCT_CATEGORIES,
    'category must be "courses" or "drones"',
    'drones',
  );
  const trackingId = optionalString(body, 'tracking_id', 100);
  return {
    name,
    nameKey: name.toLowerCase(),
    description,
    price,
    original_price: originalPrice,
    image_url: imageUrl,
    category,
    tracking_id: trackingId,
  };
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
      const [{ items, total }, maxPrice] = await Promise.all([
        queryProducts(db, filters, paging),
        highestPrice(db, filters.category),
      ]);
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
      const product: ProductRecord = { id: `p-${crypto.randomUUID()}`, ...input };
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
        if (!(await db.products.get(id))) return false;
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
