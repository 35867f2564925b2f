// Issue 35, points 3, 4 and 18: who may see an order in the shop. A guest finds an order again
// by its id and checkout e-mail (also offline); a pending order's timeline agrees with its badge;
// a session forged in storage shows no customer's order, only one the backend confirms does.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  checkoutDetails,
  fillCheckout,
  openApp,
  putAppDbRecords,
  seedOrderRecord,
  setPaymentOutcome,
  signInCustomerInPage,
} from './support';

// A checkout (1.5 s simulated payment), sign-ins and IndexedDB writes on a busy machine.
test.describe.configure({ timeout: 120_000 });

const orderUrl = /\/shop\/order\/ORD-\d{13}-[0-9a-z]{10}$/;

function timelineStep(page: Page, title: string) {
  return page.locator('.mantine-Timeline-item').filter({ hasText: title });
}

async function findOrder(page: Page, id: string, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Order ID' }).fill(id);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Find order' }).click();
}

const notFound = 'No order matches this order ID and e-mail address. Check both and try again.';

test('a guest finds an order again by its id and e-mail, offline too', async ({
  page,
  context,
}) => {
  // The first page load: the product (it waits for the app), then the cart's own link.
  await openApp(page, '/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/cart$/, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await fillCheckout(page, { ...checkoutDetails, Email: 'Grace.Guest@Example.com' });
  await setPaymentOutcome(page, 'approved');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(orderUrl, { timeout: 20_000 });
  const orderId = decodeURIComponent(page.url().split('/').pop() ?? '');

  // Signed out, the order page offers Find my order, not a history that asks for a sign-in.
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order History' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Find my order' }).click();
  await expect(page).toHaveURL(/\/shop\/find-order$/);

  // The device forgets it placed the order (site data cleared but the orders kept, or the
  // grant lost): the URL alone no longer opens it.
  await page.evaluate(() => localStorage.removeItem('guestOrders'));
  await page.goto(`/shop/order/${orderId}`);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText('Order not found')).toBeVisible();

  // The history's sign-in prompt leads there too.
  await page.goto('/shop/order-history');
  await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
  await page.getByRole('link', { name: 'Find my order' }).click();
  await expect(page.getByRole('heading', { name: 'Find my order' })).toBeVisible();

  // Empty fields: clear messages.
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByText('Please enter your order ID')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  // A wrong e-mail and a wrong id: the same answer, nothing of the order.
  await findOrder(page, orderId, 'someone.else@example.com');
  await expect(page.getByRole('alert').filter({ hasText: notFound })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/find-order$/);
  // Another last character (ids are random: one ending in x stays the same with an x).
  const otherId = `${orderId.slice(0, -1)}${orderId.endsWith('x') ? 'y' : 'x'}`;
  await findOrder(page, otherId, 'grace.guest@example.com');
  await expect(page.getByRole('alert').filter({ hasText: notFound })).toBeVisible();
  await expect(page.getByText('1 Compiler Court')).toHaveCount(0);

  // Offline: orders live on this device, so the same answers come without a network.
  await context.setOffline(true);
  await findOrder(page, orderId, 'nobody@example.com');
  await expect(page.getByRole('alert').filter({ hasText: notFound })).toBeVisible();
  await findOrder(page, `  ${orderId} `, '  GRACE.guest@example.COM ');
  await expect(page).toHaveURL(new RegExp(`/shop/order/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByText('1 Compiler Court', { exact: false })).toBeVisible();

  // Point 4: the badge says Pending and the timeline agrees: Processing is still expected.
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(timelineStep(page, 'Order Placed')).toContainText('Completed ·');
  await expect(timelineStep(page, 'Processing')).toContainText('Expected ·');
  await expect(timelineStep(page, 'Shipped')).toContainText('Expected ·');

  // Found once, it opens again on this device, offline after a reload too.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await context.setOffline(false);
});

test('a session forged in storage shows no customer order; a confirmed one does', async ({
  page,
}) => {
  // An order page opens the app's database (its tables are made on first use).
  await openApp(page, '/shop/order/ORD-1');
  const id = 'ORD-1700000000300-forgedview';
  await putAppDbRecords(page, 'orders', [
    seedOrderRecord({ id, name: 'Casey Customer', email: 'customer@example.com', total: 99 }),
  ]);
  const address = '1 Test Street, Nellore, 524001, India';

  // A forged customer session: the demo customer's stored user with a made-up token.
  await page.evaluate(() => {
    localStorage.setItem('token', 'forged-token-1234');
    localStorage.setItem(
      'authUser',
      JSON.stringify({ id: '2', name: 'Casey', email: 'customer@example.com', role: 'user' }),
    );
  });
  // The backend knows no such session: it ends as an expired one does (the shop's sign-in
  // redirect or the order page's "Order not found", whichever comes first); the order never shows.
  await page.goto(`/shop/order/${id}`);
  await expect(page).toHaveURL(/\/(signin\?.*|shop)$/);
  await expect(page.getByText(address)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Order ${id}` })).toHaveCount(0);
  await page.evaluate(() => {
    localStorage.setItem('token', 'forged-token-1234');
    localStorage.setItem(
      'authUser',
      JSON.stringify({ id: '2', name: 'Casey', email: 'customer@example.com', role: 'user' }),
    );
  });
  await page.goto('/shop/order-history');
  await expect(
    page.getByRole('heading', { name: /^(Please Sign In|Sign in to your account)$/ }),
  ).toBeVisible();
  await expect(page.getByText(id)).toHaveCount(0);
  await page.goto('/shop/order-history');
  await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
  await expect(page.getByText(id)).toHaveCount(0);

  // A forged admin token: no staff view either.
  await page.evaluate(() => {
    localStorage.setItem('adminToken', 'forged-admin-token-1234');
    localStorage.setItem(
      'adminUser',
      JSON.stringify({ id: '1', name: 'Admin', email: 'admin@example.com', role: 'admin' }),
    );
  });
  await page.goto(`/shop/order/${id}`);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText('Order not found')).toBeVisible();
  await expect(page.getByText(address)).toHaveCount(0);

  // The real customer, confirmed by the backend, sees it.
  await page.evaluate(() => {
    for (const key of ['token', 'authUser', 'adminToken', 'adminUser'])
      localStorage.removeItem(key);
  });
  await signInCustomerInPage(page);
  await page.goto(`/shop/order/${id}`);
  await expect(page.getByRole('heading', { name: `Order ${id}` })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order History' })).toBeVisible();
  await page.getByRole('link', { name: 'Order History' }).click();
  await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: id })).toBeVisible();
});
