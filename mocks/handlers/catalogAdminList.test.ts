// The admin products list's queries (GET /products with search, category, sort, page and limit,
// as ProductsPage asks) on the seeded catalogue: every sort, both categories, searches and every
// page must be what a plain filter, sort and page of the stored products gives
// (tests/test-utils/adminLists.ts). The end-to-end test admin-lists.spec.ts checked this through
// the built app until issue 36; it keeps one journey through the list.
import { beforeAll, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { ensureSeeded } from '../seed';
import {
  expectedProducts as expected,
  listPageSize as pageSize,
  pageOf,
  productSorts as sorts,
  type ListedProduct as StoredProduct,
  type ProductView as View,
} from '../../tests/test-utils/adminLists';
import { call } from '../testHelpers';
import type { WireProduct } from './catalog';

let products: StoredProduct[] = [];

beforeAll(async () => {
  await resetBackendDb();
  await ensureSeeded(getBackendDb());
  products = (await getBackendDb().products.toArray()) as StoredProduct[];
});

/** The list's page `page` of `view`, as ProductsPage asks for it, equals the plain one. */
async function expectPage(view: View, page: number): Promise<void> {
  const params = new URLSearchParams({ sort: view.sort, page: String(page) });
  params.set('limit', String(pageSize));
  if (view.search.trim()) params.set('search', view.search.trim());
  if (view.category) params.set('category', view.category);
  const { status, body } = await call<{ items: WireProduct[]; total: number }>(
    `/products?${params}`,
  );
  const all = expected(products, view);
  const label = `${JSON.stringify(view)}, page ${page}`;
  expect(status, label).toBe(200);
  expect(body.total, label).toBe(all.length);
  expect(
    body.items.map((product) => [product.name, product.price]),
    label,
  ).toEqual(pageOf(all, page).map((product) => [product.name, product.price]));
}

describe('the admin products list on the seeded catalogue', () => {
  it('has more than a page of products', () => {
    expect(products.length).toBeGreaterThan(pageSize);
  });

  it('every sort, every category, every page', async () => {
    for (const category of [null, 'courses', 'drones'] as const) {
      for (const sort of sorts) {
        const view: View = { search: '', category, sort };
        const pages = Math.max(1, Math.ceil(expected(products, view).length / pageSize));
        for (let page = 1; page <= pages; page += 1) await expectPage(view, page);
      }
    }
  });

  it('searches by part of a name in another case, or a description, alone and in a category', async () => {
    const fragment = products[0].name.split(/\s+/)[0].slice(0, 4).toUpperCase();
    for (const search of [fragment, 'drone', '  Drone ', 'zz-no-such-product']) {
      for (const category of [null, 'courses', 'drones'] as const) {
        for (const sort of sorts) await expectPage({ search, category, sort }, 1);
      }
    }
  });
});
