// The admin orders list on the booth's demo dataset (issue 19): every column both ways, every
// status, the searches a user types, and the pages, read by orderListPage over the indexes, must
// be what a plain in-memory filter, sort and page of the same orders gives (written from scratch
// in tests/test-utils/adminLists.ts). The end-to-end test admin-lists.spec.ts checked this
// through the built app until issue 36; it keeps one journey through the list.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDatasetAt } from '../../tests/test-utils/demoDataset';
import {
  expectedOrders,
  lastPage,
  listPageSize,
  nameFragment,
  orderSorts,
  pageOf,
  type OrderView,
} from '../../tests/test-utils/adminLists';
import { setDelayScale } from '../lib/simulate';
import { replaceAppTables } from './appData';
import { orderCount, orderListPage } from './orderQueries';
import type { Order } from './recordTypes';

const statuses = [null, 'pending', 'processing', 'shipped', 'delivered'];
let orders: Order[] = [];

beforeAll(async () => {
  setDelayScale(0);
  const dataset = demoDatasetAt(new Date('2026-11-24T12:00:00.000Z'));
  orders = dataset.orders;
  // The demo fill's writer (a reset writes through it too).
  await replaceAppTables({ orders: dataset.orders });
});

/** orderListPage gives page `page` of `view` as the plain filter/sort/page does. */
async function expectPage(view: OrderView, page: number): Promise<void> {
  const all = expectedOrders(orders, view);
  const result = await orderListPage({ ...view, page, pageSize: listPageSize });
  const label = `${JSON.stringify(view)}, page ${page}`;
  expect(result.total, label).toBe(all.length);
  expect(result.page, label).toBe(Math.min(page, lastPage(all.length)));
  expect(
    result.rows.map((order) => order.id),
    label,
  ).toEqual(pageOf(all, result.page).map((order) => order.id));
}

describe('the orders list on the demo dataset', () => {
  it('has the demo dataset’s ~340 orders, all counted', async () => {
    expect(orders.length).toBeGreaterThan(300);
    expect(await orderCount()).toBe(orders.length);
  });

  it('walks every page newest first, and pages 1, 2, a middle one and the last of every column both ways', async () => {
    const last = lastPage(orders.length);
    const newest: OrderView = { q: '', status: null, sort: 'createdAt', dir: 'desc' };
    for (let page = 1; page <= last; page += 1) await expectPage(newest, page);
    for (const sort of orderSorts) {
      for (const dir of ['asc', 'desc'] as const) {
        const view: OrderView = { q: '', status: null, sort, dir };
        for (const page of [1, 2, Math.ceil(last / 2), last]) await expectPage(view, page);
      }
    }
  });

  it('every status, in every column both ways: first, second and last page', async () => {
    for (const status of statuses.slice(1)) {
      for (const sort of orderSorts) {
        for (const dir of ['asc', 'desc'] as const) {
          const view: OrderView = { q: '', status, sort, dir };
          const last = lastPage(expectedOrders(orders, view).length);
          for (const page of new Set([1, 2, last])) await expectPage(view, page);
        }
      }
    }
  });

  it('searches as a user types them, with every status and sort', async () => {
    const start = nameFragment(orders, 0);
    const inside = nameFragment(orders, 1);
    // The start of the commonest surname finds pages; from its second letter, only where a word
    // starts so: fewer.
    const base: OrderView = { q: start, status: null, sort: 'createdAt', dir: 'desc' };
    expect(expectedOrders(orders, base).length, `"${start}" finds a few pages`).toBeGreaterThan(
      listPageSize,
    );
    expect(expectedOrders(orders, { ...base, q: inside }).length).toBeLessThan(
      expectedOrders(orders, base).length,
    );
    const someId = orders[Math.floor(orders.length / 2)].id;
    const [, stamp, tail] = someId.split('-');
    // Half typed and whole, the end of an id from a word on, the start of its time, part of an e-mail, a
    // text with no word in it, nothing found, blanks around.
    const queries = [
      start.slice(0, 2),
      start,
      `${stamp}-${tail}`.toLowerCase(),
      stamp.slice(0, 3),
      '.NET',
      inside,
      '@',
      'no-such-order',
      `  ${start}  `,
    ];
    for (const q of queries) {
      // Every column both ways over all statuses (pages 1, 2 and the last) and in the biggest.
      for (const status of [null, 'delivered']) {
        for (const sort of orderSorts) {
          for (const dir of ['asc', 'desc'] as const) {
            const view: OrderView = { q, status, sort, dir };
            const last = lastPage(expectedOrders(orders, view).length);
            const pages = status === null ? [1, 2, last] : [1];
            for (const page of new Set(pages)) await expectPage(view, page);
          }
        }
      }
      // The small statuses, newest first.
      for (const status of statuses.slice(1, -1)) {
        await expectPage({ q, status, sort: 'createdAt', dir: 'desc' }, 1);
      }
    }
  }, 60_000);

  it('a page past the end shows the last page', async () => {
    await expectPage({ q: '', status: 'delivered', sort: 'total', dir: 'asc' }, 999);
  });
});
