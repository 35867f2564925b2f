// The price statistics' stored form: a typed array (copied in one block on every read), while
// records written in the earlier plain-array form keep answering and are converted on the next
// write.
import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from './db';
import { applyPriceChanges, lowerBound, mergeSorted, upperBound } from './productStats';
import { PRODUCT_DIGEST_KEY } from './productDigest';
import { ensureSeeded } from './seed';
import { call, loginAdmin } from './testHelpers';

interface ProductPage {
  items: { id: string; price: number }[];
  total: number;
  max_price: number;
}

beforeEach(async () => {
  await resetBackendDb();
  await ensureSeeded(getBackendDb());
});

describe('price list helpers', () => {
  it('search, merge and change plain and typed lists alike', () => {
    const typed = Float64Array.from([1, 2, 2, 5]);
    for (const list of [typed, [1, 2, 2, 5]]) {
      expect(lowerBound(list, 2)).toBe(1);
      expect(upperBound(list, 2)).toBe(3);
    }
    expect([...mergeSorted(typed, [0, 2, 9])]).toEqual([0, 1, 2, 2, 2, 5, 9]);
    expect(applyPriceChanges([1, 2, 2, 5], [3], [2])).toEqual(Float64Array.from([1, 2, 3, 5]));
  });
});

describe('stored price statistics', () => {
  it('are typed arrays', async () => {
    const stats = await getBackendDb().productStats.toArray();
    expect(stats.length).toBeGreaterThan(0);
    for (const { prices } of stats) expect(prices).toBeInstanceOf(Float64Array);
  });

  it('written as plain arrays still answer queries, and the next write converts them', async () => {
    const db = getBackendDb();
    const before = await call<ProductPage>('/products?category=drones&sort=price-desc&limit=3');
    const stats = await db.productStats.toArray();
    await db.productStats.bulkPut(
      stats.map((record) => ({ ...record, prices: [...record.prices] })),
    );
    expect(Array.isArray((await db.productStats.get('drones'))?.prices)).toBe(true);

    expect(await call('/products?category=drones&sort=price-desc&limit=3')).toEqual(before);

    const token = await loginAdmin();
    const created = await call('/products', {
      method: 'POST',
      token,
      body: {
        name: 'Stats Probe',
        description: 'A product',
        price: 12.5,
        image_url: '/media/products/propeller-set.svg',
        category: 'drones',
      },
    });
    expect(created.status).toBe(201);
    const drones = await db.productStats.get('drones');
    expect(drones?.prices).toBeInstanceOf(Float64Array);
    expect(drones?.prices.length).toBe(before.body.total + 1);
  });
});

describe('emptying the products table', () => {
  it('empties the statistics without reading each product, and a refill is counted afresh', async () => {
    // Reads of product records go through `getMany`/`query` of the products table: count them.
    // Dexie builds the middleware stack when the database opens, so the counter goes in first.
    await resetBackendDb();
    const db = getBackendDb();
    let productReads = 0;
    db.use({
      stack: 'dbcore',
      name: 'countProductReads',
      level: -3,
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          if (name !== 'products') return table;
          return {
            ...table,
            getMany: (req) => ((productReads += req.keys.length), table.getMany(req)),
            query: (req) => ((productReads += 1), table.query(req)),
          };
        },
      }),
    });
    await ensureSeeded(db);
    const products = await db.products.toArray();
    productReads = 0;
    await db.transaction('rw', db.products, () => db.products.clear());
    expect(productReads).toBe(0);
    // What is left is the digest's record (productDigest.ts), which holds no prices.
    const left = await db.productStats.toArray();
    expect(left.map(({ category }) => category)).toEqual([PRODUCT_DIGEST_KEY]);
    expect(left[0].prices).toHaveLength(0);
    expect((await call<ProductPage>('/products?page=1&limit=5')).body.total).toBe(0);

    await db.products.bulkAdd(products);
    expect((await call<ProductPage>('/products?page=1&limit=5')).body.total).toBe(products.length);
    const stats = await db.productStats.toArray();
    expect(stats.reduce((n, record) => n + record.prices.length, 0)).toBe(products.length);
  });
});
