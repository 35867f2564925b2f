// The indexed product queries at scale: answers equal a brute-force reference over thousands of
// products (ties in names and prices included), and the price statistics stay exact whatever
// Dexie API writes the products.
import Dexie from 'dexie';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKEND_DB_NAME, backendSchemaV1, getBackendDb, resetBackendDb } from '../db';
import type { ProductRecord } from '../recordTypes';
import { generateProducts, loadGeneratedProducts } from '../fixtures/generateProducts';
import { buildProductStats, type ProductStatsRecord } from '../productStats';
import { ensureSeeded } from '../seed';
import { call, loginAdmin } from '../testHelpers';
import type { WireProduct } from './catalog';

interface ProductPage {
  items: WireProduct[];
  total: number;
  max_price: number;
}

type Category = 'all' | 'courses' | 'drones';
type Sort = 'name' | 'price-asc' | 'price-desc';

const byNameThenId = (a: ProductRecord, b: ProductRecord): number =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
const byPriceThenId = (a: ProductRecord, b: ProductRecord): number =>
  a.price !== b.price ? a.price - b.price : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** The answer computed the slow, obvious way from every product. */
function reference(
  products: readonly ProductRecord[],
  category: Category,
  maxPrice: number | null,
  sort: Sort,
  page: number,
  limit: number,
): ProductPage {
  const scope = products.filter((p) => category === 'all' || p.category === category);
  const matches = scope.filter((p) => maxPrice === null || p.price <= maxPrice);
  matches.sort(sort === 'name' ? byNameThenId : byPriceThenId);
  if (sort === 'price-desc') matches.reverse();
  const start = (page - 1) * limit;
  return {
    items: matches.slice(start, start + limit).map(({ id }) => ({ id }) as WireProduct),
    total: matches.length,
    max_price: scope.reduce((max, p) => Math.max(max, p.price), 0),
  };
}

/** Products built to collide: equal names across and within categories, equal prices. */
function tiedProducts(): ProductRecord[] {
  return Array.from({ length: 60 }, (_, index) => {
    const name = index % 3 === 0 ? 'Same Name' : `Twin ${index % 5}`;
    return {
      id: `t-${String(index).padStart(3, '0')}`,
      name,
      nameKey: name.toLowerCase(),
      description: 'Tie breaker',
      price: [10, 99.99, 500, 1999.99][index % 4],
      original_price: 2000,
      image_url: '/media/products/propeller-set.svg',
      category: index % 2 === 0 ? 'drones' : 'courses',
      tracking_id: null,
    } satisfies ProductRecord;
  });
}

async function storedStats(): Promise<ProductStatsRecord[]> {
  const stats = await getBackendDb().productStats.toArray();
  return stats
    .filter(({ prices }) => prices.length > 0)
    .sort((a, b) => (a.category < b.category ? -1 : 1));
}

async function expectedStats(): Promise<ProductStatsRecord[]> {
  const products = await getBackendDb().products.toArray();
  return buildProductStats(products).sort((a, b) => (a.category < b.category ? -1 : 1));
}

describe('paged product queries at scale', () => {
  let products: ProductRecord[] = [];

  beforeAll(async () => {
    await resetBackendDb();
    const db = getBackendDb();
    await ensureSeeded(db);
    await loadGeneratedProducts(db, 3000, { seed: 7, chunkSize: 700 });
    await db.products.bulkAdd(tiedProducts());
    products = await db.products.toArray();
  });

  afterAll(async () => {
    await resetBackendDb();
  });

  const categories = fc.constantFrom<Category>('all', 'courses', 'drones');
  const sorts = fc.constantFrom<Sort>('name', 'price-asc', 'price-desc');
  // Caps that hit nothing, few, many, exact prices and everything.
  const caps = fc.oneof(
    fc.constant(null),
    fc.constantFrom(0, 9.99, 10, 20, 99.99, 500, 1000, 1999.99, 5000),
    fc.double({ min: 0, max: 2100, noNaN: true }),
  );

  it('answers every category, cap, sort and page like the reference', async () => {
    await fc.assert(
      fc.asyncProperty(
        categories,
        caps,
        sorts,
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 1.05, noNaN: true }),
        async (category, maxPrice, sort, limit, where) => {
          const first = reference(products, category, maxPrice, sort, 1, limit);
          // Pages spread over the whole range (and one past the end).
          const lastPage = Math.max(1, Math.ceil(first.total / limit));
          const page = Math.max(1, Math.min(lastPage + 1, Math.ceil(where * lastPage)));
          const expected = reference(products, category, maxPrice, sort, page, limit);
          const query = new URLSearchParams({ category, sort, page: String(page) });
          query.set('limit', String(limit));
          if (maxPrice !== null) query.set('max_price', String(maxPrice));
          const { status, body } = await call<ProductPage>(`/products?${query}`);
          expect(status).toBe(200);
          expect(body.total).toBe(expected.total);
          expect(body.max_price).toBe(expected.max_price);
          expect(body.items.map(({ id }) => id)).toEqual(expected.items.map(({ id }) => id));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('walks every page of a capped name sort without gaps or repeats', async () => {
    const expected = reference(products, 'all', 500, 'name', 1, 10_000);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.total / 100); page += 1) {
      const { body } = await call<ProductPage>(
        `/products?max_price=500&sort=name&page=${page}&limit=100`,
      );
      seen.push(...body.items.map(({ id }) => id));
    }
    expect(seen).toEqual(expected.items.map(({ id }) => id));
  });

  it('answers the plain list mode with filters like the reference', async () => {
    for (const sort of ['name', 'price-asc', 'price-desc'] as const) {
      const { body } = await call<WireProduct[]>(
        `/products?category=drones&max_price=300&sort=${sort}`,
      );
      const expected = reference(products, 'drones', 300, sort, 1, 100_000);
      expect(body.map(({ id }) => id)).toEqual(expected.items.map(({ id }) => id));
    }
  });

  it('searches with the same order and totals as the reference', async () => {
    const { body } = await call<ProductPage>(
      '/products?search=FALCON&category=drones&max_price=900&sort=price-desc&page=2&limit=5',
    );
    const matches = products
      .filter(
        (p) =>
          p.category === 'drones' &&
          p.price <= 900 &&
          (p.nameKey.includes('falcon') || p.description.toLowerCase().includes('falcon')),
      )
      .sort(byPriceThenId)
      .reverse();
    expect(body.total).toBe(matches.length);
    expect(body.items.map(({ id }) => id)).toEqual(matches.slice(5, 10).map(({ id }) => id));
  });

  it('keeps the statistics equal to the products', async () => {
    expect(await storedStats()).toEqual(await expectedStats());
  });
});

describe('price statistics', () => {
  beforeEach(async () => {
    await resetBackendDb();
    await ensureSeeded(getBackendDb());
  });

  it('follow every kind of Dexie write, including failures and aborts', async () => {
    const db = getBackendDb();
    const extra = generateProducts(200, { seed: 3 });
    await db.products.bulkAdd(extra);
    await db.products.put({ ...extra[0], price: 1.5, category: 'courses' });
    await db.products.update(extra[1].id, { price: 777 });
    await db.products
      .where('price')
      .below(100)
      .modify((product) => {
        product.price += 1;
      });
    await db.products.delete(extra[2].id);
    await db.products.bulkDelete([extra[3].id, extra[4].id, 'no-such-id']);
    await db.products.where('[category+price]').between(['drones', 0], ['drones', 300]).delete();
    // A bulkAdd with one duplicate: the others are stored, the duplicate is not.
    const more = generateProducts(3, { seed: 9, idPrefix: 'm-' });
    await expect(db.products.bulkAdd([...more, { ...extra[10], id: 'p-002' }])).rejects.toThrow();
    // An aborted transaction changes neither products nor statistics.
    await expect(
      db.transaction('rw', db.products, async () => {
        await db.products.put({ ...extra[20], price: 123456 });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await storedStats()).toEqual(await expectedStats());

    await db.products.clear();
    expect(await storedStats()).toEqual([]);
  });

  it('follow the admin product endpoints', async () => {
    const token = await loginAdmin();
    const body = {
      name: 'Stats Drone',
      description: 'Counts',
      price: 42,
      original_price: 50,
      image_url: '/media/products/ed1-drone.svg',
      category: 'drones',
    };
    const created = await call<WireProduct>('/products', { method: 'POST', token, body });
    await call(`/products/${created.body.id}`, {
      method: 'PUT',
      token,
      body: { ...body, price: 45, category: 'courses' },
    });
    await call('/products/p-001', { method: 'DELETE', token });
    expect(await storedStats()).toEqual(await expectedStats());
    const { body: page } = await call<ProductPage>(
      '/products?category=courses&max_price=45&page=1',
    );
    expect(page.items.map(({ id }) => id)).toContain(created.body.id);
  });

  it('are built when a version 1 database is upgraded', async () => {
    await resetBackendDb();
    const legacy = new Dexie(BACKEND_DB_NAME);
    legacy.version(1).stores(backendSchemaV1);
    await legacy.table('products').bulkAdd(generateProducts(50, { seed: 5 }));
    legacy.close();

    const db = getBackendDb();
    expect(await storedStats()).toEqual(await expectedStats());
    expect((await db.productStats.toArray()).reduce((n, s) => n + s.prices.length, 0)).toBe(50);
  });
});

describe('generateProducts', () => {
  it('is deterministic and independent of chunking', () => {
    const whole = generateProducts(300, { seed: 11 });
    expect(generateProducts(300, { seed: 11 })).toEqual(whole);
    const chunked = [
      ...generateProducts(120, { seed: 11 }),
      ...generateProducts(180, { seed: 11, start: 120 }),
    ];
    expect(chunked).toEqual(whole);
    expect(generateProducts(300, { seed: 12 })).not.toEqual(whole);
  });

  it('makes valid products over both categories with unique ids', () => {
    const products = generateProducts(2000, { seed: 1 });
    expect(new Set(products.map(({ id }) => id)).size).toBe(2000);
    expect(new Set(products.map(({ category }) => category))).toEqual(
      new Set(['courses', 'drones']),
    );
    for (const product of products) {
      expect(product.name.trim()).not.toBe('');
      expect(product.nameKey).toBe(product.name.toLowerCase());
      expect(product.description.trim()).not.toBe('');
      expect(product.price).toBeGreaterThan(0);
      expect(product.original_price).toBeGreaterThanOrEqual(product.price);
      expect(product.image_url).toMatch(/^\/media\/products\/[a-z0-9-]+\.svg$/);
    }
  });
});
