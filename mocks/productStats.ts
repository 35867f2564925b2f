// Catalogue statistics kept beside the products: per category, every product price in ascending
// order. They answer "how many products cost at most X" and "which price sits at position N of
// the price order" with a binary search, so a paged product query never counts or skips through
// an index range (IndexedDB has no positional access: `count()` and `offset()` walk the range,
// and in fake-indexeddb each cursor step even restarts from the range's start).
//
// A DBCore middleware keeps them exact: every read-write transaction that includes `products`
// also includes `productStats`, and every products mutation updates the statistics in that same
// transaction, so they commit or roll back together, whatever Dexie API made the change
// (handlers, seeding, bulk loads, tests writing to the table directly). The same middleware keeps
// the products' digest (productDigest.ts), stored in `productStats` under a reserved key.
import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
} from 'dexie';
import { existingRecords, mutationQueue, succeeded } from '../src/lib/dexieMutations';
import type { ProductCategory, ProductRecord } from './recordTypes';
import {
  DigestChange,
  EMPTY_DIGEST,
  PRODUCT_DIGEST_KEY,
  digestRecord,
  storedDigest,
  type ProductDigest,
  type ProductDigestRecord,
} from './productDigest';

export const PRODUCT_STATS_TABLE = 'productStats';
const PRODUCTS_TABLE = 'products';
/** Dexie's `DBCoreRangeType.Any` (a const enum, which isolated modules cannot import). */
const ANY_RANGE = 3;
/** Every key (Dexie's own `AnyRange`). */
const ANY_KEY: DBCoreKeyRange = {
  type: ANY_RANGE,
  lower: -Infinity,
  lowerOpen: false,
  upper: [[]],
  upperOpen: false,
};

/**
 * Ascending prices. Written as a typed array: IndexedDB copies it as one block, where a plain
 * array of 50,000 numbers is copied number by number on every read (13 ms of a 50,000-product
 * query against 1 ms). Records written before that still hold a plain array; both read alike.
 */
export type PriceList = Float64Array | readonly number[];

export interface ProductStatsRecord {
  category: ProductCategory;
  /** Price of every product of the category, ascending (duplicates kept). */
  prices: PriceList;
}

/** Index of the first element ≥ value (sorted ascending). */
export function lowerBound(sorted: PriceList, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Index of the first element > value (sorted ascending) = how many are ≤ value. */
export function upperBound(sorted: PriceList, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Merges two ascending arrays into one ascending array. */
export function mergeSorted(a: PriceList, b: PriceList): Float64Array {
  const merged = new Float64Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) merged[k++] = a[i] <= b[j] ? a[i++] : b[j++];
  while (i < a.length) merged[k++] = a[i++];
  while (j < b.length) merged[k++] = b[j++];
  return merged;
}

const byNumber = (a: number, b: number): number => a - b;

type PriceChanges = Map<ProductCategory, { added: number[]; removed: number[] }>;

/** Applies added and removed prices to an ascending price list (returns a new list). */
export function applyPriceChanges(
  prices: PriceList,
  added: readonly number[],
  removed: readonly number[],
): Float64Array {
  const next = Array.from(prices);
  for (const price of removed) {
    const index = lowerBound(next, price);
    if (next[index] === price) next.splice(index, 1);
  }
  if (added.length > 32) return mergeSorted(next, [...added].sort(byNumber));
  for (const price of added) next.splice(upperBound(next, price), 0, price);
  return Float64Array.from(next);
}

/** Statistics built from scratch from a list of products. */
export function buildProductStats(products: readonly ProductRecord[]): ProductStatsRecord[] {
  const byCategory = new Map<ProductCategory, number[]>();
  for (const product of products) {
    const list = byCategory.get(product.category) ?? [];
    list.push(product.price);
    byCategory.set(product.category, list);
  }
  return [...byCategory].map(([category, prices]) => ({
    category,
    prices: Float64Array.from(prices).sort(),
  }));
}

function isProduct(value: unknown): value is ProductRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ProductRecord).category === 'string' &&
    typeof (value as ProductRecord).price === 'number'
  );
}

function record(changes: PriceChanges, product: unknown, kind: 'added' | 'removed'): void {
  if (!isProduct(product)) return;
  let entry = changes.get(product.category);
  if (!entry) {
    entry = { added: [], removed: [] };
    changes.set(product.category, entry);
  }
  entry[kind].push(product.price);
}

/** The digest before a mutation, or null while it is unknown (see `currentDigest`). */
async function currentDigest(
  products: DBCoreTable,
  stats: DBCoreTable,
  trans: DBCoreTransaction,
): Promise<ProductDigest | null> {
  const digest = storedDigest(await stats.get({ trans, key: PRODUCT_DIGEST_KEY }));
  if (digest) return digest;
  // A database written before the digest existed: unknown, unless the table is empty (a new
  // database's first seeding), whose digest is known. An import or a clear establishes it.
  const { result } = await products.query({
    trans,
    values: false,
    limit: 1,
    query: { index: products.schema.primaryKey, range: ANY_KEY },
  });
  return result.length === 0 ? EMPTY_DIGEST : null;
}

async function saveChanges(
  stats: DBCoreTable,
  trans: DBCoreTransaction,
  changes: PriceChanges,
  digest: ProductDigest | null,
): Promise<void> {
  const categories = [...changes.keys()];
  const current = categories.length
    ? ((await stats.getMany({ trans, keys: categories })) as (ProductStatsRecord | undefined)[])
    : [];
  const values: (ProductStatsRecord | ProductDigestRecord)[] = categories.map((category, index) => {
    const { added, removed } = changes.get(category)!;
    return {
      category,
      prices: applyPriceChanges(current[index]?.prices ?? [], added, removed),
    } satisfies ProductStatsRecord;
  });
  if (digest) values.push(digestRecord(digest));
  if (values.length > 0) await stats.mutate({ type: 'put', trans, values });
}

/**
 * Mutations of one transaction, one after the other: each reads the old records and the
 * statistics before it writes them back (`Promise.all` of puts inside one transaction would
 * otherwise lose one's change).
 */
const serialized = mutationQueue();

async function mutateProducts(
  table: DBCoreTable,
  stats: DBCoreTable,
  req: DBCoreMutateRequest,
): Promise<DBCoreMutateResponse> {
  // Emptying the table (`clear()`) empties the statistics and zeroes the digest: no need to read
  // every product to take its price out (50,000 reads made a reset take seconds).
  if (req.type === 'deleteRange' && req.range.type === ANY_RANGE) {
    const response = await table.mutate(req);
    await stats.mutate({ type: 'deleteRange', trans: req.trans, range: req.range });
    await stats.mutate({ type: 'put', trans: req.trans, values: [digestRecord(EMPTY_DIGEST)] });
    return response;
  }
  const [before, digest] = await Promise.all([
    existingRecords(table, req.trans, req),
    currentDigest(table, stats, req.trans),
  ]);
  const response = await table.mutate(req);
  const changes: PriceChanges = new Map();
  const digestChange = digest && new DigestChange(digest);
  let changed = false;
  const removed = (old: unknown) => {
    if (old === undefined) return;
    changed = true;
    record(changes, old, 'removed');
    digestChange?.remove(old);
  };
  const added = (value: unknown) => {
    changed = true;
    record(changes, value, 'added');
    digestChange?.add(value);
  };
  if (req.type === 'deleteRange') {
    before.forEach(removed);
  } else if (req.type === 'delete') {
    req.keys.forEach((_, index) => {
      if (succeeded(response, index)) removed(before[index]);
    });
  } else {
    req.values.forEach((value, index) => {
      if (!succeeded(response, index)) return;
      removed(before[index]);
      added(value);
    });
  }
  if (changed) await saveChanges(stats, req.trans, changes, digestChange?.digest ?? null);
  return response;
}

/** The DBCore middleware; `BackendDatabase` installs it. */
export const productStatsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'productStats',
  // At the bottom of the stack, right above IndexedDB: Dexie's own middlewares (hooks, cache,
  // observability; levels -1 to 2) rely on Dexie's transaction zone, which the awaits here
  // would lose. Below this one there are only raw IndexedDB calls.
  level: -2,
  create(down) {
    return {
      ...down,
      transaction(stores, mode, options) {
        const scope =
          mode === 'readwrite' &&
          stores.includes(PRODUCTS_TABLE) &&
          !stores.includes(PRODUCT_STATS_TABLE)
            ? [...stores, PRODUCT_STATS_TABLE]
            : stores;
        return down.transaction(scope, mode, options);
      },
      table(name) {
        const table = down.table(name);
        if (name !== PRODUCTS_TABLE) return table;
        return {
          ...table,
          mutate: (req) =>
            serialized(req.trans, () =>
              mutateProducts(table, down.table(PRODUCT_STATS_TABLE), req),
            ),
        } satisfies DBCoreTable;
      },
    };
  },
};
