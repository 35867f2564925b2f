// An order placed in the shop reaches the back office: dashboard, orders list,
// status update, and the customer's order page shows the new status.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  checkoutDetails,
  expectNoSeriousA11yIssues,
  fillCheckout,
  openApp,
  setPaymentOutcome,
  signInAdminViaApi,
} from './support';

// Long journeys on a shared, busy machine.
test.describe.configure({ timeout: 150_000 });

async function placeOrderInShop(page: Page): Promise<string> {
  await openApp(page, '/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await fillCheckout(page, checkoutDetails);
  await setPaymentOutcome(page, 'approved');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/shop\/order\/ORD-\d+-[0-9a-z]+$/, { timeout: 15_000 });
  return decodeURIComponent(page.url().split('/').pop() ?? '');
}

function unreadCount(label: string | null): number {
  const match = /Messages, (\d+) unread/.exec(label ?? '');
  return match ? Number(match[1]) : 0;
}

test('an order from the shop: dashboard, list, status update, order page', async ({ page }) => {
  const orderId = await placeOrderInShop(page);
  const total = (await page.getByText(/^\$\d/).first().textContent()) ?? '';

  await signInAdminViaApi(page, '/admin');
  const shortcut = page.getByRole('banner').getByRole('link', { name: /^Messages, / });
  const unreadBefore = unreadCount(await shortcut.getAttribute('aria-label'));

  // Dashboard: the order is among the recent ones and counted in the figures.
  const recent = page.getByRole('row', { name: `Open order ${orderId}` });
  await expect(recent).toBeVisible();
  await expect(recent.getByText('Grace Hopper')).toBeVisible();
  await expect(page.getByText('ORDERS', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All' }).first()).toHaveAttribute(
    'href',
    '/admin/orders',
  );
  for (const period of ['7d', '90d', '1y', '30d']) {
    await page.getByText(period, { exact: true }).click();
    await expect(page).toHaveURL(period === '30d' ? /\/admin$/ : new RegExp(`period=${period}`));
  }
  await expectNoSeriousA11yIssues(page);

  // Export Report downloads a CSV with the figures.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('dashboard-30d.csv');
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const csv = readFileSync(path, 'utf8');
  expect(csv).toContain('Total revenue');
  expect(csv).toContain(orderId);

  // Keyboard opens the order.
  await recent.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/shop/order/${orderId}$`));

  // A customer message raises the unread count of the top bar's shortcut.
  await page.getByRole('textbox', { name: 'Your message' }).fill('Is it shipped yet?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('list', { name: 'Order messages' }).getByText('Is it shipped yet?'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

  // Orders list: search, sort, status update.
  await page.goto('/admin/orders');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Messages, / })).toHaveAttribute(
    'aria-label',
    `Messages, ${unreadBefore + 1} unread`,
  );
  await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.getByRole('textbox', { name: 'Search orders' }).fill('grace@');
  await expect(page).toHaveURL(/q=grace%40/);
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  if (total) await expect(row.getByText(total.trim())).toBeVisible();
  await page.getByRole('button', { name: 'Customer' }).click();
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page).toHaveURL(/sort=customer/);
  await page.getByRole('textbox', { name: 'Search orders' }).fill('nobody-here');
  await expect(page.getByText('No orders found')).toBeVisible();
  await expect(
    page.getByText('Search matches the start of a word in an order ID, customer name or email.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Search orders' }).fill(orderId);
  await expect(row.getByRole('link', { name: `View order ${orderId}` })).toHaveAttribute(
    'href',
    `/shop/order/${orderId}`,
  );
  await expectNoSeriousA11yIssues(page);

  await row.getByRole('button', { name: /Update Status/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
  const select = dialog.getByRole('combobox', { name: 'Status' });
  await expect(select).toHaveValue('Pending');
  await select.click();
  await page.getByRole('option', { name: 'Shipped' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('button', { name: 'Updating...' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Shipped')).toBeVisible();

  // Status filter.
  await page.getByRole('textbox', { name: 'Search orders' }).fill('');
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole('row').filter({ hasText: orderId })).toHaveCount(0);
  // Text typed just before Clear filters (not yet a search) goes too, and never becomes one.
  const searchBox = page.getByRole('textbox', { name: 'Search orders' });
  await searchBox.fill('no such order');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(row).toBeVisible();
  await expect(searchBox).toHaveValue('');
  await page.waitForTimeout(500);
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(row).toBeVisible();

  // The customer's order page shows the new status.
  await page.goto(`/shop/order/${orderId}`);
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();

  // Delivered orders cannot be edited.
  await page.goto(`/admin/orders?q=${orderId}`);
  await row.getByRole('button', { name: /Update Status/ }).click();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Delivered' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Delivered')).toBeVisible();
  await expect(row.getByRole('button', { name: /Update Status/ })).toBeDisabled();
});

test('analytics shows real figures from orders', async ({ page }) => {
  await placeOrderInShop(page);
  await signInAdminViaApi(page, '/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue Trend' })).toBeVisible();
  const top = page.getByRole('row').filter({ hasText: 'ED1 Educational Drone' });
  await expect(top).toBeVisible();
  await expect(top.getByText('4.9')).toBeVisible();
  await page.getByRole('combobox', { name: 'Metric' }).click();
  await page.getByRole('option', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders Trend' })).toBeVisible();
  await expect(page).toHaveURL(/metric=orders/);
  await expectNoSeriousA11yIssues(page);
});
