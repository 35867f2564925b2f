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
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
