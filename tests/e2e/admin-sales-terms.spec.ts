// Issue 35, point 8: money before coupons is "Gross sales", after them "Revenue", on every page
// and file that shows them, with a line that says so where both appear; the two differ by the
// coupon discounts, which are summed here from the stored orders, not read from the app.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { appDbAll, screenshotForReview, signInAdminViaApi, statFigure } from './support';

// A fresh device: the demo dataset (with coupon orders), not the empty shop.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 120_000 });

const dayMs = 86_400_000;
const note =
  'Gross sales are item prices × quantities before coupons; revenue is what customers paid, after coupon discounts.';

/** "$12,345.67" in cents. */
async function cents(locator: Locator): Promise<number> {
  return Math.round(Number((await locator.innerText()).replace(/[$,]/g, '')) * 100);
}

interface StoredOrder {
  createdAt: string;
  total: number;
  items: { price: number; quantity: number }[];
}

/** The last 30 days' orders as stored: gross sales, revenue and their difference, in cents. */
async function storedFigures(page: Page, now: number) {
  const orders = await appDbAll<StoredOrder>(page, 'orders');
  const inPeriod = orders.filter((order) => {
    const time = Date.parse(order.createdAt);
    return time >= now - 30 * dayMs && time <= now;
  });
  const gross = inPeriod.reduce(
    (sum, order) =>
      sum + order.items.reduce((s, item) => s + Math.round(item.price * 100 * item.quantity), 0),
    0,
  );
  const revenue = inPeriod.reduce((sum, order) => sum + Math.round(order.total * 100), 0);
  return { gross, revenue, discounts: gross - revenue };
}

test('analytics and reports name gross sales and revenue apart, explain them, and they differ by the discounts', async ({
  page,
}) => {
  const now = Date.now();
  await page.clock.setFixedTime(now);
  await signInAdminViaApi(page, '/admin/analytics');
  // Not "$0.00": the demo dataset is in (it is written in one transaction).
  await expect(statFigure(page, 'Revenue')).toHaveText(/[1-9]/);
  // Read once the app has made its database (the figures above come from it).
  const expected = await storedFigures(page, now);
  expect(expected.discounts, 'the demo period has coupon orders').toBeGreaterThan(0);

  await test.step('analytics', async () => {
    const main = page.getByRole('main');
    await expect(main.getByText(note, { exact: true })).toHaveCount(1);
    await expect(main.getByText(note, { exact: true })).toBeVisible();
    await expect(main.getByText('After coupons', { exact: true })).toBeVisible();
    const gross = page.getByTestId('gross-sales');
    await expect(gross).toHaveText(/\d/);
    await expect(page.getByText(/^Gross sales, before coupons: \$/)).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Gross sales by category: Drones \$/ }),
    ).toBeVisible();
    const top = page.getByRole('region', { name: 'Top products table' });
    await expect(top.getByRole('columnheader', { name: 'Gross sales' })).toBeVisible();
    await expect(top.getByRole('columnheader', { name: 'Revenue' })).toHaveCount(0);
    // Polled: the figures settle once the page's reads of the period are all in.
    await expect
      .poll(async () => ({
        gross: await cents(gross),
        revenue: await cents(statFigure(page, 'Revenue')),
      }))
      .toEqual({ gross: expected.gross, revenue: expected.revenue });
    await screenshotForReview(page, 'analytics', { fullPage: true });
  });

  await test.step('sales report: gross sales less discounts is revenue', async () => {
    await page.goto('/admin/reports');
    // A click, then the state: the choice goes through the address (?type=), so it is checked
    // a moment after the click, which locator.check() does not wait for.
    const salesType = page.getByRole('radio', { name: /Sales Report/ });
    await salesType.click();
    await expect(salesType).toBeChecked();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const table = page.getByRole('table', { name: 'Sales Report — Last 30 Days' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Date',
      'Orders',
      'Items Sold',
      'Gross sales',
      'Discounts',
      'Revenue',
    ]);
    await expect(page.getByRole('main').getByText(note, { exact: true })).toBeVisible();
    const totals = table.locator('tfoot td');
    await expect
      .poll(async () => ({
        gross: await cents(totals.nth(3)),
        discounts: await cents(totals.nth(4)),
        revenue: await cents(totals.nth(5)),
      }))
      .toEqual(expected);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV', exact: true }).click();
    const csv = (await readFile((await (await download).path()) ?? '')).toString('utf8');
    expect(csv).toContain(note);
    expect(csv).toContain('"Date","Orders","Items Sold","Gross sales","Discounts","Revenue"');
  });

  await test.step('product report: gross sales per product', async () => {
    // A click, then the state: the choice goes through the address (?type=), so it is checked
    // a moment after the click, which locator.check() does not wait for.
    const productType = page.getByRole('radio', { name: /Product Report/ });
    await productType.click();
    await expect(productType).toBeChecked();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const table = page.getByRole('table', { name: 'Product Report — Last 30 Days' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Product',
      'Category',
      'Units Sold',
      'Orders',
      'Gross sales',
    ]);
    await expect(page.getByRole('main').getByText(note, { exact: true })).toBeVisible();
    await expect.poll(() => cents(table.locator('tfoot td').nth(4))).toBe(expected.gross);
  });
});
