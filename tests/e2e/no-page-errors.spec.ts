// No route of the site, the shop or the back office throws or logs an error on a first visit, at
// desktop and phone widths, with and without a test scenario (issue 33). Among what this catches:
// React's hydration mismatch (#418) on a prerendered page, which throws the prerendered markup
// away and renders again, and a request that fails where none should.
//
// Kept fast: a fresh browser context for each visit only where the first visit is what matters
// (the prerendered pages, which React hydrates); one context per width, scenario and area for the
// other routes, which every visit renders afresh from the shell anyway. At the desktop's width
// the app starts on every route; at the phone's, the routes after the first are moves inside
// the running app, which is how a visitor mostly meets them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '../../src/config/paths';
import { prerenderedPages } from '../../scripts/prerender/pages';
import {
  enableTesting,
  putAppDbRecords,
  seedOrderRecord,
  signInAdminInPage,
  waitForServiceWorker,
} from './support';

// First visits of every page: each test on a device that never saw the app.
test.use({ freshDevice: true });

// A fresh profile, as a first-time visitor has: no stored starting data, so the back office
// starts from the demo dataset (playwright.config.ts starts every other test from an empty shop).
test.use({ storageState: { cookies: [], origins: [] } });

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

// With a scenario on, the banner shows on every page and the scenario's code runs at start. The
// one chosen changes nothing else a visit does: `server-errors` and `network-down` make API calls
// fail on purpose (the browser logs each failed request as a console error, rightly), and
// `slow-network` only waits 2 s per call, which would make this spec slow for nothing.
const scenario = 'payment-declined';

// Each route is swept twice, at each width once: at the desktop's with no scenario, at the phone's
// with one. The phone's own components (cards instead of tables, the burger menus) and the
// scenario's banner and start-up code are each met on every route; a sweep of each of the four
// combinations cost twice the time and met no code these two do not.
const sweepScenario = { desktop: null, phone: scenario } as const;

/** `?scenario=` asks for it on a first visit, the way a tester does (README, "For testers"). */
const withScenario = (path: string, name: string | null) =>
  name === null ? path : `${path}${path.includes('?') ? '&' : '?'}scenario=${name}`;

const sampleOrder = {
  id: 'ORD-1700000000033',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  total: 249.99,
};

const staticPaths = Object.values(paths).filter((path) => typeof path === 'string');
const prerendered = Object.keys(prerenderedPages);
const isAdmin = (path: string) => path === paths.admin || path.startsWith(`${paths.admin}/`);
const signedOutAdmin = [paths.adminLogin, paths.adminForgotPassword] as string[];

const isShop = (path: string) => path === paths.shop || path.startsWith(`${paths.shop}/`);

/**
 * Every route: the site's, the shop's (with its pages that take a parameter) and the back
 * office's, an area per test so the workers share them. The prerendered ones too: visited here,
 * the worker answers them with the shell.
 */
const areas = {
  site: staticPaths.filter((path) => !isAdmin(path) && !isShop(path)),
  shop: [
    ...staticPaths.filter((path) => isShop(path)),
    paths.shopProduct('p-001'),
    paths.shopCategory('drones'),
    paths.shopSearch('drone'),
    paths.shopOrder(sampleOrder.id),
  ],
  admin: staticPaths.filter((path) => isAdmin(path)),
};

/**
 * Watches a page: every uncaught error and console error, with the address it happened on; and
 * `visit`, which opens a path and waits until the page has settled: its heading is there, the
 * backend answers (the worker controls the page) and no request has been open for a moment, so
 * the errors of its start-up and of its first data are in. (Playwright's 'networkidle' would
 * wait half a second on every page.)
 */
function watch(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(`${page.url()}: console ${message.text()}${url ? ` (${url})` : ''}`);
  });
  // The page's requests still open; the API's go through the worker and are counted too.
  let open = 0;
  page.on('request', () => (open += 1));
  page.on('requestfinished', () => (open -= 1));
  page.on('requestfailed', () => (open -= 1));

  const settle = async () => {
    await expect(page.locator('h1').first()).toBeAttached({ timeout: 20_000 });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 35_000,
    });
    let quiet = 0;
    await expect
      .poll(() => (quiet = open === 0 ? quiet + 1 : 0), { intervals: [50], timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
  };
  const visit = async (path: string) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await settle();
  };
  // A move inside the running app, as a link makes it: React Router renders the route, with no
  // page load. Two frames later the route has rendered, or asked for its code and data.
  const navigate = async (path: string) => {
    await page.evaluate(async (to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, path);
    // The route, or where the app sends a visitor from it: the checkout of an empty cart is
    // the cart (the redirect can come before this check or after it).
    const answers = [path, ...(path === paths.shopCheckout ? [paths.shopCart] : [])];
    await expect(page).toHaveURL((url) => answers.includes(`${url.pathname}${url.search}`));
    await settle();
  };
  return { errors, visit, navigate, settle };
}

for (const { name: width, viewport } of widths) {
  test.describe(width, () => {
    test.use({ viewport });

    // A first visit in a fresh profile: React hydrates the prerendered markup.
    for (const path of prerendered) {
      test(`first visit of ${path}`, async ({ page }) => {
        const { errors, visit } = watch(page);
        await visit(path);
        expect(errors).toEqual([]);
      });
    }

    const scenarioName = sweepScenario[width];
    const label = scenarioName ? `scenario ${scenarioName}` : 'no scenario';
    for (const [area, routes] of Object.entries(areas)) {
      test(`every ${area} route, ${label}`, async ({ page }) => {
        const { errors, visit, navigate } = watch(page);
        // At the desktop's width the app starts on each route (a page load); at the phone's, each
        // is a move inside the running app, as its links make (a load costs ~0.5 CPU-s).
        const open = scenarioName === null ? visit : navigate;
        // The first visit; with a scenario, asked for in the address as a tester does (a query
        // string: the page is the shell, then every page shows the scenario's banner).
        const [first, ...rest] = area === 'admin' ? signedOutAdmin : routes;
        // Testing on in this browser: the link switches without asking (issue 35, point 20).
        if (scenarioName !== null) await enableTesting(page);
        await visit(withScenario(first, scenarioName));
        if (scenarioName !== null) {
          await expect(page.getByText(`Test scenario: ${scenarioName}`)).toBeVisible();
        }
        for (const path of area === 'admin' ? rest : []) await open(path);
        // Signed in through the endpoint: the app reads the session when it starts, so the first
        // back-office page after it is a page load at either width.
        if (area === 'admin') await signInAdminInPage(page);
        let started = area !== 'admin';
        for (const path of area === 'admin' ? routes : rest) {
          if (signedOutAdmin.includes(path)) continue;
          // An order to show (the shop's pages before it have opened the app's database). Written
          // behind the running app's back, so a page load: its queries read the table afresh.
          const planted = path === paths.shopOrder(sampleOrder.id);
          if (planted) await putAppDbRecords(page, 'orders', [seedOrderRecord(sampleOrder)]);
          await (started && !planted ? open : visit)(path);
          started = true;
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

// The worker claims a page it did not answer as soon as it can. On a hard reload it is already
// installed and does so at once, before the app's code has run: the way to be sure a prerendered
// page is hydrated from its own data whatever the worker does meanwhile (issue 33: a first visit
// whose worker installed while the app's code was still loading met the same race).
test('a prerendered page claimed by the worker before the app runs hydrates without a mismatch', async ({
  page,
}) => {
  const { errors, visit, settle } = watch(page);
  await visit(paths.about);
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  for (const path of prerendered) {
    await page.goto(path); // the worker's shell
    // A hard reload (Shift+Reload) bypasses the worker: the server's prerendered page.
    const document = page.waitForResponse((response) => response.request().isNavigationRequest());
    await cdp.send('Page.reload', { ignoreCache: true });
    const response = await document;
    expect(response.fromServiceWorker(), path).toBe(false);
    expect(await response.text(), path).not.toContain('<div id="root"></div>');
    await settle();
  }
  expect(errors).toEqual([]);
});

// A prerendered page is built on one day and hydrated on another: nothing it renders may depend
// on the day it runs (the footer's copyright year did, so every build would have thrown #418 from
// the next 1 January on).
test('a first visit a year after the build hydrates the prerendered pages without a mismatch', async ({
  page,
}) => {
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.setFixedTime(new Date(`${nextYear}-01-02T10:00:00`));
  const { errors, visit } = watch(page);
  for (const path of prerendered) await visit(path);
  await expect(page.getByText(`© ${nextYear} SkyForge Technologies`)).toBeVisible();
  expect(errors).toEqual([]);
});
