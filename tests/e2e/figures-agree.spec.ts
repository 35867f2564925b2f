// Issue 17: with the demo dataset, the dashboard, analytics and customers show the same figures
// for the same period, and those are the figures of the orders in the app database (summed here
// independently, so both pages being wrong the same way fails too).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminSections, appDbAll, signInAdminViaApi, statFigure } from './support';

// A fresh device: the demo dataset, not the empty shop the other journeys start with.
test.use({ storageState: { cookies: [], origins: [] } });

const dayMs = 86_400_000;

/** The default period and the longest, as each page names them. */
const periods = [
  { dashboard: '30d', label: 'Last 30 days', days: 30, isDefault: true },
  { dashboard: '1y', label: 'Last year', days: 365, isDefault: false },
] as const;

/** A formatted amount ("$12,345.67") in cents, or a count ("1,234") as a number. */
async function cents(locator: Locator): Promise<number> {
  return Math.round(Number((await locator.innerText()).replace(/[$,]/g, '')) * 100);
}
async function count(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/,/g, ''));
}

/** Waits until each card shows its figure, not the ellipsis it shows while its data loads. */
async function loaded(page: Page, labels: string[]): Promise<void> {
  for (const label of labels) await expect(statFigure(page, label)).toHaveText(/\d/);
}

interface StoredOrder {
  createdAt: string;
  total: number;
  email: string;
}

/** Every order in the app database, read straight from IndexedDB. */
async function storedOrders(page: Page): Promise<StoredOrder[]> {
  const rows = await appDbAll<{
    createdAt: string;
    total: number;
    email?: string;
    customerInfo?: { email?: string };
  }>(page, 'orders');
  return rows.map((order) => ({
    createdAt: order.createdAt,
    total: order.total,
    email: order.email || order.customerInfo?.email || '',
  }));
}

/** The period's figures as the app defines it: the `days` before now, both ends included. */
function expectedFigures(orders: readonly StoredOrder[], days: number, now: number) {
  const inPeriod = orders.filter((order) => {
    const time = Date.parse(order.createdAt);
    return time >= now - days * dayMs && time <= now;
  });
  const revenueCents = inPeriod.reduce((sum, order) => sum + Math.round(order.total * 100), 0);
  return {
    revenueCents,
    orders: inPeriod.length,
    averageCents: inPeriod.length ? Math.round(revenueCents / inPeriod.length) : 0,
    customers: new Set(inPeriod.map((order) => order.email.trim().toLowerCase()).filter(Boolean))
      .size,
  };
}

test('dashboard, analytics and customers agree with each other and with the orders', async ({
  page,
}) => {
  // One "now" for every page and for the sums below: the pages compute their periods when they
  // render, seconds apart, and an order that crossed a period's edge in between would differ.
  // The demo dataset is anchored at this moment too, so the same orders fall in each period.
  const now = Date.now();
  await page.clock.setFixedTime(now);
  await signInAdminViaApi(page, '/admin');
  const nav = adminSections(page);

  for (const period of periods) {
    await test.step(period.label, async () => {
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      if (!period.isDefault) {
        await page.getByText(period.dashboard, { exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`period=${period.dashboard}`));
      }
      await expect(page.getByText(`${period.label} at a glance.`)).toBeVisible();
      await loaded(page, ['Total Revenue', 'Orders', 'Average Order Value', 'Active Customers']);
      // The demo dataset is never empty.
      await expect(statFigure(page, 'Total Revenue')).not.toHaveText('$0.00');
      const dashboard = {
        revenueCents: await cents(statFigure(page, 'Total Revenue')),
        orders: await count(statFigure(page, 'Orders')),
        averageCents: await cents(statFigure(page, 'Average Order Value')),
        customers: await count(statFigure(page, 'Active Customers')),
      };

      const orders = await storedOrders(page);
      const expected = expectedFigures(orders, period.days, now);
      expect(expected.orders, 'demo orders in the period').toBeGreaterThan(0);
      expect(dashboard).toEqual(expected);

      await nav.getByRole('link', { name: 'Analytics' }).click();
      if (!period.isDefault) {
        await page.getByRole('combobox', { name: 'Period' }).click();
        await page.getByRole('option', { name: period.label }).click();
      }
      await expect(
        page.getByText(`Sales performance — ${period.label.toLowerCase()}.`),
      ).toBeVisible();
      await loaded(page, ['Revenue', 'Orders', 'Avg. Order Value', 'Customers']);
      await expect(statFigure(page, 'Revenue')).not.toHaveText('$0.00');
      expect({
        revenueCents: await cents(statFigure(page, 'Revenue')),
        orders: await count(statFigure(page, 'Orders')),
        averageCents: await cents(statFigure(page, 'Avg. Order Value')),
        customers: await count(statFigure(page, 'Customers')),
      }).toEqual(dashboard);

      // The customers page: its count of active customers, its list filtered to them, and the
      // revenue of all the orders (not of any period).
      await nav.getByRole('link', { name: 'Customers' }).click();
      if (!period.isDefault) {
        await page.getByRole('combobox', { name: 'Active in' }).click();
        await page.getByRole('option', { name: period.label }).click();
      }
      await expect(page.getByRole('combobox', { name: 'Active in' })).toHaveValue(period.label);
      await loaded(page, ['Total customers', 'Active customers', 'Total revenue']);
      await expect(statFigure(page, 'Total customers')).not.toHaveText('0');
      expect(await count(statFigure(page, 'Active customers'))).toBe(dashboard.customers);
      expect(await cents(statFigure(page, 'Total revenue'))).toBe(
        orders.reduce((sum, order) => sum + Math.round(order.total * 100), 0),
      );
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Active', exact: true }).click();
      await expect(page.getByText(/^Showing \d+ of \d+ customers$/)).toHaveText(
        new RegExp(` of ${dashboard.customers} customers$`),
      );
    });
  }
});
