// After one online visit, the whole purchase works with the network off:
// the app shell, the backend (in the service worker) and the app database.
import { expect, test } from './fixtures';
import { fillCheckout, openApp, setPaymentOutcome, waitForServiceWorker } from './support';

test('the whole purchase works offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openApp(page, '/shop');
  await expect(page.getByRole('link', { name: /shop/i }).first()).toBeVisible();
  // The worker has stored the whole app (openApp waits for it) before the network goes away.
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('link', { name: 'ED1 Educational Drone' }).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('SAVE20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon "SAVE20" applied successfully!')).toBeVisible();

  // A reload offline keeps the cart.
  await page.reload();
  await expect(page.getByRole('link', { name: 'ED1 Educational Drone' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await fillCheckout(page, {
    'Full Name': 'Offline Olive',
    Email: 'olive@example.com',
    Address: '1 No Signal Lane',
    City: 'Nowhere',
    'Postal Code': '00000',
    Country: 'Atlantis',
    'Cardholder Name': 'Offline Olive',
    'Card Number': '5555 5555 5555 4444',
    'Expiry Date': '01/30',
    CVV: '999',
  });
  await setPaymentOutcome(page, 'approved');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Processing Payment...' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/order\/ORD-\d+-[0-9a-z]+$/);
  await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Ordered items' }).getByRole('link', {
      name: 'ED1 Educational Drone',
    }),
  ).toBeVisible();
  await expect(page.getByText('Discount (SAVE20)')).toBeVisible();

  await page.getByRole('textbox', { name: 'Your message' }).fill('Sent while offline');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('list', { name: 'Order messages' }).getByText('Sent while offline'),
  ).toBeVisible();

  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await context.setOffline(false);
});
