// A cold start of the back office (its code from the network, as after the browser dropped the
// app's caches but kept the session): the frame paints before the app database's code is even
// asked for, and the figures, the newest orders and the shell's settings follow
// (src/data/useLocalQuery.ts, decision 0009). A start from the worker's cache asks for that code
// while the page renders. That the greeting needs none of it is checked on the build
// (bundle-report.mjs).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { statFigure } from './support';

// The back office's first paint: each test on a device that never saw the app.
test.use({ freshDevice: true });

/** Records, in the page, when the back office's frame first entered the document. */
function watchFrame() {
  const record = () => {
    if (!('frameAt' in window) && document.querySelector('nav[aria-label="Admin sections"]')) {
      Object.assign(window, { frameAt: performance.now() });
    }
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true });
}

/**
 * How the page started, from the page's own timings: whether the worker answered its navigation,
 * when the frame entered the document (watchFrame), when Dexie's chunk and the back office's
 * first-paint chunk were asked for, and when React's chunk had arrived (resource timing; null if
 * not loaded).
 */
const startTimings = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = (name: string) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((resource) =>
        new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(resource.name),
      );
    const [dexie, adminStart, react] = ['dexie', 'admin-start', 'react'].map(chunk);
    return {
      fromWorker: navigation.workerStart > 0,
      frameAt: (window as { frameAt?: number }).frameAt ?? null,
      dexieAt: dexie ? dexie.startTime : null,
      adminStartAt: adminStart ? adminStart.startTime : null,
      reactArrivedAt: react ? react.responseEnd : null,
    };
  });

test('a cold start paints the frame before the app database code is asked for, then the figures', async ({
  adminPage: page,
  baseURL,
}) => {
  await page.goto('/');
  // What Lighthouse's default reset does: no worker, no stored app, no HTTP cache; the session and
  // data stay. Cleared with no page of the app open (an open page could register the worker
  // again).
  await page.goto('about:blank');
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL!).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await devtools.send('Network.clearBrowserCache');
  // A line slower than localhost, as on a phone: on localhost the HTML's preload of React's chunk
  // arrives before the entry has run at all, so no order of requests could be seen.
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 500_000,
    uploadThroughput: 500_000,
  });
  await page.addInitScript(watchFrame);
  await page.goto('/admin');

  await expect(page.getByText('Welcome back, Admin User.', { exact: false })).toBeVisible();
  await expect(statFigure(page, 'Total Revenue')).toHaveText(/\d/);
  await expect(page.getByText('No orders found')).toBeVisible();

  const { fromWorker, frameAt, dexieAt, adminStartAt, reactArrivedAt } = await startTimings(page);
  expect(fromWorker, 'this visit came from the network, not the worker').toBe(false);
  expect(frameAt).toBeGreaterThan(0);
  expect(dexieAt, 'the app database code loaded').not.toBeNull();
  expect(dexieAt!).toBeGreaterThan(frameAt!);
  // The entry asks for the back office's first-paint code beside React's, not once React and the
  // router have run (src/app/startup/backOfficeCode.ts).
  expect(adminStartAt, "the back office's first-paint chunk loaded").not.toBeNull();
  expect(reactArrivedAt, "React's chunk loaded").not.toBeNull();
  expect(adminStartAt!).toBeLessThan(reactArrivedAt!);
});

test('a start from the worker asks for the app database code beside the page', async ({
  adminPage: page,
}) => {
  await page.goto('/admin');
  await expect(statFigure(page, 'Total Revenue')).toHaveText(/\d/);
  await page.addInitScript(watchFrame);
  await page.reload();
  await expect(statFigure(page, 'Total Revenue')).toHaveText(/\d/);

  const { fromWorker, frameAt, dexieAt } = await startTimings(page);
  expect(fromWorker, 'this visit came from the worker').toBe(true);
  expect(frameAt).toBeGreaterThan(0);
  expect(dexieAt).not.toBeNull();
  expect(dexieAt!).toBeLessThan(frameAt!);
});

test.describe('with the demo dataset', () => {
  // A fresh device: the demo dataset, not the empty shop the other journeys start with.
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 800 } });

  test('the dashboard does not move while its parts arrive (no layout shift)', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin');
    await expect(statFigure(page, 'Total Revenue')).toHaveText(/\d/);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number }[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Recent orders table' })).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible(); // the first products
    await expect(statFigure(page, 'Total Revenue')).toHaveText(/\d/);
    // Every column fits its panel at 1280 px (issue 35, point 14): no line saying otherwise.
    await expect(page.getByText('Scroll sideways to see every column')).toHaveCount(0);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as { layoutShifts?: number[] }).layoutShifts);
    expect(shifts).toEqual([]);
  });
});
