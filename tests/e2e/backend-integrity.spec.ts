// Backend and money integrity (issue 16 points 4, 6, 19, 20): the backend survives its database
// being deleted, coupons show one status and one latest outcome, an expired card is refused,
// prices have limits, and each product has its own specifications.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  checkoutDetails,
  fillCheckout,
  openApp,
  setPaymentOutcome,
  signInAdminViaUi,
} from './support';

test.describe.configure({ timeout: 120_000 });

/** Deletes the backend's database from the page, as "Clear site data" or another tab would. */
async function deleteBackendDatabase(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('skyforge-backend');
        request.onsuccess = () => resolve('deleted');
        request.onerror = () => reject(request.error ?? new Error('delete failed'));
      }),
  );
}

test('the backend database deleted while the app runs is re-created and re-seeded', async ({
  page,
}) => {
  await openApp(page, '/shop/products');
  await expect(page.getByText('ED1 Educational Drone').first()).toBeVisible();

  expect(await deleteBackendDatabase(page)).toBe('deleted');

  // The same worker answers: products are back, add to cart works, the admin can sign in.
  await page.reload();
  await expect(page.getByText('ED1 Educational Drone').first()).toBeVisible();
  await page.goto('/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('link', { name: 'ED1 Educational Drone' }).first()).toBeVisible();
  await signInAdminViaUi(page);
});

test('coupons show one status each, and a newer outcome replaces the older one', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/coupons');
  const expired = page.getByRole('row').filter({ hasText: 'EXPIRED25' });
  await expect(expired.getByText('Expired', { exact: true })).toBeVisible();
  await expect(expired.getByText('Active', { exact: true })).toHaveCount(0);
  const welcome = page.getByRole('row').filter({ hasText: 'WELCOME10' });
  await expect(welcome.getByText('Active', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'OLDSPRING' }).getByText('Inactive', { exact: true }),
  ).toBeVisible();

  // A taken code, then a new one: the refusal does not stay under the success.
  const duplicate = 'A coupon with this code already exists';
  const notification = (text: string) =>
    page.locator('.mantine-Notification-root').filter({ hasText: text });
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Coupon' });
  await dialog.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await dialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(notification(duplicate)).toBeVisible();
  // The pointer rests on the refusal, which pauses its own closing: only a replacement removes it.
  await notification(duplicate).hover();
  const code = `BOOTH${Date.now() % 100_000}`;
  const codeField = dialog.getByRole('textbox', { name: 'Coupon code' });
  await codeField.fill(code);
  await codeField.press('Enter');
  await expect(notification(`Coupon ${code} added.`)).toBeVisible();
  await expect(notification(duplicate)).toHaveCount(0);
});

test('a card whose expiry date has passed is refused at checkout', async ({ page }) => {
  await openApp(page, '/shop/products/p-005');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await setPaymentOutcome(page, 'approved');
  await fillCheckout(page, { ...checkoutDetails, 'Expiry Date': '01/20' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter a valid expiry date (MM/YY)')).toBeVisible();
  await page.waitForTimeout(2_000); // the simulated payment takes 1.5 s
  await expect(page).toHaveURL(/\/shop\/checkout$/);
});

test('the admin product form refuses a price above $1,000,000.00', async ({ adminPage: page }) => {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('textbox', { name: 'Price ($)', exact: true }).fill('2000000');
  await dialog.getByRole('textbox', { name: 'Original price ($)' }).fill('2000000');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(
    dialog.getByText('Price must be at most $1,000,000.00', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByText('Original price must be at most $1,000,000.00')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Price ($)', exact: true }).fill('999999.99');
  await expect(
    dialog.getByText('Price must be at most $1,000,000.00', { exact: true }),
  ).toHaveCount(0);
  await expect(dialog.getByText('Original price must be at most $1,000,000.00')).toBeVisible();
});

test("each product's Specifications tab shows its own specifications", async ({ page }) => {
  const specification = (label: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });

  await openApp(page, '/shop/products/p-003');
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(specification('Motors')).toContainText('4 × 2306 2450 KV brushless');
  await expect(specification('Product ID')).toContainText('p-003');

  await page.goto('/shop/products/p-009');
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(specification('Duration')).toContainText('12 weeks');
  await expect(specification('Topics')).toContainText('React');
  await expect(specification('Motors')).toHaveCount(0);
});
