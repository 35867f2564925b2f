// The admin customers list on the booth's demo dataset (issue 19): every search, status, period,
// sort and page that customerListPage reads over the indexes must be the customers computed from
// scratch from the stored orders (tests/test-utils/adminLists.ts). The end-to-end test
// admin-lists.spec.ts checked this through the built app until issue 36; it keeps one journey.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../../mocks/fixtures/users';
import { demoDatasetAt } from '../../../../tests/test-utils/demoDataset';
import {
  customerSorts,
  expectedCustomers as plainCustomers,
  lastPage,
  listPageSize as pageSize,
  pageOf,
  queryCustomers as query,
  type CustomerView as View,
} from '../../../../tests/test-utils/adminLists';
import { sampleCustomers } from '../../../content/adminSamples';
import { replaceAppTables } from '../../../data/appData';
import type { Order } from '../../../data/recordTypes';
import { setDelayScale } from '../../../lib/simulate';
import { customerListPage } from './customerList';

const now = new Date('2026-11-24T12:00:00.000Z');
const dayMs = 86_400_000;

let orders: Order[] = [];

beforeAll(async () => {
  setDelayScale(0);
  const dataset = demoDatasetAt(now);
  orders = dataset.orders;
  // The demo fill's writer (a reset writes through it too); the demo adds no customer records.
  await replaceAppTables({ orders: dataset.orders });
});

const sorts = customerSorts;
/** The customers of the demo orders, active over the last `days` days. */
const expectedCustomers = (days: number) => plainCustomers(orders, [], now.getTime(), days);

/** customerListPage gives page `page` of `view` over `days` as the plain computation does. */
async function expectPage(view: View, days: number, page: number): Promise<void> {
  const all = expectedCustomers(days);
  const matches = query(all, view);
  const result = await customerListPage(
    {
      search: view.q,
      status: view.status,
      sort: view.sort,
      page,
      pageSize,
      start: now.getTime() - days * dayMs,
      end: now.getTime(),
    },
    sampleCustomers,
    [],
    now,
  );
  const label = `${JSON.stringify(view)}, ${days} days, page ${page}`;
  const shown = page === result.page ? page : lastPage(matches.length);
  const rows = pageOf(matches, shown);
  expect(result.total, label).toBe(matches.length);
  expect(result.page, label).toBe(shown);
  expect(
    result.rows.map((row) => ({
      name: row.name,
      email: row.email,
      orders: row.totalOrders,
      spentCents: Math.round(row.totalSpent * 100),
      active: row.status === 'active',
    })),
    label,
  ).toEqual(
    rows.map((row) => ({
      name: row.name,
      email: row.email,
      orders: row.orders,
      spentCents: row.spentCents,
      active: row.active,
    })),
  );
  // The figures over the list.
  expect(result.stats.total, label).toBe(all.length);
  expect(result.stats.active, label).toBe(all.filter((customer) => customer.active).length);
  const revenueCents = orders.reduce((sum, order) => sum + Math.round(order.total * 100), 0);
  expect(Math.round(result.stats.totalRevenue * 100), label).toBe(revenueCents);
}

describe('the customers list on the demo dataset', () => {
  it('has several pages of customers', () => {
    expect(expectedCustomers(30).length).toBeGreaterThan(2 * pageSize);
  });

  it('every sort: first, second, a middle and the last page', async () => {
    const last = lastPage(expectedCustomers(30).length);
    for (const sort of sorts) {
      for (const page of new Set([1, 2, Math.ceil(last / 2), last, last + 5])) {
        await expectPage({ q: '', status: 'all', sort }, 30, page);
      }
    }
  });

  it('each status over 30, 90 and 365 days, in every sort, first and last page', async () => {
    for (const days of [30, 90, 365]) {
      for (const status of ['active', 'inactive'] as const) {
        for (const sort of sorts) {
          const view: View = { q: '', status, sort };
          const last = lastPage(query(expectedCustomers(days), view).length);
          for (const page of new Set([1, last])) await expectPage(view, days, page);
        }
      }
    }
  });

  it('searches typed key by key, in other case, by name and by e-mail, with each status', async () => {
    // The commonest surname from its second letter, in flipped case.
    const counts = new Map<string, number>();
    for (const order of orders) {
      const last = order.customerInfo.name.trim().split(/\s+/).pop() ?? '';
      counts.set(last, (counts.get(last) ?? 0) + 1);
    }
    const [surname] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    const fragment = [...surname.slice(1, 5)]
      .map((letter, index) => (index % 2 ? letter.toUpperCase() : letter.toLowerCase()))
      .join('');
    const queries = [
      ...[...fragment].map((_, n) => fragment.slice(0, n + 1)),
      '@example.org',
      DEMO_CUSTOMER.email.toUpperCase(),
      'zz-nobody',
      `  ${fragment}  `,
    ];
    for (const q of queries) {
      for (const status of ['all', 'active', 'inactive'] as const) {
        for (const sort of sorts) await expectPage({ q, status, sort }, 30, 1);
      }
    }
  });
});
