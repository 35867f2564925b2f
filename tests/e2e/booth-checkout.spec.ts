// On a booth device the next visitor uses the same browser (issue 35, point 26): the checkout
// asks the browser not to remember this visitor's card and address. Elsewhere it helps autofill.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp } from './support';

const fields = {
  'Card Number': 'cc-number',
  CVV: 'cc-csc',
  'Cardholder Name': 'cc-name',
  Address: 'street-address',
  Email: 'email',
} as const;

async function checkoutWithADrone(page: Page): Promise<void> {
  await openApp(page, '/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

test('booth mode: the checkout asks the browser not to remember card or address', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'skyforge.boothMode',
      JSON.stringify({ enabled: true, idleSeconds: 300, startPage: '/' }),
    ),
  );
  await checkoutWithADrone(page);
  for (const label of Object.keys(fields)) {
    await expect(page.getByRole('textbox', { name: label, exact: true }), label).toHaveAttribute(
      'autocomplete',
      'off',
    );
  }
  await expect(
    page.locator('form').filter({ has: page.getByRole('textbox', { name: 'CVV' }) }),
  ).toHaveAttribute('autocomplete', 'off');
});

test('not in booth mode: the checkout names each field for the browser’s autofill', async ({
  page,
}) => {
  await checkoutWithADrone(page);
  for (const [label, token] of Object.entries(fields)) {
    await expect(page.getByRole('textbox', { name: label, exact: true }), label).toHaveAttribute(
      'autocomplete',
      token,
    );
  }
});
