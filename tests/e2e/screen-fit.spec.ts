// What sits on a screen: nothing important below the first screen, behind the header, under a
// banner, or left over from the page before.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  adminSections,
  appDbAll,
  expectNoSeriousA11yIssues,
  openAdminSection,
  openApp,
  screenshotForReview,
  statFigure,
} from './support';

const phone = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test('phone product page: Add to Cart is on the first screen and works', async ({ page }) => {
  await page.setViewportSize(phone);
  await openApp(page, '/shop/products/p-001');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ED1 Educational Drone' }),
  ).toBeVisible();
  const addToCart = page
    .getByRole('region', { name: 'Quick buy' })
    .getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeInViewport({ ratio: 1 });
  await screenshotForReview(page, 'product-phone');
  await addToCart.click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByText('ED1 Educational Drone').first()).toBeVisible();
});

test.describe('share without the Web Share API', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Product link copied" stays on the product page', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await openApp(page, '/shop/products/p-003');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Product link copied to clipboard!')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByText('Product link copied to clipboard!')).toHaveCount(0);
  });
});

test('page hero art starts below the transparent header', async ({ page }) => {
  // One visit: the pages one after another by the footer's links, in the app (as a visitor moves;
  // each page is laid out at the size it opens at, as after a load).
  const pages = [
    { path: '/contact', link: 'Contact Us', heading: /Contact/ },
    { path: '/careers', link: 'Careers', heading: /Careers/ },
  ];
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, '/contact');
  for (const size of [{ width: 1280, height: 800 }, phone]) {
    await page.setViewportSize(size);
    for (const { path, link, heading } of pages) {
      if (!page.url().endsWith(path)) {
        await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const header = await box(page.getByTestId('site-header'));
      const art = await box(page.locator('[data-hero="dark"] img').first());
      expect(art.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      await screenshotForReview(page, `hero${path.replace('/', '-')}-${size.width}`);
    }
  }
});

test.describe('offline notice', () => {
  test.use({ viewport: phone });

  test('leaves the end of the page and the phone buy bar uncovered, then shrinks', async ({
    page,
    context,
  }) => {
    await openApp(page, '/contact');
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Everything keeps working');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await box(page.getByRole('contentinfo').locator('p, a').last());
    const noticeBox = await box(notice);
    expect(footerEnd.y + footerEnd.height).toBeLessThanOrEqual(noticeBox.y);
    // After a few seconds it keeps only its title, a small pill.
    await expect(notice).not.toContainText('Everything keeps working', { timeout: 10_000 });
    expect((await box(notice)).width).toBeLessThan(200);

    await page.goto('/shop/products/p-001');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ED1 Educational Drone' }),
    ).toBeVisible();
    const bar = await box(page.locator('[data-sticky-buy-bar]'));
    const pill = await box(notice);
    expect(pill.y + pill.height).toBeLessThanOrEqual(bar.y);
    await screenshotForReview(page, 'offline-product-phone');
  });
});

test.describe('admin order and customer lists', () => {
  // A fresh device: the demo dataset, not the empty shop the other journeys start with.
  test.use({ storageState: { cookies: [], origins: [] } });
  test.describe.configure({ timeout: 120_000 });

  const desktop = { width: 1280, height: 800 };
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const utcDate = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

  /** The element lies wholly inside the viewport's width (and inside `within`, when given). */
  async function expectFits(locator: Locator, width: number, within?: Locator) {
    const found = await box(locator);
    expect(found.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
    expect(found.x + found.width, 'right edge on screen').toBeLessThanOrEqual(width + 0.5);
    if (within) {
      const outer = await box(within);
      expect(found.x).toBeGreaterThanOrEqual(outer.x - 0.5);
      expect(found.x + found.width, 'not scrolled out of its table').toBeLessThanOrEqual(
        outer.x + outer.width + 0.5,
      );
    }
  }

  interface StoredOrder {
    id: string;
    createdAt: string;
    status: string;
    total: number;
    customerInfo: { name: string };
  }

  /** The newest order in the app database. */
  async function newestOrder(page: Page): Promise<StoredOrder> {
    const orders = await appDbAll<StoredOrder>(page, 'orders');
    return orders.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  }

  /** Who, status, total and when of `order` inside `item`, each wholly on screen. */
  async function expectOrderFits(
    item: Locator,
    order: StoredOrder,
    width: number,
    within?: Locator,
  ) {
    const status = order.status.charAt(0).toUpperCase() + order.status.slice(1);
    const when = utcDate.format(new Date(order.createdAt));
    for (const part of [
      item.getByText(order.customerInfo.name, { exact: true }),
      item.getByText(status, { exact: true }),
      item.getByText(usd.format(order.total), { exact: true }),
      item.getByText(when).first(),
    ]) {
      await expect(part).toBeVisible();
      await expectFits(part, width, within);
    }
  }

  test('orders, customers and recent orders show who, status, total and when on screen at 390 and 1280 px', async ({
    adminPage: page,
  }) => {
    // One visit, opened at the phone's size: then the sections by the sidebar (the drawer on the
    // phone), each laid out at the size it opens at, and back from an order with Back, in the app.
    await page.setViewportSize(phone);
    await page.goto('/admin');
    await expect(statFigure(page, 'Total Revenue')).toHaveText(/\d/);
    const order = await newestOrder(page);
    const shortId = `…${order.id.slice(-6)}`;
    /** Opens a section by the phone's navigation drawer. */
    const openByDrawer = async (name: string, heading: string) => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await openAdminSection(page, name);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(adminSections(page)).not.toBeInViewport();
    };

    await test.step('phone: dashboard', async () => {
      await page.setViewportSize(phone);
      const card = page.getByRole('link', { name: new RegExp(`^Open order ${order.id}:`) });
      await expect(card).toBeVisible();
      await expect(page.getByRole('link', { name: /^Open order / })).toHaveCount(5);
      await expectOrderFits(card, order, phone.width);
      // The id shortened on screen, whole on hover and for screen readers.
      await expect(card.getByText(shortId, { exact: true })).toBeVisible();
      await expect(card.locator(`[title="${order.id}"]`)).toHaveCount(1);
      await screenshotForReview(page, 'dashboard-390', { fullPage: true });
      await expectNoSeriousA11yIssues(page);
      await card.click();
      await expect(page).toHaveURL(`/shop/order/${encodeURIComponent(order.id)}`);
    });

    await test.step('phone: orders', async () => {
      await page.goBack();
      await expect(page).toHaveURL(/\/admin$/);
      await openByDrawer('Orders', 'Orders');
      const card = page.getByRole('article', { name: `Order ${order.id}` });
      await expectOrderFits(card, order, phone.width);
      await expect(card.getByText(shortId, { exact: true })).toBeVisible();
      await expect(page.getByText('Scroll sideways to see every column')).toHaveCount(0);
      await screenshotForReview(page, 'orders-390', { fullPage: true });
      await expectNoSeriousA11yIssues(page);
      await card.getByRole('link', { name: `View order ${order.id}` }).click();
      await expect(page).toHaveURL(`/shop/order/${encodeURIComponent(order.id)}`);
    });

    await test.step('phone: customers', async () => {
      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/orders$/);
      await openByDrawer('Customers', 'Customers');
      const card = page.getByRole('main').getByRole('article').first();
      await expect(card).toBeVisible();
      for (const part of [
        card.locator('p').first(),
        card.getByText(/^(Active|Inactive)$/),
        card.getByText(/^\$[\d,]+\.\d\d$/),
        card.getByText(/^Last order /),
        card.getByRole('button', { name: /^View details of / }),
      ]) {
        await expect(part).toBeVisible();
        await expectFits(part, phone.width);
      }
      await expect(page.getByText('Scroll sideways to see every column')).toHaveCount(0);
      await screenshotForReview(page, 'customers-390', { fullPage: true });
      await expectNoSeriousA11yIssues(page);
    });

    // Nothing of these pages is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );

    await test.step('1280: dashboard', async () => {
      await page.setViewportSize(desktop);
      await openAdminSection(page, 'Dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      const table = page.getByRole('region', { name: 'Recent orders table' });
      const row = table.getByRole('row', { name: `Open order ${order.id}` });
      await expectOrderFits(row, order, desktop.width, table);
      for (const header of ['Order', 'Customer', 'Date', 'Status', 'Total']) {
        await expectFits(table.getByRole('columnheader', { name: header }), desktop.width, table);
      }
      await expect(row.getByText(shortId, { exact: true })).toBeVisible();
      await expect(page.getByText('Scroll sideways to see every column')).toHaveCount(0);
      await screenshotForReview(page, 'dashboard-1280', { fullPage: true });
    });

    await test.step('1280: orders and customers', async () => {
      await openAdminSection(page, 'Orders');
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
      const orders = page.getByRole('region', { name: 'Orders table' });
      const row = orders.getByRole('row').filter({ hasText: order.id });
      await expectOrderFits(row, order, desktop.width, orders);
      for (const cell of await orders.getByRole('columnheader').all()) {
        await expectFits(cell, desktop.width, orders);
      }
      await openAdminSection(page, 'Customers');
      await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
      const customers = page.getByRole('region', { name: 'Customers table' });
      await expect(customers.getByRole('row').nth(1)).toBeVisible();
      for (const cell of [
        ...(await customers.getByRole('columnheader').all()),
        ...(await customers.getByRole('row').nth(1).getByRole('cell').all()),
      ]) {
        await expectFits(cell, desktop.width, customers);
      }
      await expect(page.getByText('Scroll sideways to see every column')).toHaveCount(0);
    });
  });
});
