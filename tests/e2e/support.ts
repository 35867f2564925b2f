// Shared helpers for end-to-end journeys.
import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page (the backend is up). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 20_000,
  });
}

/** Opens a path and waits for the app and its backend. */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForServiceWorker(page);
  await expect(page.locator('#root')).not.toBeEmpty();
}

/** Signs the demo admin in by storing the session the way the app does. */
export async function signInAdminViaUi(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
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
