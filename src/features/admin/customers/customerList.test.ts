// The customers list over indexes (customerList.ts) against the list as it was computed before,
// in memory from every customer's totals; and how many records a page reads.
import Dexie from 'dexie';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testOrder } from '../../../../tests/test-utils/orders';
import { sampleCustomers } from '../../../content/adminSamples';
import { withCustomerListFields } from '../../../data/customerListKeys';
import {
  AppDatabase,
  appSchemaV1,
  appSchemaV2Changes,
  appSchemaV3Changes,
  db,
} from '../../../data/db';
import type { CustomerRecord, Order } from '../../../data/recordTypes';
import { addOrders, clearOrders } from '../../../data/orderTotals';
import { summariseOrders } from '../../../data/orderSummary';
import { customerSales } from '../../../data/orderQueries';
import { setDelayScale } from '../../../lib/simulate';
import { paginate } from '../shared/pagination';
import { periodStart } from '../shared/periods';
import { activeOf, customerListPage, type CustomerListQuery } from './customerList';
import {
  customerSorts,
  customerStats,
  deriveCustomers,
  filterByStatus,
  searchCustomers,
  type Customer,
  type CustomerSort,
  type StatusFilter,
} from './model';

const day = 86_400_000;
const now = new Date('2026-06-15T12:00:00.000Z');
const firsts = ['Ada', 'grace', 'Alan', 'Katherine', 'Émile', 'Zoë', 'bob', 'Anna'];
const lasts = ['Lovelace', 'Hopper', 'turing', 'Johnson', 'Noether', 'Smith'];

/** `count` customers, each with 1–3 orders spread over two years (some in the future). */
function makeOrders(count: number): Order[] {
  const orders: Order[] = [];
  for (let n = 0; n < count; n += 1) {
    const name = `${firsts[n % firsts.length]} ${lasts[(n * 7) % lasts.length]}`;
    // Zero-padded: the old list broke name ties with localeCompare on e-mails, the index with
    // code points; they agree on these.
    const email = `c${String(n).padStart(5, '0')}@example.com`;
    for (let k = 0; k <= n % 3; k += 1) {
      const offset = ((n * 37 + k * 101) % 700) - 5; // a few days ahead of now
      const total = ((n * 13 + k * 7) % 50) * 10 + 0.5 * (n % 2);
      const createdAt = new Date(now.getTime() - offset * day).toISOString();
      orders.push(
        testOrder(`ORD-${n}-${k}`, total, createdAt, {
          customerInfo: { name, email, address: `${n} Road` },
          email,
        }),
      );
    }
  }
  return orders;
}

const added: CustomerRecord[] = [
  {
    id: 'CUST-1',
    name: 'Cara New',
    email: 'cara@example.com',
    phone: '123456',
    address: 'x',
    joinDate: '2026-06-02T00:00:00.000Z',
    status: 'active',
  },
  {
    // Claims a stored customer: adds a phone, and an earlier join date.
    id: 'CUST-2',
    name: 'Someone',
    email: 'c00004@example.com',
    phone: '555 0100',
    address: '',
    joinDate: '2020-01-01T00:00:00.000Z',
    status: 'active',
  },
];

/** The old list: every customer's totals, merged, filtered and sorted in memory. */
async function oldList(query: CustomerListQuery) {
  const sales = await customerSales();
  const active = await activeOf(sales, query.start, query.end);
  const customers = deriveCustomers(sales, sampleCustomers, added, active);
  const byName = (a: Customer, b: Customer) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.email.localeCompare(b.email);
  const sorters: Record<CustomerSort, (a: Customer, b: Customer) => number> = {
    name: byName,
    totalSpent: (a, b) => b.totalSpent - a.totalSpent || byName(a, b),
    totalOrders: (a, b) => b.totalOrders - a.totalOrders || byName(a, b),
    joinDate: (a, b) => b.joinDate.localeCompare(a.joinDate) || byName(a, b),
  };
  const matching = filterByStatus(searchCustomers(customers, query.search), query.status).sort(
    sorters[query.sort],
  );
  return {
    paged: paginate(matching, query.page, query.pageSize),
    stats: customerStats(customers, sales, now),
  };
}

/** Records (values) and keys that reach the customers' totals while counting. */
const access = { counting: false, records: 0, keys: 0 };

beforeAll(async () => {
  setDelayScale(0);
  db.close();
  db.use({
    stack: 'dbcore',
    name: 'countCustomerReads',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== 'orderCustomers') return table;
        return {
          ...table,
          getMany: async (req) => {
            const result = await table.getMany(req);
            if (access.counting) access.records += result.filter(Boolean).length;
            return result;
          },
          query: async (req) => {
            const response = await table.query(req);
            if (access.counting) {
              if (req.values) access.records += response.result.length;
              else access.keys += response.result.length;
            }
            return response;
          },
          openCursor: async (req) => {
            const cursor = await table.openCursor(req);
            if (!cursor) return cursor;
            const start = cursor.start.bind(cursor);
            cursor.start = (onNext) =>
              start(() => {
                if (access.counting) {
                  if (req.values) access.records += 1;
                  else access.keys += 1;
                }
                onNext();
              });
            return cursor;
          },
        };
      },
    }),
  });
  await db.open();
});

const query = (overrides: Partial<CustomerListQuery>): CustomerListQuery => ({
  search: '',
  status: 'all',
  sort: 'name',
  page: 1,
  pageSize: 10,
  start: periodStart('30d', now).getTime(),
  end: now.getTime(),
  ...overrides,
});

describe('the customers list over indexes', () => {
  beforeEach(async () => {
    access.counting = false;
    await clearOrders(db);
    await db.customers.clear();
  });

  it('gives the old list’s pages, counts and figures for every search, status and sort', async () => {
    await addOrders(db, makeOrders(120));
    // An order whose e-mail was stored without lower-casing: its customer is merged in memory.
    await addOrders(db, [
      {
        ...makeOrders(1)[0],
        id: 'ORD-upper',
        email: 'C00007@Example.com',
        createdAt: new Date(now.getTime() - 3 * day).toISOString(),
      },
    ]);
    await db.customers.bulkAdd(added);
    const searches = ['', 'an', 'AN ', 'hopper', 'c0001', 'émile', 'zz', 'cara', 'example'];
    const statuses: StatusFilter[] = ['all', 'active', 'inactive'];
    for (const search of searches) {
      for (const status of statuses) {
        for (const sort of customerSorts) {
          for (const page of [1, 2, 7, 99]) {
            for (const period of ['7d', '1y'] as const) {
              const q = query({
                search,
                status,
                sort,
                page,
                start: periodStart(period, now).getTime(),
              });
              const [next, old] = await Promise.all([
                customerListPage(q, sampleCustomers, added, now),
                oldList(q),
              ]);
              const label = JSON.stringify({ search, status, sort, page, period });
              expect(next.total, label).toBe(old.paged.total);
              expect(next.page, label).toBe(old.paged.page);
              expect(next.rows, label).toEqual(old.paged.rows);
              expect(next.stats, label).toEqual(old.stats);
            }
          }
        }
      }
    }
  }, 120_000);

  it('reads about one page of records at 2,000 customers, whatever the sort and filter', async () => {
    await addOrders(db, makeOrders(2_000));
    await db.customers.bulkAdd(added);
    const reads: Record<string, { records: number; keys: number }> = {};
    for (const sort of customerSorts) {
      for (const [status, search, page] of [
        ['all', '', 1],
        ['all', '', 120],
        ['active', '', 3],
        ['inactive', '', 1],
        ['all', 'hopper', 2],
      ] as const) {
        Object.assign(access, { counting: true, records: 0, keys: 0 });
        const result = await customerListPage(
          query({ sort, status, search, page }),
          sampleCustomers,
          added,
          now,
        );
        access.counting = false;
        expect(result.rows).toHaveLength(10);
        reads[`${sort} ${status} '${search}' p${page}`] = {
          records: access.records,
          keys: access.keys,
        };
        // A page of 10 (with one more, as a displaced customer may sit among them), and the
        // stored customers the staff-added records and samples are looked up by.
        expect(access.records).toBeLessThanOrEqual(15);
      }
    }
    if (process.env.SHOW_READS) console.info(reads);
    // Without a filter or a search, not even every key is read: counts and one window (the keys
    // read are those of customers named as a sample or staff-added one, to place it among them).
    for (const sort of customerSorts) expect(reads[`${sort} all '' p1`].keys).toBeLessThan(500);
  }, 60_000);

  it('follows new orders: a new customer shows, counted, in its place', async () => {
    await addOrders(db, makeOrders(30));
    const before = await customerListPage(query({ sort: 'totalSpent' }), sampleCustomers, [], now);
    await addOrders(db, [
      {
        ...makeOrders(1)[0],
        id: 'ORD-big',
        email: 'big@example.com',
        total: 100_000,
        customerInfo: { name: 'Big Spender', email: 'big@example.com', address: '' },
      },
    ]);
    const after = await customerListPage(query({ sort: 'totalSpent' }), sampleCustomers, [], now);
    expect(after.total).toBe(before.total + 1);
    expect(after.rows[0]).toMatchObject({ email: 'big@example.com', totalSpent: 100_000 });
    expect(after.stats.totalRevenue).toBe(before.stats.totalRevenue + 100_000);
  });
});

describe('the v4 upgrade', () => {
  it('gives v3 customer records their list keys, and the revenue beside the count', async () => {
    const name = 'customers-v4-upgrade';
    const orders = makeOrders(6);
    const summary = summariseOrders(orders);
    // What v3 stored: the totals without the list's keys, the count without the revenue.
    const v3 = new Dexie(name);
    v3.version(1).stores(appSchemaV1);
    v3.version(2).stores(appSchemaV2Changes);
    v3.version(3).stores(appSchemaV3Changes);
    await v3.open();
    // eslint-disable-next-line no-restricted-syntax -- an older version's database, filled as it stored orders
    await v3.table('orders').bulkAdd(orders);
    const records = Object.entries(summary.customers).map(([email, sales]) => ({
      email,
      customers: { [email]: sales },
    }));
    await v3.table('orderCustomers').bulkAdd(records);
    await v3.table('orderDays').add({ day: '#records', records: orders.length });
    v3.close();

    const current = new AppDatabase(name);
    await current.open();
    expect(await current.orderCustomers.toArray()).toEqual(
      records.map((record) => withCustomerListFields(record)),
    );
    expect(await current.orderDays.get('#records')).toEqual({
      day: '#records',
      records: orders.length,
      revenueCents: summary.revenueCents,
    });
    // The new indexes answer for the old records.
    expect(await current.orderCustomers.orderBy('[spentKey+nameKey]').count()).toBe(6);
    current.close();
    await Dexie.delete(name);
  });
});
