// The booth's demo dataset (issue 35, point 11): its year ends today, with customers still
// arriving, and two devices prepared apart show the same records, ids included.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, signInAdminViaApi, signInAdminViaUi, statFigure } from './support';

// The demo dataset on a fresh device: each test on a device that never saw the app.
test.use({ freshDevice: true });

// A fresh device: the demo dataset, not the empty shop the other journeys start with.
const demoDevice = { cookies: [], origins: [] };
test.use({ storageState: demoDevice });

// Two devices, each installing the app, take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Settings → Data → Reset demo data → "Demo data", as a booth prepares a tablet. */
async function prepareDemoData(page: Page): Promise<void> {
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Data' }).click();
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset all data?' });
  await dialog.getByRole('radio', { name: 'Demo data' }).check();
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Demo data restored')).toBeVisible();
}

/** The dashboard's Recent Orders, newest first: each row's id, customer, date and total. */
async function recentOrders(page: Page): Promise<string[][]> {
  await page.goto('/admin');
  const rows = page.getByRole('region', { name: 'Recent orders table' }).getByRole('row');
  await expect(rows).toHaveCount(6); // a header row and the five newest orders
  return rows.evaluateAll((found) =>
    found
      .slice(1)
      .map((row) => [
        row.getAttribute('aria-label') ?? '',
        ...[...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? ''),
      ]),
  );
}

/** "Nov 27, 2026": how the back office (in UTC, its default) writes a day. */
function utcDay(time: Date): string {
  return time.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

test('after preparing the demo data, customers are new this month and the newest order is today', async ({
  adminPage: page,
}) => {
  await page.goto('/admin');
  await prepareDemoData(page);

  await page.goto('/admin/customers');
  await expect(statFigure(page, 'New this month')).toHaveText(/^[1-9]\d*$/);
  await expect(statFigure(page, 'Total customers')).toHaveText(/^\d{2}$/);

  const [newest] = await recentOrders(page);
  // This browser's time zone is the back office's (UTC): the newest order came in today.
  expect(newest[3]).toContain(utcDay(new Date()));
});

test('two devices prepared apart show the same orders, ids included', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  await page.goto('/admin');
  const first = await recentOrders(page);

  // A second tablet, set up later the same day.
  const context = await browser.newContext({ baseURL, storageState: demoDevice });
  try {
    const other = await context.newPage();
    await openApp(other, '/');
    await signInAdminViaUi(other);
    expect(await recentOrders(other)).toEqual(first);
    // Ids from the seed and each order's place, not from the moment the device was set up.
    expect(first[0][0]).toMatch(/^Open order ORD-\d{5}-[0-9a-z]{6}$/);
  } finally {
    await context.close();
  }
});

test.describe('on a device 14 hours ahead of UTC', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("on New Year's Day, just after midnight, customers are new this month", async ({ page }) => {
    // This year's 1 January, 30 s after midnight there: only today's orders are "this month".
    const year = new Date().getUTCFullYear();
    await page.clock.setFixedTime(new Date(`${year}-01-01T00:00:30+14:00`));
    await signInAdminViaApi(page, '/admin/customers');
    await expect(statFigure(page, 'New this month')).toHaveText(/^[1-9]\d*$/);
  });
});

test("a fresh device's back office shows the demo data without the code of hints or replies nobody asked for", async ({
  adminPage: page,
}) => {
  await page.goto('/admin');
  const rows = page.getByRole('region', { name: 'Recent orders table' }).getByRole('row');
  await expect(rows).toHaveCount(6);
  // Past the idle moment the tooltips' code used to load at (decision 0009, issue 36).
  await page.waitForTimeout(3500);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  const unasked = loaded.filter((path) =>
    /^\/assets\/(floating-ui|Tooltip|mantineTooltip|contactReplies|adminSamples|workbox-window)[.-]/.test(
      path,
    ),
  );
  expect(unasked).toEqual([]);

  // The hint still shows when the pointer asks for it.
  await page.getByRole('link', { name: /^Messages, \d+ unread$/ }).hover();
  await expect(page.getByRole('tooltip', { name: 'Messages' })).toBeVisible();
});
