// Shared helpers for end-to-end journeys.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page (the backend is up) and has stored the
 * whole app (~340 files, 8 at a time, after a first install that stores only the shell): the
 * app then works offline. About 3 s on an idle 2-core machine, more when two test workers share
 * it.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 35_000,
  });
  await expect
    .poll(async () => (await page.evaluate(storeWholeAppInPage)).stored, { timeout: 35_000 })
    .toBe(true);
}

/**
 * Runs in the page: asks the worker to store the whole app (src/app/startup/wholeApp.ts
 * `storeWholeApp`, the same message) and resolves with its answer.
 */
export function storeWholeAppInPage(): Promise<{
  stored: boolean;
  completedNow?: boolean;
  error?: string;
}> {
  return new Promise((resolve) => {
    const worker = navigator.serviceWorker.controller;
    if (!worker) {
      resolve({ stored: false, error: 'no worker controls the page' });
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = (
      event: MessageEvent<{ stored: boolean; completedNow?: boolean; error?: string }>,
    ) => resolve(event.data);
    worker.postMessage({ type: 'PRECACHE' }, [channel.port2]);
  });
}

/** Opens a path and waits for the app and its backend. */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForServiceWorker(page);
  // Layouts and pages load lazily: wait for the page itself (every page has an h1).
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 20_000 });
}

/** The back office's sidebar (the drawer on a phone): its links open the sections. */
export function adminSections(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin sections' });
}

/** Opens a back-office section through the sidebar, as an admin does. */
export async function openAdminSection(page: Page, name: string): Promise<void> {
  await adminSections(page).getByRole('link', { name }).click();
}

/** Signs the demo admin in through the login form (lands on the dashboard). */
export async function signInAdminViaUi(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Fills the customer sign-in form with the demo customer and submits it. */
export async function submitCustomerSignIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('customer123');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs the demo customer in through the sign-in form (lands on the shop). */
export async function signInCustomerViaUi(page: Page): Promise<void> {
  await openApp(page, '/signin');
  await submitCustomerSignIn(page);
  await expect(page).toHaveURL(/\/shop$/);
}

/**
 * Runs in the page: opens the app's database once the app has created it
 * (retrying until its tables exist), then puts or gets one record.
 */
export async function appDbRecord(
  page: Page,
  store: string,
  op: { put: Record<string, unknown> } | { get: string },
): Promise<unknown> {
  return page.evaluate(
    async ({ store, op }) => {
      const openWithTables = async (): Promise<IDBDatabase> => {
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open('skyforge-app');
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          if (db.objectStoreNames.contains(store)) return db;
          db.close();
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        throw new Error(`the app database has no ${store} table`);
      };
      const db = await openWithTables();
      try {
        return await new Promise<unknown>((resolve, reject) => {
          const tx = db.transaction(store, 'put' in op ? 'readwrite' : 'readonly');
          const request =
            'put' in op ? tx.objectStore(store).put(op.put) : tx.objectStore(store).get(op.get);
          tx.oncomplete = () => resolve(request.result);
          tx.onerror = () => reject(tx.error);
        });
      } finally {
        db.close();
      }
    },
    { store, op },
  );
}

/** Writes records straight into one table of the app's IndexedDB. */
export async function putAppDbRecords(
  page: Page,
  store: string,
  records: Record<string, unknown>[],
): Promise<void> {
  for (const record of records) await appDbRecord(page, store, { put: record });
}

/**
 * Opens a page the worker controls without starting the app: its robots.txt, which the worker
 * answers from the stored app. Enough to call the mocked backend, at a fifth of the CPU of the
 * home page. On a device that never saw the app it opens the app instead, which installs the
 * worker.
 */
export async function openBackendPage(page: Page): Promise<void> {
  await page.goto('/robots.txt');
  if (await page.evaluate(() => Boolean(navigator.serviceWorker?.controller))) return;
  await openApp(page, '/');
}

/** Signs the demo admin in through the real login endpoint, then opens `path`. */
export async function signInAdminViaApi(page: Page, path: string): Promise<void> {
  await openBackendPage(page);
  await signInAdminInPage(page);
  await page.goto(path);
}

/**
 * Signs a demo account in through its login endpoint, from a page the worker controls, and
 * stores the session where the app reads it at start.
 */
async function signInThroughEndpoint(
  page: Page,
  account: { endpoint: string; email: string; password: string; tokenKey: string; userKey: string },
): Promise<void> {
  await page.evaluate(async ({ endpoint, email, password, tokenKey, userKey }) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`${endpoint} failed: ${response.status}`);
    const body = (await response.json()) as { token: string; user: unknown };
    localStorage.setItem(tokenKey, body.token);
    localStorage.setItem(userKey, JSON.stringify(body.user));
  }, account);
}

/** Signs the demo admin in through the login endpoint, from a page the worker controls. */
export function signInAdminInPage(page: Page): Promise<void> {
  return signInThroughEndpoint(page, {
    endpoint: '/api/admin/login',
    email: 'admin@example.com',
    password: 'admin123',
    tokenKey: 'adminToken',
    userKey: 'adminUser',
  });
}

/** Signs the demo customer in through the login endpoint, from a page the worker controls. */
export function signInCustomerInPage(page: Page): Promise<void> {
  return signInThroughEndpoint(page, {
    endpoint: '/api/auth/login',
    email: 'customer@example.com',
    password: 'customer123',
    tokenKey: 'token',
    userKey: 'authUser',
  });
}

export interface SeedOrder {
  id: string;
  name: string;
  email: string;
  total: number;
}

/** A pending one-item order as the app stores it, for seeding IndexedDB. */
export function seedOrderRecord({ id, name, email, total }: SeedOrder): Record<string, unknown> {
  return {
    id,
    items: [
      {
        productId: 'e2e-product',
        name: 'ED1 Educational Drone',
        price: total,
        quantity: 1,
        imageUrl: '/favicon.svg',
        category: 'drones',
      },
    ],
    status: 'pending',
    subtotal: total,
    discount: 0,
    couponCode: null,
    total,
    createdAt: new Date().toISOString(),
    customerInfo: { name, email, address: '1 Test Street, Nellore, 524001, India' },
    email: email.toLowerCase(),
  };
}

/** Fills checkout (or any) text boxes by their exact label. */
/** A shopper's shipping details, by the checkout form's labels. */
export const checkoutCustomer = {
  'Full Name': 'Grace Hopper',
  Email: 'grace@example.com',
  Address: '1 Compiler Court',
  City: 'Arlington',
  'Postal Code': '22201',
  Country: 'United States',
};

/** A card the simulated payment takes, by the checkout form's labels. */
export const checkoutCard = {
  'Cardholder Name': 'Grace Hopper',
  'Card Number': '4242 4242 4242 4242',
  'Expiry Date': '11/30',
  CVV: '737',
};

/** Everything the checkout form asks for. */
export const checkoutDetails = { ...checkoutCustomer, ...checkoutCard };

export async function fillCheckout(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

/**
 * Switches testing on in this browser, as a tester does with the README's console line, before
 * every page of the test loads: `?scenario=NAME` then switches without asking, and the app sends
 * the switch its proof (`X-SkyForge-Testing: on`). Call it before the first `goto`.
 */
export async function enableTesting(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('skyforge.testing', 'on'));
}

/**
 * Switches the test scenario from the page, as the app does (`?scenario=` and the banner): the
 * backend's record, then the page's copy. The page must be loaded and controlled by the worker.
 * Testing is switched on in the browser first (a production build refuses the switch otherwise).
 */
export async function switchScenario(page: Page, name: string): Promise<void> {
  const status = await page.evaluate(async (scenario) => {
    localStorage.setItem('skyforge.testing', 'on');
    const response = await fetch('/api/test/scenario', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-SkyForge-Testing': 'on' },
      body: JSON.stringify({ name: scenario }),
    });
    if (response.ok) {
      localStorage.setItem(
        'skyforge.testScenario',
        JSON.stringify(scenario === 'default' ? null : scenario),
      );
    }
    return response.status;
  }, name);
  expect(status, `switching to the test scenario ${name}`).toBe(200);
}

/** Fixes the simulated payment's outcome from now on (test scenario payment-approved/-declined). */
export async function setPaymentOutcome(
  page: Page,
  outcome: 'approved' | 'declined',
): Promise<void> {
  await switchScenario(page, `payment-${outcome}`);
}

/**
 * Saves what the page shows, for a person to look at (test-results/, beside the test's output): as
 * it is, or at each of `widths` and then back to the page's own size. Nobody looks at them in CI,
 * where they are skipped unless E2E_SCREENSHOTS=1: 27 screenshots, a full-page one ~0.5 CPU-s.
 */
export async function screenshotForReview(
  page: Page,
  name: string,
  { widths, fullPage = false }: { widths?: readonly number[]; fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.CI && !process.env.E2E_SCREENSHOTS) return;
  if (!widths) {
    await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
    return;
  }
  const own = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 800 ? 720 : 844 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage });
  }
  if (own) await page.setViewportSize(own);
}

/**
 * POSTs `body` as JSON from the page (so through its service worker, as the app's own calls go),
 * with the signed-in admin's token when `asAdmin`; answers the status and the parsed body (null
 * when it is not JSON).
 */
export async function postJsonInPage(
  page: Page,
  url: string,
  body: unknown,
  { asAdmin = false }: { asAdmin?: boolean } = {},
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ url, body, asAdmin }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (asAdmin) headers.Authorization = `Bearer ${localStorage.getItem('adminToken') ?? ''}`;
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON: the status says enough.
      }
      return { status: response.status, json };
    },
    { url, body, asAdmin },
  );
}

/** Fails on any serious or critical axe violation, listing each with its nodes. */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  // Violations only: axe then gathers no node list for the rules that pass (measured: 20-45 %
  // less CPU per run, 1.96 -> 1.08 CPU-s on /shop); the violations found are the same.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Every record of one table of the app's IndexedDB, or only their keys, straight from the
 * database (none when the table is missing).
 */
export function appDbAll<T>(page: Page, store: string, keysOnly = false): Promise<T[]> {
  return page.evaluate(
    async ({ store, keysOnly }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('skyforge-app');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return [];
        return await new Promise<unknown[]>((resolve, reject) => {
          const objectStore = db.transaction(store, 'readonly').objectStore(store);
          const request = keysOnly ? objectStore.getAllKeys() : objectStore.getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { store, keysOnly },
  ) as Promise<T[]>;
}

/** Counts the records in one table of the app's IndexedDB (0 when the table is missing). */
export async function appDbCount(page: Page, store: string): Promise<number> {
  return (await appDbAll(page, store, true)).length;
}

const quotaProbeDb = 'e2e-quota-probe';

/** Runs in the page: one write of `bytes` into a scratch database; 'ok' or the error's name. */
function probeWrite(page: Page, bytes: number): Promise<string> {
  return page.evaluate(
    async ({ name, bytes }) => {
      try {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name, 1);
          request.onupgradeneeded = () => request.result.createObjectStore('probe');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          await new Promise<void>((resolve, reject) => {
            const tx = db.transaction('probe', 'readwrite');
            tx.objectStore('probe').put('x'.repeat(bytes), `${Date.now()}-${Math.random()}`);
            tx.oncomplete = () => resolve();
            tx.onabort = () => reject(tx.error);
            tx.onerror = () => reject(tx.error);
          });
        } finally {
          db.close();
        }
        return 'ok';
      } catch (error) {
        return error instanceof Error || error instanceof DOMException ? error.name : String(error);
      }
    },
    { name: quotaProbeDb, bytes },
  );
}

export interface StorageQuota {
  /** From now on writes fail with QuotaExceededError (page and service worker); reads work. */
  fill(): Promise<void>;
  /** Gives the origin its real quota back, once writes go through again. */
  restore(): Promise<void>;
}

/** Room for the precache and the app's data until `fill()`; small enough to use up quickly. */
const quotaBeforeFull = 24 * 1024 * 1024;
const probeBytes = 4 * 1024 * 1024;

/**
 * Takes control of the storage quota of `baseURL`'s origin through DevTools
 * (`Storage.overrideQuotaForOrigin`). Call it before the first visit. Chromium's IndexedDB
 * trusts the space it last asked about for ~30 s, so the quota starts modest (24 MB) and
 * `fill()` writes 4 MB probes until that trusted space is spent and a write really fails.
 * The DevTools session stays open until `restore()`: the override lives as long as it does.
 */
export async function controlStorageQuota(page: Page, baseURL: string): Promise<StorageQuota> {
  const origin = new URL(baseURL).origin;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: quotaBeforeFull });
  return {
    fill: async () => {
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
      await expect
        .poll(() => probeWrite(page, probeBytes), {
          timeout: 45_000,
          intervals: [100],
          message: 'writes fail once the quota is used up',
        })
        .toBe('QuotaExceededError');
    },
    restore: async () => {
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
      await cdp.detach();
      await expect
        .poll(() => probeWrite(page, 1024), { timeout: 45_000, message: 'writes work again' })
        .toBe('ok');
    },
  };
}

/** Adds a product through the products page's Add Product dialog (the page is open). */
export async function addProductInAdmin(
  page: Page,
  product: { name: string; description: string; price: string; originalPrice: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(product.name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(product.description);
  await dialog.getByRole('textbox', { name: 'Price ($)', exact: true }).fill(product.price);
  await dialog.getByRole('textbox', { name: 'Original price ($)' }).fill(product.originalPrice);
  await dialog.getByRole('textbox', { name: 'Image URL' }).fill('/favicon.svg');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Deletes a product through the admin's products page (the admin is signed in), opened at its
 * search: typed into the box on an open page instead, the list's debounced search could render
 * under the delete dialog (one fresh-clone run left the product there).
 */
export async function deleteProductInAdmin(page: Page, name: string): Promise<void> {
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Product' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
}

/** A stat card's value by its label (the label and the value are sibling paragraphs). */
export function statFigure(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator(`xpath=.//p[normalize-space(.)="${label}"]/following-sibling::p[1]`);
}

/**
 * Settings → Data (open): switches booth mode on, and names the device when asked (the first
 * time on a device: issue 35, point 10).
 */
export async function switchBoothModeOnInSettings(
  page: Page,
  deviceName = 'Booth tablet',
): Promise<void> {
  await page.getByRole('switch', { name: 'Booth mode' }).check();
  const dialog = page.getByRole('dialog', { name: 'Name this device' });
  await dialog.getByRole('textbox', { name: 'Device name' }).fill(deviceName);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog).toBeHidden();
}
