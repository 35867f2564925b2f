// The back office's three lists on the demo dataset (issue 19): now that they read indexes and
// running totals instead of whole tables, each must show what a plain in-memory filter, sort and
// page of the stored records gives. The expectations are computed here from the raw tables (the
// app's IndexedDB for orders and customers, the backend's for products), never from the app.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sampleCustomers } from '../../src/content/adminSamples';
import { expectNoSeriousA11yIssues, openApp, signInAdminViaUi } from './support';

// A fresh device: the demo dataset, not the empty shop the other journeys start with.
test.use({ storageState: { cookies: [], origins: [] } });
// Many list states per test on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

const pageSize = 10;
const integer = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
type Direction = 'asc' | 'desc';

/** Plain comparison of two strings or numbers (code units for strings, as IndexedDB does). */
const binary = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const time = (iso: string) => Date.parse(iso);

/** Every record of one store of an IndexedDB database of the app's origin, read in the page. */
async function readStore<T>(page: Page, database: string, store: string): Promise<T[]> {
  const records = await page.evaluate(
    async ({ database, store }) => {
      // Opening a database that does not exist would create an empty one: make sure it is there.
      const known = await indexedDB.databases();
      if (!known.some((entry) => entry.name === database)) throw new Error(`no ${database}`);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        return await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { database, store },
  );
  return records as T[];
}

async function signInAndOpen(page: Page, path: string): Promise<void> {
  await openApp(page, '/');
  await signInAdminViaUi(page);
  await page.goto(path);
}

/** The URL's search params as an object. */
function urlParams(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** "Showing 11–20 of 340", or null when everything fits on one page (no footer then). */
function rangeFooter(total: number, pageNo: number): string | null {
  if (total <= pageSize) return null;
  const from = (pageNo - 1) * pageSize + 1;
  const to = Math.min(pageNo * pageSize, total);
  return `Showing ${integer.format(from)}–${integer.format(to)} of ${integer.format(total)}`;
}

const pageOf = <T>(all: readonly T[], pageNo: number) =>
  all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
const lastPage = (total: number) => Math.max(1, Math.ceil(total / pageSize));

/** Picks a value of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(option);
}

/** Goes to a page of the list with its pager, as a user does. */
async function goToPage(page: Page, pageNo: number): Promise<void> {
  await page.getByRole('button', { name: `Page ${pageNo}`, exact: true }).click();
}

// ---------------------------------------------------------------------------------------------
// Orders

interface StoredOrder {
  id: string;
  createdAt: string;
  status: string;
  total: number;
  email?: string;
  customerInfo: { name: string; email: string };
}

type OrderSort = 'id' | 'customer' | 'createdAt' | 'status' | 'total';

interface OrderView {
  q: string;
  status: string | null;
  sort: OrderSort;
  dir: Direction;
}

const defaultOrderView: OrderView = { q: '', status: null, sort: 'createdAt', dir: 'desc' };

const orderColumns: { sort: OrderSort; label: string }[] = [
  { sort: 'id', label: 'Order ID' },
  { sort: 'customer', label: 'Customer' },
  { sort: 'createdAt', label: 'Date' },
  { sort: 'status', label: 'Status' },
  { sort: 'total', label: 'Total' },
];

function orderKey(order: StoredOrder, sort: OrderSort): string | number {
  switch (sort) {
    case 'id':
      return order.id;
    case 'customer':
      return order.customerInfo.name.trim().toLowerCase();
    case 'status':
      return order.status;
    case 'total':
      return order.total;
    case 'createdAt':
      return time(order.createdAt);
  }
}

/**
 * What the orders search finds, as a regular expression: the text, in any case, where a word of
 * the field begins (anywhere when the text itself begins with no letter or digit); a text with no
 * letter or digit finds nothing.
 */
function orderSearchPattern(text: string): RegExp | null {
  const needle = text.trim().toLowerCase();
  if (needle && !/[\p{L}\p{N}]/u.test(needle)) return null;
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    /^[\p{L}\p{N}]/u.test(needle) ? `(^|[^\\p{L}\\p{M}\\p{N}])${escaped}` : escaped,
    'iu',
  );
}

/**
 * The orders list as a plain filter and sort: the search as `orderSearchPattern` over the id,
 * customer name or e-mail; equal keys by date, then id, in the sort's direction.
 */
function expectedOrders(orders: readonly StoredOrder[], view: OrderView): StoredOrder[] {
  const pattern = orderSearchPattern(view.q);
  const sign = view.dir === 'asc' ? 1 : -1;
  return orders
    .filter(
      (order) =>
        (view.status === null || order.status === view.status) &&
        pattern !== null &&
        [order.id, order.customerInfo.name, order.customerInfo.email].some((field) =>
          pattern.test(field),
        ),
    )
    .sort(
      (a, b) =>
        sign *
        (binary(orderKey(a, view.sort), orderKey(b, view.sort)) ||
          binary(time(a.createdAt), time(b.createdAt)) ||
          binary(a.id, b.id)),
    );
}

/** The page shows page `pageNo` of `view`: its order ids, in order, and the footer. */
async function expectOrders(
  page: Page,
  orders: readonly StoredOrder[],
  view: OrderView,
  pageNo: number,
): Promise<void> {
  const all = expectedOrders(orders, view);
  const what = `orders ${JSON.stringify(view)}, page ${pageNo}`;
  if (all.length === 0) {
    await expect(page.getByText('No orders found'), what).toBeVisible();
    return;
  }
  await expect(page.locator('tbody tr td:first-child'), what).toHaveText(
    pageOf(all, pageNo).map((order) => order.id),
  );
  const footer = rangeFooter(all.length, pageNo);
  if (footer) await expect(page.getByText(/^Showing \d/), what).toHaveText(footer);
  else await expect(page.getByText(/^Showing \d/), what).toHaveCount(0);
}

/** Clicks an orders column's header until the list is sorted by it in `dir`. */
async function sortOrdersBy(page: Page, label: string, dir: Direction): Promise<void> {
  const header = page.getByRole('columnheader', { name: label, exact: true });
  const wanted = dir === 'asc' ? 'ascending' : 'descending';
  for (let click = 0; click < 2; click += 1) {
    if ((await header.getAttribute('aria-sort')) === wanted) break;
    const before = await header.getAttribute('aria-sort');
    await header.getByRole('button').click();
    await expect(header).not.toHaveAttribute('aria-sort', before ?? '');
  }
  await expect(header).toHaveAttribute('aria-sort', wanted);
}

/** The start of the commonest surname (in odd case): it finds more than one page of orders. */
function surnameStart(orders: readonly StoredOrder[]): string {
  return nameFragment(orders, 0);
}

/** A customer-name fragment (in odd case), from `from` of the commonest surname on. */
function nameFragment(orders: readonly StoredOrder[], from = 1): string {
  const counts = new Map<string, number>();
  for (const order of orders) {
    const last = order.customerInfo.name.trim().split(/\s+/).pop() ?? '';
    counts.set(last, (counts.get(last) ?? 0) + 1);
  }
  const [name] = [...counts].sort((a, b) => b[1] - a[1] || binary(a[0], b[0]))[0];
  // From the first letter (a prefix) or the second (a substring), in flipped case.
  return [...name.slice(from, from + 4)]
    .map((letter, index) => (index % 2 ? letter.toUpperCase() : letter.toLowerCase()))
    .join('');
}

async function openOrdersWithData(page: Page): Promise<StoredOrder[]> {
  await signInAndOpen(page, '/admin/orders');
  await expect(page.getByText(/^Showing 1–10 of /)).toBeVisible({ timeout: 20_000 });
  const orders = await readStore<StoredOrder>(page, 'skyforge-app', 'orders');
  expect(orders.length, 'the demo dataset has its ~340 orders').toBeGreaterThan(300);
  await expect(
    page.getByText(`${integer.format(orders.length)} orders in total`, { exact: true }),
  ).toBeVisible();
  return orders;
}

test('orders list: the default view, every column sorted both ways, and paging equal a plain sort/page of the orders table', async ({
  page,
}) => {
  const orders = await openOrdersWithData(page);
  let view: OrderView = { ...defaultOrderView };

  // Default: newest first, then the next page and the last one.
  await expectOrders(page, orders, view, 1);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expectOrders(page, orders, view, 2);
  await expect.poll(() => urlParams(page)).toEqual({ page: '2' });
  const last = lastPage(orders.length);
  await goToPage(page, last);
  await expectOrders(page, orders, view, last);
  await expect.poll(() => urlParams(page)).toEqual({ page: String(last) });

  // Each sortable column, ascending then descending, over all orders: pages 1, 2 and a later one.
  for (const { sort, label } of orderColumns) {
    for (const dir of ['asc', 'desc'] as const) {
      await sortOrdersBy(page, label, dir);
      view = { ...view, sort, dir };
      // Values equal to their defaults (date, newest first) are left out of the URL.
      await expect
        .poll(() => urlParams(page))
        .toEqual({
          ...(sort === 'createdAt' ? {} : { sort }),
          ...(dir === 'desc' ? {} : { dir }),
        });
      await expectOrders(page, orders, view, 1);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expectOrders(page, orders, view, 2);
      await goToPage(page, last);
      await expectOrders(page, orders, view, last);
    }
  }
});

test('orders list: a search typed key by key and the status filter, in every sort, equal a plain filter/sort/page', async ({
  page,
}) => {
  const orders = await openOrdersWithData(page);

  // A search typed key by key: the start of a customer's surname, in another case.
  const fragment = surnameStart(orders);
  let view: OrderView = { ...defaultOrderView, q: fragment };
  expect(expectedOrders(orders, view).length, `"${fragment}" finds a few pages`).toBeGreaterThan(
    pageSize,
  );
  const search = page.getByRole('textbox', { name: 'Search orders' });
  await search.pressSequentially(fragment, { delay: 15 });
  await expect(search).toHaveValue(fragment);
  await expect(page).toHaveURL(new RegExp(`q=${fragment}`));
  await expectOrders(page, orders, view, 1);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expectOrders(page, orders, view, 2);
  // The search's matches in every order.
  for (const { sort, label } of orderColumns) {
    for (const dir of ['asc', 'desc'] as const) {
      await sortOrdersBy(page, label, dir);
      view = { ...view, sort, dir };
      await expectOrders(page, orders, view, 1);
    }
  }

  // The end of an order id from a word on, the start of its time, part of an e-mail, the surname
  // from its second letter (found only where a word starts so: fewer orders than its start), a
  // text with no word in it, and nothing.
  const someId = orders[Math.floor(orders.length / 2)].id;
  const [, time, tail] = someId.split('-');
  const inside = nameFragment(orders);
  expect(expectedOrders(orders, { ...view, q: inside }).length).toBeLessThan(
    expectedOrders(orders, { ...view, q: fragment }).length,
  );
  const queries = [`${time}-${tail}`.toLowerCase(), time.slice(0, 8), '.NET', inside, '@'];
  for (const q of [...queries, 'no-such-order']) {
    await search.fill(q);
    view = { ...view, q };
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(q)}`));
    await expectOrders(page, orders, view, 1);
  }
  await search.fill('');
  await expect(page).not.toHaveURL(/q=/);

  // One status (the biggest: several pages), in every order, pages 1 and 2.
  view = { ...view, q: '', status: 'delivered' };
  await choose(page, 'Status', 'Delivered');
  await expect(page).toHaveURL(/status=delivered/);
  await expectOrders(page, orders, view, 1);
  for (const { sort, label } of orderColumns) {
    for (const dir of ['asc', 'desc'] as const) {
      await sortOrdersBy(page, label, dir);
      view = { ...view, sort, dir };
      await expectOrders(page, orders, view, 1);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expectOrders(page, orders, view, 2);
    }
  }
  // The small statuses, and a status with a search.
  for (const status of ['Shipped', 'Processing', 'Pending']) {
    await choose(page, 'Status', status);
    view = { ...view, status: status.toLowerCase() };
    await expectOrders(page, orders, view, 1);
  }
  await choose(page, 'Status', 'Delivered');
  await search.pressSequentially(fragment, { delay: 15 });
  view = { ...view, status: 'delivered', q: fragment };
  await expectOrders(page, orders, view, 1);
});

test('orders list: search, status, sort and page live in the URL, survive a reload, and come back after visiting an order', async ({
  page,
}) => {
  const orders = await openOrdersWithData(page);
  const fragment = surnameStart(orders);
  const view: OrderView = { q: fragment, status: 'delivered', sort: 'customer', dir: 'asc' };
  const params = { q: fragment, status: 'delivered', sort: 'customer', dir: 'asc', page: '2' };
  expect(expectedOrders(orders, view).length, 'two pages at least').toBeGreaterThan(pageSize);

  await page.getByRole('textbox', { name: 'Search orders' }).pressSequentially(fragment, {
    delay: 15,
  });
  await expect(page).toHaveURL(new RegExp(`q=${fragment}`));
  await choose(page, 'Status', 'Delivered');
  await sortOrdersBy(page, 'Customer', 'asc');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expectOrders(page, orders, view, 2);
  await expect.poll(() => urlParams(page)).toEqual(params);

  // A reload shows the same list, and the controls say so.
  await page.reload();
  await expectOrders(page, orders, view, 2);
  await expect(page.getByRole('textbox', { name: 'Search orders' })).toHaveValue(fragment);
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue(
    'Delivered',
  );
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Off to an order and Back: the same list again.
  const opened = expectedOrders(orders, view)[pageSize].id;
  await page.getByRole('link', { name: `View order ${opened}` }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/order/${opened}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/orders\?/);
  await expect.poll(() => urlParams(page)).toEqual(params);
  await expectOrders(page, orders, view, 2);
});

test('orders list: browser Back returns to the page before', async ({ page }) => {
  const orders = await openOrdersWithData(page);
  const view: OrderView = { ...defaultOrderView, status: 'delivered' };
  await choose(page, 'Status', 'Delivered');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expectOrders(page, orders, view, 2);
  await expect.poll(() => urlParams(page)).toEqual({ status: 'delivered', page: '2' });

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/orders\?status=delivered$/, { timeout: 5_000 });
  await expectOrders(page, orders, view, 1);
});

// ---------------------------------------------------------------------------------------------
// Customers

interface StoredCustomer {
  name: string;
  email: string;
  joinDate: string;
}

interface ExpectedCustomer {
  name: string;
  email: string;
  orders: number;
  spentCents: number;
  joinDate: string;
  active: boolean;
}

type CustomerSort = 'name' | 'totalSpent' | 'totalOrders' | 'joinDate';

interface CustomerView {
  q: string;
  status: 'all' | 'active' | 'inactive';
  sort: CustomerSort;
}

const customerSortLabels: Record<CustomerSort, string> = {
  name: 'Name (A–Z)',
  totalSpent: 'Total spent (highest first)',
  totalOrders: 'Total orders (most first)',
  joinDate: 'Join date (newest first)',
};

const dayMs = 86_400_000;

/**
 * The customers as CustomersPage/model.ts define them, from scratch: one per lower-cased trimmed
 * e-mail of the orders (name of the latest order, joined at the first, active when an order is
 * in the last `days` days), then staff-added customers and the two samples for e-mails no order
 * uses (no orders in the period: inactive).
 */
function expectedCustomers(
  orders: readonly StoredOrder[],
  added: readonly StoredCustomer[],
  now: number,
  days: number,
): ExpectedCustomer[] {
  const byEmail = new Map<string, ExpectedCustomer & { lastAt: string }>();
  for (const order of orders) {
    const email = (order.email || order.customerInfo.email || '').trim().toLowerCase();
    if (!email) continue;
    const customer = byEmail.get(email) ?? {
      name: '',
      email,
      orders: 0,
      spentCents: 0,
      joinDate: order.createdAt,
      lastAt: '',
      active: false,
    };
    customer.orders += 1;
    customer.spentCents += Math.round(order.total * 100);
    if (order.createdAt < customer.joinDate) customer.joinDate = order.createdAt;
    if (order.createdAt > customer.lastAt) {
      customer.lastAt = order.createdAt;
      customer.name = order.customerInfo.name.trim() || email;
    }
    const at = time(order.createdAt);
    if (at >= now - days * dayMs && at <= now) customer.active = true;
    byEmail.set(email, customer);
  }
  const all: ExpectedCustomer[] = [...byEmail.values()];
  const others = [
    ...added.map((record) => ({ ...record, totalOrders: 0, totalSpent: 0 })),
    ...sampleCustomers,
  ];
  for (const other of others) {
    const email = other.email.trim().toLowerCase();
    if (all.some((customer) => customer.email === email)) continue;
    all.push({
      name: other.name,
      email,
      orders: other.totalOrders,
      spentCents: Math.round(other.totalSpent * 100),
      joinDate: other.joinDate,
      active: false,
    });
  }
  return all;
}

function queryCustomers(all: readonly ExpectedCustomer[], view: CustomerView) {
  const needle = view.q.trim().toLowerCase();
  const byName = (a: ExpectedCustomer, b: ExpectedCustomer) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.email.localeCompare(b.email);
  const order: Record<CustomerSort, (a: ExpectedCustomer, b: ExpectedCustomer) => number> = {
    name: byName,
    totalSpent: (a, b) => b.spentCents - a.spentCents || byName(a, b),
    totalOrders: (a, b) => b.orders - a.orders || byName(a, b),
    joinDate: (a, b) => b.joinDate.localeCompare(a.joinDate) || byName(a, b),
  };
  return all
    .filter(
      (customer) =>
        (customer.name.toLowerCase().includes(needle) || customer.email.includes(needle)) &&
        (view.status === 'all' || customer.active === (view.status === 'active')),
    )
    .sort(order[view.sort]);
}

/** The page shows page `pageNo` of `view`: e-mails, order counts, spending, status, footer. */
async function expectCustomers(
  page: Page,
  all: readonly ExpectedCustomer[],
  view: CustomerView,
  pageNo: number,
): Promise<void> {
  const matches = queryCustomers(all, view);
  const what = `customers ${JSON.stringify(view)}, page ${pageNo}`;
  if (matches.length === 0) {
    await expect(page.getByText('No customers found'), what).toBeVisible();
    return;
  }
  const rows = pageOf(matches, pageNo);
  const body = page.getByRole('region', { name: 'Customers table' }).locator('tbody');
  const column = (n: number): Locator => body.locator(`tr > td:nth-child(${n})`);
  await expect(body.locator('tr > td:first-child > p:last-child'), what).toHaveText(
    rows.map((customer) => customer.email),
  );
  await expect(body.locator('tr > td:first-child > p:first-child'), what).toHaveText(
    rows.map((customer) => customer.name),
  );
  await expect(column(2), what).toHaveText(rows.map((customer) => String(customer.orders)));
  await expect(column(3), what).toHaveText(
    rows.map((customer) => usd.format(customer.spentCents / 100)),
  );
  await expect(column(6), what).toHaveText(
    rows.map((customer) => (customer.active ? 'Active' : 'Inactive')),
  );
  await expect(page.getByText(/^Showing \d+ of \d+ customers$/), what).toHaveText(
    `Showing ${rows.length} of ${matches.length} customers`,
  );
}

test('customers list: search, status, period, every sort and paging equal the customers computed from the orders', async ({
  page,
}) => {
  await signInAndOpen(page, '/admin/customers');
  await expect(page.getByText(/^Showing \d+ of \d+ customers$/)).toBeVisible({ timeout: 20_000 });
  const [orders, added] = await Promise.all([
    readStore<StoredOrder>(page, 'skyforge-app', 'orders'),
    readStore<StoredCustomer>(page, 'skyforge-app', 'customers'),
  ]);
  const now = Date.now();
  let all = expectedCustomers(orders, added, now, 30);
  expect(all.length, 'several pages of customers').toBeGreaterThan(2 * pageSize);
  let view: CustomerView = { q: '', status: 'all', sort: 'name' };

  // The figures over the list agree too.
  const figure = (label: string) =>
    page
      .getByRole('main')
      .getByText(label, { exact: true })
      .locator('xpath=following-sibling::*[1]');
  await expect(figure('Total customers')).toHaveText(String(all.length));
  await expect(figure('Active customers')).toHaveText(
    String(all.filter((customer) => customer.active).length),
  );
  const revenueCents = orders.reduce((sum, order) => sum + Math.round(order.total * 100), 0);
  await expect(figure('Total revenue')).toHaveText(usd.format(revenueCents / 100));
  await expectCustomers(page, all, view, 1);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expectCustomers(page, all, view, 2);
  const last = lastPage(all.length);
  await goToPage(page, last);
  await expectCustomers(page, all, view, last);

  // Every sort, first and last page.
  for (const sort of ['totalSpent', 'totalOrders', 'joinDate', 'name'] as const) {
    await choose(page, 'Sort by', customerSortLabels[sort]);
    view = { ...view, sort };
    await expect(page).toHaveURL(
      sort === 'name' ? /\/admin\/customers$/ : new RegExp(`sort=${sort}`),
    );
    await expectCustomers(page, all, view, 1);
    await goToPage(page, last);
    await expectCustomers(page, all, view, last);
  }

  // The status filter, both ways, by spending.
  await choose(page, 'Sort by', customerSortLabels.totalSpent);
  for (const status of ['active', 'inactive'] as const) {
    await choose(page, 'Status', status === 'active' ? 'Active' : 'Inactive');
    view = { ...view, sort: 'totalSpent', status };
    await expect(page).toHaveURL(new RegExp(`status=${status}`));
    await expectCustomers(page, all, view, 1);
    const pages = lastPage(queryCustomers(all, view).length);
    if (pages > 1) {
      await goToPage(page, pages);
      await expectCustomers(page, all, view, pages);
    }
  }
  // Active over another period.
  await choose(page, 'Status', 'Active');
  await choose(page, 'Active in', 'Last 90 days');
  all = expectedCustomers(orders, added, Date.now(), 90);
  view = { ...view, status: 'active' };
  await expect(page).toHaveURL(/period=90d/);
  await expectCustomers(page, all, view, 1);
  await choose(page, 'Status', 'All statuses');

  // A search typed key by key: part of a name, in another case; then part of an e-mail.
  const fragment = nameFragment(orders);
  view = { ...view, status: 'all', q: fragment };
  const search = page.getByRole('textbox', { name: 'Search customers' });
  await search.pressSequentially(fragment, { delay: 15 });
  await expect(page).toHaveURL(new RegExp(`q=${fragment}`));
  await expectCustomers(page, all, view, 1);
  for (const q of ['@example.org', 'zz-nobody']) {
    await search.fill(q);
    view = { ...view, q };
    await expectCustomers(page, all, view, 1);
  }
});

// ---------------------------------------------------------------------------------------------
// Products

interface StoredProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  category: 'courses' | 'drones';
  createdAt?: number;
}

type ProductSort = 'newest' | 'oldest' | 'name' | 'name-desc' | 'price-asc' | 'price-desc';

interface ProductView {
  search: string;
  category: 'courses' | 'drones' | null;
  sort: ProductSort;
}

const productSortLabels: Record<ProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
};

/**
 * The catalogue as a plain filter and sort: search in the name or description without case;
 * names without case, prices, or creation time; equal keys by id (the indexes' own tie-break),
 * in the sort's direction.
 */
function expectedProducts(products: readonly StoredProduct[], view: ProductView) {
  const needle = view.search.trim().toLowerCase();
  const [key, sign] = {
    name: [(p: StoredProduct) => p.name.trim().toLowerCase(), 1],
    'name-desc': [(p: StoredProduct) => p.name.trim().toLowerCase(), -1],
    'price-asc': [(p: StoredProduct) => p.price, 1],
    'price-desc': [(p: StoredProduct) => p.price, -1],
    oldest: [(p: StoredProduct) => p.createdAt ?? 0, 1],
    newest: [(p: StoredProduct) => p.createdAt ?? 0, -1],
  }[view.sort] as [(p: StoredProduct) => string | number, number];
  return products
    .filter(
      (product) =>
        (view.category === null || product.category === view.category) &&
        (product.name.toLowerCase().includes(needle) ||
          product.description.toLowerCase().includes(needle)),
    )
    .sort((a, b) => sign * (binary(key(a), key(b)) || binary(a.id, b.id)));
}

/** Product names shown in the table, in order. */
const productNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Products table' })
    .locator('tbody tr > td:first-child p:not([data-line-clamp])');

async function expectProducts(
  page: Page,
  products: readonly StoredProduct[],
  view: ProductView,
  pageNo: number,
): Promise<void> {
  const all = expectedProducts(products, view);
  const what = `products ${JSON.stringify(view)}, page ${pageNo}`;
  if (all.length === 0) {
    await expect(page.getByText('No products found'), what).toBeVisible();
    return;
  }
  const rows = pageOf(all, pageNo);
  await expect(productNames(page), what).toHaveText(rows.map((product) => product.name));
  await expect(
    page
      .getByRole('region', { name: 'Products table' })
      .locator('tbody tr > td:nth-child(3) p:first-child'),
    what,
  ).toHaveText(rows.map((product) => usd.format(product.price)));
  const footer = rangeFooter(all.length, pageNo);
  if (footer) await expect(page.getByText(/^Showing \d/), what).toHaveText(footer);
  else await expect(page.getByText(/^Showing \d/), what).toHaveCount(0);
}

async function openProductsWithData(page: Page): Promise<StoredProduct[]> {
  await signInAndOpen(page, '/admin/products');
  await expect(page.getByText(/^[\d,]+ products in the catalogue$/)).toBeVisible({
    timeout: 20_000,
  });
  const products = await readStore<StoredProduct>(page, 'skyforge-backend', 'products');
  expect(products.length, 'the demo catalogue').toBeGreaterThan(pageSize);
  await expect(page.getByText(`${products.length} products in the catalogue`)).toBeVisible();
  return products;
}

test('products list: search, category, every sort and paging equal a plain filter/sort/page of the catalogue', async ({
  page,
}) => {
  const products = await openProductsWithData(page);
  let view: ProductView = { search: '', category: null, sort: 'newest' };
  await expectProducts(page, products, view, 1);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expectProducts(page, products, view, 2);

  // The two sortable headers, each both ways; then the rest of "Sort by".
  const header = (label: string) => page.getByRole('columnheader', { name: label, exact: true });
  for (const [label, sort, ariaSort] of [
    ['Product', 'name', 'ascending'],
    ['Product', 'name-desc', 'descending'],
    ['Price', 'price-asc', 'ascending'],
    ['Price', 'price-desc', 'descending'],
  ] as const) {
    await header(label).getByRole('button').click();
    await expect(header(label)).toHaveAttribute('aria-sort', ariaSort);
    await expect(page).toHaveURL(new RegExp(`sort=${sort}(&|$)`));
    view = { ...view, sort };
    await expectProducts(page, products, view, 1);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectProducts(page, products, view, 2);
  }
  for (const sort of ['oldest', 'newest'] as const) {
    await choose(page, 'Sort by', productSortLabels[sort]);
    view = { ...view, sort };
    await expectProducts(page, products, view, 1);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectProducts(page, products, view, 2);
  }

  // The category filter, under two sorts.
  const categories = page.getByRole('radiogroup', { name: 'Category' });
  for (const [label, category] of [
    ['Courses', 'courses'],
    ['Drones', 'drones'],
  ] as const) {
    await categories.getByText(label, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`category=${category}`));
    for (const sort of ['price-desc', 'name'] as const) {
      await choose(page, 'Sort by', productSortLabels[sort]);
      view = { ...view, category, sort };
      await expectProducts(page, products, view, 1);
    }
  }
  await categories.getByText('All', { exact: true }).click();
  view = { ...view, category: null };
  await expectProducts(page, products, view, 1);

  // A search by part of a name, typed key by key in another case, alone and in a category.
  const fragment = products[0].name.split(/\s+/)[0].slice(0, 4).toUpperCase();
  const search = page.getByRole('textbox', { name: 'Search products' });
  await search.pressSequentially(fragment, { delay: 15 });
  await expect(page).toHaveURL(new RegExp(`search=${fragment}`));
  view = { ...view, search: fragment };
  await expectProducts(page, products, view, 1);
  await categories.getByText('Courses', { exact: true }).click();
  view = { ...view, category: 'courses' };
  await expectProducts(page, products, view, 1);
  await search.fill('drone');
  view = { ...view, search: 'drone', category: 'courses' };
  await expectProducts(page, products, view, 1);
  await categories.getByText('All', { exact: true }).click();
  view = { ...view, category: null };
  await expectProducts(page, products, view, 1);
  await search.fill('zz-no-such-product');
  view = { ...view, search: 'zz-no-such-product' };
  await expectProducts(page, products, view, 1);
});

test('a product added in the admin is at once row 1 of the newest-first list, and a search finds it', async ({
  page,
}) => {
  const products = await openProductsWithData(page);
  const name = `Lists Probe Quadcopter ${Date.now()}`;

  // Leave the list somewhere else first: cheapest first, page 2.
  await page.getByRole('columnheader', { name: 'Price', exact: true }).getByRole('button').click();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(() => urlParams(page)).toEqual({ sort: 'price-asc', page: '2' });

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Added by the lists test.');
  await dialog.getByRole('textbox', { name: 'Price ($)', exact: true }).fill('42');
  await dialog.getByRole('textbox', { name: 'Original price ($)' }).fill('42');
  await dialog.getByRole('textbox', { name: 'Image URL' }).fill('/favicon.svg');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();

  // No reload: the list is back at its default (newest first, page 1) with the product on top.
  await expect.poll(() => urlParams(page)).toEqual({});
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest first');
  await expect(productNames(page).first()).toHaveText(name);
  const firstRow = page.getByRole('region', { name: 'Products table' }).locator('tbody tr').first();
  await expect(firstRow.getByText('Just added')).toBeVisible();
  await expect(firstRow.getByText('$42.00')).toBeVisible();
  await expect(productNames(page)).toHaveCount(pageSize);
  await expect(page.getByText(/^Showing \d/)).toHaveText(rangeFooter(products.length + 1, 1) ?? '');
  // The rest of the page is the catalogue as it was, newest first.
  await expect(productNames(page)).toHaveText([
    name,
    ...expectedProducts(products, { search: '', category: null, sort: 'newest' })
      .slice(0, pageSize - 1)
      .map((product) => product.name),
  ]);

  // A search for its name finds it, and only it.
  const search = page.getByRole('textbox', { name: 'Search products' });
  await search.pressSequentially(name.toLowerCase(), { delay: 5 });
  await expect(page).toHaveURL(/search=lists\+probe/);
  await expect(productNames(page)).toHaveText([name]);
  await expect(page.getByText(/^1 product found$/)).toBeVisible();
});
