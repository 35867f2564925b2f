import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { BACKEND_DB_NAME, backendSchemaV1, getBackendDb, resetBackendDb } from '../db';
import { toProductRecord } from '../seed';
import { productFixtures } from '../fixtures/products';
import { ensureSeeded } from '../seed';
import { call, loginAdmin } from '../testHelpers';
import type { WireProduct } from './catalog';

interface ProductPage {
  items: WireProduct[];
  total: number;
}

const page = async (query: string) =>
  (await call<ProductPage>(`/products?${query}`)).body as ProductPage;

async function addProduct(token: string, name: string, price: number, category = 'drones') {
  const { status, body } = await call<WireProduct>('/products', {
    method: 'POST',
    token,
    body: {
      name,
      description: `${name} for the newest-first tests.`,
      price,
      original_price: price,
      image_url: '/media/products/ed1-drone.svg',
      category,
    },
  });
  expect(status).toBe(201);
  return body as WireProduct;
}

beforeEach(async () => {
  await resetBackendDb();
  await ensureSeeded(getBackendDb());
});

describe('GET /products sort=newest (and the other directions)', () => {
  it('puts the product added last on the first page, first', async () => {
    const token = await loginAdmin();
    const first = await addProduct(token, 'Alpha Added First', 10);
    const second = await addProduct(token, 'Zulu Added Second', 20);

    const newest = await page('sort=newest&page=1&limit=10');
    expect(newest.total).toBe(productFixtures.length + 2);
    expect(newest.items.slice(0, 2).map((p) => p.id)).toEqual([second.id, first.id]);

    const oldest = await page(`sort=oldest&page=1&limit=${productFixtures.length + 2}`);
    expect(oldest.items.slice(-2).map((p) => p.id)).toEqual([first.id, second.id]);

    // The pages of "newest" are "oldest" backwards, with nothing lost or repeated.
    const pages = [];
    for (let number = 1; number <= Math.ceil(newest.total / 5); number += 1) {
      pages.push(...(await page(`sort=newest&page=${number}&limit=5`)).items);
    }
    expect(pages.map((p) => p.id)).toEqual(oldest.items.map((p) => p.id).reverse());
  });

  it('keeps an edited product in its place, and works with category, price cap and search', async () => {
    const token = await loginAdmin();
    const course = await addProduct(token, 'Newest Course', 30, 'courses');
    await addProduct(token, 'Newest Drone', 40, 'drones');
    const edited = await call(`/products/${course.id}`, {
      method: 'PUT',
      token,
      body: { ...course, name: 'Newest Course (edited)' },
    });
    expect(edited.status).toBe(200);

    const courses = await page('sort=newest&category=courses&page=1&limit=3');
    expect(courses.items[0]).toMatchObject({ id: course.id, name: 'Newest Course (edited)' });

    const capped = await page('sort=newest&max_price=35&page=1&limit=3');
    expect(capped.items[0].id).toBe(course.id);
    expect(capped.items.every((p) => p.price <= 35)).toBe(true);

    const searched = await page('sort=newest&search=newest&page=1&limit=5');
    expect(searched.items.map((p) => p.name)).toEqual(['Newest Drone', 'Newest Course (edited)']);
  });

  it('sorts names Z to A', async () => {
    const names = (await page(`sort=name-desc&page=1&limit=${productFixtures.length}`)).items.map(
      (p) => p.name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort().reverse());
  });
});

describe('backend database version 4', () => {
  it('gives the products of an older database creation times, keeping every product', async () => {
    await resetBackendDb();
    const legacy = new Dexie(BACKEND_DB_NAME);
    legacy.version(1).stores(backendSchemaV1);
    await legacy.table('products').bulkAdd(productFixtures.map(toProductRecord));
    legacy.close();

    const db = getBackendDb();
    const products = await db.products.toArray();
    expect(products).toHaveLength(productFixtures.length);
    expect(products.every((p) => typeof p.createdAt === 'number')).toBe(true);
    expect(await db.products.where('createdAt').above(0).count()).toBe(productFixtures.length);
  });
});
