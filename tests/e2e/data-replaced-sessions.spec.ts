// Reset demo data and Import data end every session but the operator's (issue 35, point 21): a
// customer signed in in another tab is signed out there at once, cleanly, with the reason, and
// the old token is refused everywhere (the cart too); the operator stays signed in.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAdminViaApi, signInCustomerViaUi } from './support';

test.describe.configure({ timeout: 120_000 });

/** The status of GET /api/cart/ with a token read earlier. */
function cartStatus(page: Page, token: string): Promise<number> {
  return page.evaluate(async (token) => {
    const response = await fetch('/api/cart/', { headers: { Authorization: `Bearer ${token}` } });
    return response.status;
  }, token);
}

/** Settings → Data, the operator signed in through the login endpoint (the form is not tested here). */
async function openDataTab(page: Page): Promise<void> {
  await signInAdminViaApi(page, '/admin/settings');
  await page.getByRole('tab', { name: 'Data' }).click();
}

/** The customer's tab after the other tab replaced the data: signed out, told why, no error. */
async function expectSignedOutCleanly(shop: Page, token: string): Promise<void> {
  await expect(shop).toHaveURL(/\/signin/, { timeout: 15_000 });
  await expect(shop.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(shop.getByText('This page could not be shown')).toHaveCount(0);
  expect(await shop.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await cartStatus(shop, token)).toBe(401);
}

test('Reset demo data signs a customer in another tab out; the operator stays', async ({
  context,
}) => {
  const shop = await context.newPage();
  await signInCustomerViaUi(shop);
  await shop.goto('/shop/cart');
  const token = (await shop.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(await cartStatus(shop, token)).toBe(200);

  const admin = await context.newPage();
  await openDataTab(admin);
  await admin.getByRole('button', { name: 'Reset demo data' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reset all data?' });
  await dialog.getByRole('radio', { name: 'Empty shop' }).check();
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(admin.getByText('The shop is empty')).toBeVisible();

  await expectSignedOutCleanly(shop, token);
  // The operator is still signed in.
  await admin.goto('/admin/customers');
  await expect(admin.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
});

test('Import data signs a customer in another tab out; the operator stays', async ({ context }) => {
  const admin = await context.newPage();
  await openDataTab(admin);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Export data' }).click(),
  ]);
  const file = await readFile(await download.path(), 'utf8');

  const shop = await context.newPage();
  await signInCustomerViaUi(shop);
  await shop.goto('/shop/cart');
  const token = (await shop.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(await cartStatus(shop, token)).toBe(200);

  await admin
    .getByLabel('Import data file')
    .setInputFiles({ name: 'data.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  const dialog = admin.getByRole('dialog', { name: 'Replace all data?' });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(admin.getByText(/^Data imported: /)).toBeVisible();

  await expectSignedOutCleanly(shop, token);
  await admin.goto('/admin/customers');
  await expect(admin.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
});
