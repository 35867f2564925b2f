// The foundation: the backend in the service worker, offline, old-path redirects, installability
// and updates.
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appDbRecord, openApp, waitForServiceWorker } from './support';
import { startStaticServer, startTwoBuildServer } from './staticServer';

// First install, first visit and the installed app: each test on a device that never saw the app.
test.use({ freshDevice: true });

test('first visit renders and the service worker answers GET /api/products', async ({
  appPage: page,
}) => {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/products'),
    page.evaluate(() => fetch('/api/products').then((r) => r.status)),
  ]);
  expect(response.fromServiceWorker()).toBe(true);
  const products = (await response.json()) as Array<{ id: string; name: string }>;
  expect(products.length).toBeGreaterThanOrEqual(12);
});

test('offline: reload, new tab, deep link and the API all work', async ({
  appPage: page,
  context,
}) => {
  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();

  // Chromium 150's offline emulation no longer reaches navigator.onLine in documents loaded
  // after it was switched on (the network stays off), so the banner is checked above.
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const tab = await context.newPage();
  await tab.goto('/about');
  await expect(tab).toHaveTitle(/About/);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  const count = await tab.evaluate(() =>
    fetch('/api/products')
      .then((r) => r.json())
      .then((list: unknown[]) => list.length),
  );
  expect(count).toBeGreaterThanOrEqual(12);
});

/** Init script: the page's PRECACHE asks are dropped until `window.askForRest` is set. */
function holdTheAskForTheRest() {
  const post = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
    const [message] = args as [{ type?: string } | undefined];
    if (message?.type === 'PRECACHE' && !(window as { askForRest?: boolean }).askForRest) return;
    return (post as (...rest: unknown[]) => void).apply(this, args);
  };
}

test('a first visit has its backend before the whole app is stored; the rest follows for offline use', async ({
  page,
  context,
}) => {
  // The page's ask for the rest is held back, so the test sees the worker between the two steps.
  await page.addInitScript(holdTheAskForTheRest);
  await page.goto('/shop/products');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 15_000,
  });
  const categories = await page.evaluate(() =>
    fetch('/api/products/categories').then((response) => response.status),
  );
  expect(categories).toBe(200);
  const storedPaths = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.includes('precache'));
      const keys = name ? await (await caches.open(name)).keys() : [];
      return keys.map((request) => new URL(request.url).pathname);
    });
  // Before the rest: the shell, the start page's files and what this page has loaded (decision
  // 0012), not the whole app.
  const first = await storedPaths();
  expect(first).toEqual(expect.arrayContaining(['/app.html', '/offline-start.json']));
  expect(first.some((path) => /\/assets\/products\.page-[^/]+\.js$/.test(path))).toBe(true);
  expect(first.length).toBeLessThan(100);

  await page.evaluate(() => ((window as { askForRest?: boolean }).askForRest = true));
  await waitForServiceWorker(page); // asks the worker to store the whole app, and waits
  const stored = await storedPaths();
  expect(stored.filter((path) => path.endsWith('.mp4'))).toHaveLength(7);
  // Every file of the worker's precache manifest (some are listed twice), not only the shell.
  const manifestFiles = await page.evaluate(async () => {
    const worker = await (await fetch('/sw.js')).text();
    return new Set(worker.match(/"url":"[^"]+"/g)).size;
  });
  expect(manifestFiles).toBeGreaterThan(200);
  expect(stored).toHaveLength(manifestFiles);

  await context.setOffline(true);
  await page.goto('/careers'); // never visited: its code comes from the cache
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the page whose ask stores the rest of the app says it now works offline, and no page says it again', async ({
  page,
  context,
}) => {
  // No test helper asks first: the page's own ask, a few seconds after its load, stores the rest.
  await page.goto('/about');
  // Until then, a quiet progress line; the notice takes its place.
  await expect(page.getByText(/^Saving for offline… \d+ %$/)).toBeVisible();
  const ready = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await expect(ready).toContainText(
    'SkyForge is now stored on this device: every page keeps working without a network.',
    { timeout: 40_000 },
  );
  await context.setOffline(true);
  await page.goto('/careers'); // never visited: its code comes from the cache
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // This page's own ask comes 5 s after its load and finds everything stored: nothing to say.
  await page.waitForTimeout(8_000);
  await expect(page.getByText('Ready to work offline')).toHaveCount(0);
  await expect(page.getByText(/Saving for offline/)).toHaveCount(0);
});

test('offline before the whole app is stored, the notice says which pages still need the network', async ({
  browser,
}) => {
  const distDir = process.env.OUT_DIR ?? 'dist';
  const server = await startStaticServer(distDir);
  const empty = await mkdtemp(join(tmpdir(), 'sf-empty-'));
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    // The page's own ask for the rest is held back until the server has lost its files.
    await page.addInitScript(holdTheAskForTheRest);
    await page.goto('/about');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 15_000,
    });
    // The page has settled (its banners' code is in, 5 s after its load)…
    const bannersCode = await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => /\/StatusBannersView-[^/]*\.js$/.test(name)),
    );
    // (the same import resolves once the module and everything it imports have loaded)
    const bannersUrl = (await bannersCode.jsonValue()) as string;
    await page.evaluate(async (url) => void (await import(url)), bannersUrl);
    // …and every file is gone from the server before the rest can be stored.
    server.setRoot(empty);
    await page.evaluate(() => ((window as { askForRest?: boolean }).askForRest = true));
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(notice).toContainText(
      'Pages you have not opened yet are not stored on this device: they need the network once.',
    );

    server.setRoot(distDir);
    await context.setOffline(false);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await expect(notice).toContainText('Everything keeps working');
  } finally {
    await context.close();
    await server.close();
    await rm(empty, { recursive: true, force: true });
  }
});

// Routing, not a first visit: on the device each test worker keeps (the app stored, its data
// cleared), where the worker answers every navigation with the shell. (The 404 page is tested in
// site-header.spec.ts, the admin guard in admin-auth.spec.ts.)
test.describe('routes', () => {
  test.use({ freshDevice: false });

  test('old paths redirect to their new homes', async ({ page }) => {
    await openApp(page, '/products');
    await expect(page).toHaveURL(/\/shop\/products$/);
    await page.goto('/products/p-001');
    await expect(page).toHaveURL(/\/shop\/products\/p-001$/);
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/order/ORD-1');
    await expect(page).toHaveURL(/\/shop(\/order\/ORD-1)?$/);
  });
});

test.describe('with a browser of its own', () => {
  test('closing every page and opening a new one offline still works', async ({}, testInfo) => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'sf-profile-'));
    const launch = testInfo.project.use.launchOptions ?? {};
    const baseURL = testInfo.project.use.baseURL ?? '';
    const context = await chromium.launchPersistentContext(userDataDir, { ...launch });
    try {
      const first = await context.newPage();
      await first.goto(`${baseURL}/`);
      await waitForServiceWorker(first);
      await first.goto(`${baseURL}/about`);
      await first.close();

      await context.setOffline(true);
      const later = await context.newPage();
      await later.goto(`${baseURL}/contact`);
      await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
      const status = await later.evaluate(() =>
        fetch('/api/products/categories').then((r) => r.status),
      );
      expect(status).toBe(200);
    } finally {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    }
  });

  test('the built app is installable', async ({}, testInfo) => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'sf-install-'));
    const launch = testInfo.project.use.launchOptions ?? {};
    const baseURL = testInfo.project.use.baseURL ?? '';
    const context = await chromium.launchPersistentContext(userDataDir, { ...launch });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        errors: Array<{ message: string }>;
      };
      expect(manifest.errors).toEqual([]);
      const result = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(result.installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    }
  });

  test('a second build is picked up through the update prompt, nothing saved is lost', async ({
    browser,
  }) => {
    const server = await startTwoBuildServer();
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      // The wishlist page opens the app database (most pages load it only when needed).
      await page.goto('/shop/wishlist');
      await waitForServiceWorker(page);
      // Saved data of both kinds: localStorage and the app database.
      await page.evaluate(() => localStorage.setItem('update-marker', 'kept'));
      await appDbRecord(page, 'settings', { put: { key: 'update-test', value: 42 } });
      await expect(page.getByText('A new version is available')).toHaveCount(0);

      server.publishSecondBuild();
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 20_000 });
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page.getByText('A new version is available')).toHaveCount(0);

      const kept = {
        marker: await page.evaluate(() => localStorage.getItem('update-marker')),
        value: ((await appDbRecord(page, 'settings', { get: 'update-test' })) as { value: number })
          .value,
      };
      expect(kept).toEqual({ marker: 'kept', value: 42 });
    } finally {
      await context.close();
      await server.close();
    }
  });
});
