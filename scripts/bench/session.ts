// Page helpers shared by the bench's transfer, offline and Lighthouse steps:
// wait for the backend (the service worker), sign the demo admin in, watch the
// network go quiet.
import type { BrowserContext, Page } from '@playwright/test';

export const adminAccount = { email: 'admin@example.com', password: 'admin123' };

/** Waits until the service worker controls the page (the mocked backend answers) and has stored the whole app. */
export async function waitForController(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout,
  });
  // A first install stores only the shell; the rest follows when the page asks (the app's
  // `storeWholeApp`, same message). Measuring waits until it is done.
  const answer = await page.evaluate(
    () =>
      new Promise<{ stored?: boolean; error?: string } | undefined>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage({ type: 'PRECACHE' }, [channel.port2]);
      }),
  );
  if (!answer?.stored) throw new Error(`the worker did not store the app: ${answer?.error}`);
}

/**
 * Runs in an open page of the app (controlled by the worker): signs the demo admin in through
 * POST /api/admin/login and keeps the session where the app reads it (as
 * tests/e2e/support.ts `signInAdminViaApi` does).
 */
export async function signInAdmin(page: Page): Promise<void> {
  await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`admin login failed: ${response.status}`);
    const body = (await response.json()) as { token: string; user: unknown };
    localStorage.setItem('adminToken', body.token);
    localStorage.setItem('adminUser', JSON.stringify(body.user));
  }, adminAccount);
}

/**
 * Forgets the app's code but keeps its data: unregisters the service worker, empties Cache
 * Storage and the HTTP cache, keeps localStorage and IndexedDB (the admin session). This is
 * what Lighthouse's default storage reset does, so a signed-in load is still a cold load.
 */
export async function forgetCode(
  context: BrowserContext,
  page: Page,
  origin: string,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
}

/**
 * Resolves once no request of the context (pages and service worker) has started or finished
 * for `quietMs`, or after `maxMs` in all (then `timedOut` is true).
 */
export function networkWatch(context: BrowserContext) {
  let last = Date.now();
  let inflight = 0;
  const started = () => {
    inflight += 1;
    last = Date.now();
  };
  const ended = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return {
    async quiet({ quietMs = 2000, maxMs = 60_000 } = {}) {
      const begin = Date.now();
      while (Date.now() - begin < maxMs) {
        if (inflight === 0 && Date.now() - last >= quietMs) return { timedOut: false };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { timedOut: true };
    },
    stop() {
      context.off('request', started);
      context.off('requestfinished', ended);
      context.off('requestfailed', ended);
    },
  };
}

/** A one-item pending order in the app's own IndexedDB (orders never reach the backend). */
export async function putOrder(page: Page, order: object): Promise<void> {
  await page.evaluate(async (record) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('skyforge-app');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (db.objectStoreNames.contains('orders')) {
        try {
          await new Promise<void>((resolve, reject) => {
            const tx = db.transaction('orders', 'readwrite');
            tx.objectStore('orders').put(record);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          });
          return;
        } finally {
          db.close();
        }
      }
      db.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the app database has no orders table');
  }, order);
}
