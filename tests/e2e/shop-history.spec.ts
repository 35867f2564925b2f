// Order history and cart history: signed out they ask to sign in; signed in
// they show the customer's orders (with the status filter in the URL) and the
// cart history tabs (active, purchased, removed).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, fillCheckout, openApp, setPaymentOutcome } from './support';

async function addProduct(page: Page, id: string) {
  await page.goto(`/shop/products/${id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
}

test('signed out, both history pages ask to sign in', async ({ page }) => {
  await openApp(page, '/shop/order-history');
  await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.goto('/shop/cart-history');
  await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('signed in: orders with the status filter and cart history tabs', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page, '/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('customer@example.com');
  await form.getByRole('textbox', { name: 'Password' }).fill('customer123');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/shop$/, { timeout: 30_000 });

  // p-002 added then removed; p-001 bought; p-003 left in the cart.
  await addProduct(page, 'p-002');
  await page.getByRole('button', { name: 'Remove Custom Build Drone from cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await addProduct(page, 'p-001');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  // Name and e-mail come from the signed-in customer.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'customer@example.com',
  );
  await fillCheckout(page, {
    'Full Name': 'Casey Customer',
    Address: '5 Rotor Road',
    City: 'Austin',
    'Postal Code': '78701',
    Country: 'USA',
    'Cardholder Name': 'Casey Customer',
    'Card Number': '4111111111111111',
    'Expiry Date': '0830',
    CVV: '4321',
  });
  await setPaymentOutcome(page, 'approved');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/shop\/order\/ORD-\d+-[0-9a-z]+$/);
  const orderId = decodeURIComponent(page.url().split('/').pop() ?? '');
  await addProduct(page, 'p-003');

  // Order history.
  await page.goto('/shop/order-history');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByText(orderId)).toBeVisible();
  await expect(orders.getByText(/ED1 Educational Drone/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const filters = page.getByRole('radiogroup', { name: 'Filter orders by status' });
  await filters.getByText('Delivered', { exact: true }).click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page.getByText('No orders found')).toBeVisible();
  await filters.getByText('Pending', { exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(orders.getByText(orderId)).toBeVisible();
  await expect(orders.getByRole('button', { name: 'Buy Again' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked();
  await orders.getByRole('link', { name: `View Details of order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/order/${orderId}$`));

  // Cart history.
  await page.goto('/shop/cart-history');
  await expect(page.getByRole('heading', { name: 'Cart History' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Cart history' });
  for (const name of ['Custom Build Drone', 'ED1 Educational Drone', 'FPV Racer Kit']) {
    await expect(history.getByRole('link', { name })).toBeVisible();
  }
  await expectNoSeriousA11yIssues(page);
  const expectations: [string, string, RegExp][] = [
    ['Active', 'FPV Racer Kit', /tab=active/],
    ['Purchased', 'ED1 Educational Drone', /tab=purchased/],
    ['Removed', 'Custom Build Drone', /tab=removed/],
  ];
  for (const [tab, name, url] of expectations) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(url);
    await expect(history.getByRole('link')).toHaveCount(1);
    await expect(history.getByRole('link', { name })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Removed' })).toHaveAttribute('aria-selected', 'true');
});

test('signed in with no orders: No orders found and No cart history found', async ({ page }) => {
  await openApp(page, '/signup');
  const email = `new-${Date.now()}@example.com`;
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill('New Customer');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill('secret123');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByRole('textbox', { name: 'Password' }).fill('secret123');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/shop$/, { timeout: 30_000 });
  await page.goto('/shop/order-history');
  await expect(page.getByText('No orders found')).toBeVisible();
  await page.goto('/shop/cart-history');
  await expect(page.getByText('No cart history found')).toBeVisible();
});
