// The back office's three lists on the demo dataset (issue 19), one journey each through the
// built app: a search typed, a filter picked, a sort both ways and paging, each list checked
// against the records stored on the device (the app's IndexedDB for orders and customers, the
// backend's for products), computed by tests/test-utils/adminLists.ts, never from the app.
// Every column, filter and page of the demo data is checked at the level of the list queries
// (src/data/orderListDemo.test.ts, src/features/admin/customers/customerListDemo.test.ts,
// mocks/handlers/catalogAdminList.test.ts) and the header-click wiring in OrdersPage.test.tsx.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectedCustomers,
  expectedOrders,
  expectedProducts,
  lastPage,
  listPageSize as pageSize,
  nameFragment,
  pageOf,
  queryCustomers,
  type CustomerView,
  type ExpectedCustomer,
  type ListedCustomerRecord,
  type ListedOrder,
  type ListedProduct,
  type OrderView,
  type ProductView,
} from '../test-utils/adminLists';
import { addProductInAdmin, expectNoSeriousA11yIssues } from './support';

// A fresh device: the demo dataset, not the empty shop the other journeys start with.
test.use({ storageState: { cookies: [], origins: [] } });
// Several list states per test on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

const integer = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

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

/** The page shows page `pageNo` of `view`: its order ids, in order, and the footer. */
async function expectOrders(
  page: Page,
  orders: readonly ListedOrder[],
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

/** Clicks an orders column's header once; it then says `wanted`. */
async function clickOrdersHeader(
  page: Page,
  label: string,
  wanted: 'ascending' | 'descending',
): Promise<void> {
  const header = page.getByRole('columnheader', { name: label, exact: true });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', wanted);
}

test('orders list: a search, a status, a column both ways and paging show the stored orders; the state lives in the URL, survives a reload, a visit to an order and Back', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/orders');
  await expect(page.getByText(/^Showing 1–10 of /)).toBeVisible({ timeout: 20_000 });
  const orders = await readStore<ListedOrder>(page, 'skyforge-app', 'orders');
  expect(orders.length, 'the demo dataset has its ~340 orders').toBeGreaterThan(300);
  await expect(
    page.getByText(`${integer.format(orders.length)} orders in total`, { exact: true }),
  ).toBeVisible();
  let view: OrderView = { q: '', status: null, sort: 'createdAt', dir: 'desc' };

  await test.step('the default view: newest first, and the last page', async () => {
    await expectOrders(page, orders, view, 1);
    await expectNoSeriousA11yIssues(page);
    const last = lastPage(orders.length);
    await goToPage(page, last);
    await expectOrders(page, orders, view, last);
    await expect.poll(() => urlParams(page)).toEqual({ page: String(last) });
  });

  // The start of the commonest surname, in odd case: more than a page of orders.
  const fragment = nameFragment(orders, 0);
  const search = page.getByRole('textbox', { name: 'Search orders' });
  await test.step('a search typed key by key, then the next page', async () => {
    view = { ...view, q: fragment };
    expect(expectedOrders(orders, view).length, `"${fragment}" finds pages`).toBeGreaterThan(
      pageSize,
    );
    await search.pressSequentially(fragment, { delay: 15 });
    await expect(search).toHaveValue(fragment);
    await expect.poll(() => urlParams(page)).toEqual({ q: fragment });
    await expectOrders(page, orders, view, 1);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectOrders(page, orders, view, 2);
  });

  const params = { q: fragment, status: 'delivered', sort: 'customer', dir: 'asc', page: '2' };
  await test.step('the status filter and a column, ascending, page 2', async () => {
    await choose(page, 'Status', 'Delivered');
    view = { ...view, status: 'delivered' };
    await expect.poll(() => urlParams(page)).toEqual({ q: fragment, status: 'delivered' });
    await expectOrders(page, orders, view, 1);
    await clickOrdersHeader(page, 'Customer', 'ascending');
    view = { ...view, sort: 'customer', dir: 'asc' };
    expect(expectedOrders(orders, view).length, 'two pages at least').toBeGreaterThan(pageSize);
    await expectOrders(page, orders, view, 1);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectOrders(page, orders, view, 2);
    await expect.poll(() => urlParams(page)).toEqual(params);
  });

  await test.step('a reload shows the same list, and the controls say so', async () => {
    await page.reload();
    await expectOrders(page, orders, view, 2);
    await expect(search).toHaveValue(fragment);
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
  });

  await test.step('off to an order and Back: the same list again', async () => {
    const opened = expectedOrders(orders, view)[pageSize].id;
    await page.getByRole('link', { name: `View order ${opened}` }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/order/${opened}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/orders\?/);
    await expect.poll(() => urlParams(page)).toEqual(params);
    await expectOrders(page, orders, view, 2);
  });

  await test.step('the same column descending, a page on, and browser Back to the page before', async () => {
    await clickOrdersHeader(page, 'Customer', 'descending');
    view = { ...view, dir: 'desc' };
    await expect
      .poll(() => urlParams(page))
      .toEqual({ q: fragment, status: 'delivered', sort: 'customer' });
    await expectOrders(page, orders, view, 1);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectOrders(page, orders, view, 2);
    await page.goBack();
    await expect
      .poll(() => urlParams(page))
      .toEqual({
        q: fragment,
        status: 'delivered',
        sort: 'customer',
      });
    await expectOrders(page, orders, view, 1);
  });

  await test.step('an emptied search leaves the URL', async () => {
    await search.fill('');
    view = { ...view, q: '' };
    await expect(page).not.toHaveURL(/q=/);
    await expectOrders(page, orders, view, 1);
  });
});

// ---------------------------------------------------------------------------------------------
// Customers

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

test('customers list: figures, a sort, the status and period filters, a search and paging equal the customers computed from the orders', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/customers');
  await expect(page.getByText(/^Showing \d+ of \d+ customers$/)).toBeVisible({ timeout: 20_000 });
  const [orders, added] = await Promise.all([
    readStore<ListedOrder>(page, 'skyforge-app', 'orders'),
    readStore<ListedCustomerRecord>(page, 'skyforge-app', 'customers'),
  ]);
  let all = expectedCustomers(orders, added, Date.now(), 30);
  expect(all.length, 'several pages of customers').toBeGreaterThan(2 * pageSize);
  let view: CustomerView = { q: '', status: 'all', sort: 'name' };

  await test.step('the figures, and pages 1 and 2 by name', async () => {
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
  });

  await test.step('by spending: first and last page', async () => {
    await choose(page, 'Sort by', 'Total spent (highest first)');
    view = { ...view, sort: 'totalSpent' };
    await expect.poll(() => urlParams(page)).toEqual({ sort: 'totalSpent' });
    await expectCustomers(page, all, view, 1);
    const last = lastPage(all.length);
    await goToPage(page, last);
    await expectCustomers(page, all, view, last);
  });

  await test.step('inactive, then active over the last 90 days', async () => {
    await choose(page, 'Status', 'Inactive');
    view = { ...view, status: 'inactive' };
    await expect(page).toHaveURL(/status=inactive/);
    await expectCustomers(page, all, view, 1);
    await choose(page, 'Status', 'Active');
    await choose(page, 'Active in', 'Last 90 days');
    all = expectedCustomers(orders, added, Date.now(), 90);
    view = { ...view, status: 'active' };
    await expect(page).toHaveURL(/period=90d/);
    await expectCustomers(page, all, view, 1);
    await choose(page, 'Status', 'All statuses');
  });

  await test.step('a search typed key by key: part of a name, in another case', async () => {
    const fragment = nameFragment(orders, 1);
    view = { ...view, status: 'all', q: fragment };
    const search = page.getByRole('textbox', { name: 'Search customers' });
    await search.pressSequentially(fragment, { delay: 15 });
    await expect(page).toHaveURL(new RegExp(`q=${fragment}`));
    await expectCustomers(page, all, view, 1);
  });
});

// ---------------------------------------------------------------------------------------------
// Products

/** Product names shown in the table, in order. */
const productNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Products table' })
    .locator('tbody tr > td:first-child p:not([data-line-clamp])');

async function expectProducts(
  page: Page,
  products: readonly ListedProduct[],
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

test('products list: a column both ways, a category, a search and paging equal the stored catalogue; a product added is at once row 1 of the newest-first list', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/products');
  await expect(page.getByText(/^[\d,]+ products in the catalogue$/)).toBeVisible({
    timeout: 20_000,
  });
  const products = await readStore<ListedProduct>(page, 'skyforge-backend', 'products');
  expect(products.length, 'the demo catalogue').toBeGreaterThan(pageSize);
  await expect(page.getByText(`${products.length} products in the catalogue`)).toBeVisible();
  let view: ProductView = { search: '', category: null, sort: 'newest' };
  const header = (label: string) => page.getByRole('columnheader', { name: label, exact: true });
  const categories = page.getByRole('radiogroup', { name: 'Category' });
  const search = page.getByRole('textbox', { name: 'Search products' });

  await test.step('newest first, pages 1 and 2', async () => {
    await expectProducts(page, products, view, 1);
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectProducts(page, products, view, 2);
  });

  await test.step('the Product header both ways, and Oldest first from "Sort by"', async () => {
    for (const [sort, ariaSort] of [
      ['name', 'ascending'],
      ['name-desc', 'descending'],
    ] as const) {
      await header('Product').getByRole('button').click();
      await expect(header('Product')).toHaveAttribute('aria-sort', ariaSort);
      await expect(page).toHaveURL(new RegExp(`sort=${sort}(&|$)`));
      view = { ...view, sort };
      await expectProducts(page, products, view, 1);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expectProducts(page, products, view, 2);
    }
    await choose(page, 'Sort by', 'Oldest first');
    view = { ...view, sort: 'oldest' };
    await expectProducts(page, products, view, 1);
  });

  await test.step('a category, and a search typed key by key in another case', async () => {
    await categories.getByText('Courses', { exact: true }).click();
    await expect(page).toHaveURL(/category=courses/);
    view = { ...view, category: 'courses' };
    await expectProducts(page, products, view, 1);
    await categories.getByText('All', { exact: true }).click();
    view = { ...view, category: null };
    const fragment = products[0].name.split(/\s+/)[0].slice(0, 4).toUpperCase();
    await search.pressSequentially(fragment, { delay: 15 });
    await expect(page).toHaveURL(new RegExp(`search=${fragment}`));
    view = { ...view, search: fragment };
    await expectProducts(page, products, view, 1);
    await search.fill('');
    await expect(page).not.toHaveURL(/search=/);
  });

  await test.step('a product added from cheapest first, page 2: row 1 of newest first, and a search finds it', async () => {
    const name = `Lists Probe Quadcopter ${Date.now()}`;
    await header('Price').getByRole('button').click();
    await expect(header('Price')).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => urlParams(page)).toEqual({ sort: 'price-asc', page: '2' });
    await expectProducts(page, products, { ...view, search: '', sort: 'price-asc' }, 2);

    await addProductInAdmin(page, {
      name,
      description: 'Added by the lists test.',
      price: '42',
      originalPrice: '42',
    });

    // No reload: the list is back at its default (newest first, page 1) with the product on top.
    await expect.poll(() => urlParams(page)).toEqual({});
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest first');
    const firstRow = page
      .getByRole('region', { name: 'Products table' })
      .locator('tbody tr')
      .first();
    await expect(firstRow.getByText('Just added')).toBeVisible();
    await expect(firstRow.getByText('$42.00')).toBeVisible();
    await expect(page.getByText(/^Showing \d/)).toHaveText(
      rangeFooter(products.length + 1, 1) ?? '',
    );
    // The rest of the page is the catalogue as it was, newest first.
    await expect(productNames(page)).toHaveText([
      name,
      ...expectedProducts(products, { search: '', category: null, sort: 'newest' })
        .slice(0, pageSize - 1)
        .map((product) => product.name),
    ]);

    // A search for its name finds it, and only it.
    await search.pressSequentially(name.toLowerCase(), { delay: 5 });
    await expect(page).toHaveURL(/search=lists\+probe/);
    await expect(productNames(page)).toHaveText([name]);
    await expect(page.getByText(/^1 product found$/)).toBeVisible();
  });
});
