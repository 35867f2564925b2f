// Texts that users and staff type — product names, order messages, contact
// messages — hold HTML and script; everywhere they show, they show as text.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { postJsonInPage, putAppDbRecords, seedOrderRecord } from './support';

const payload = '<img src=x onerror="window.__xss=1">Evil<script>window.__xss=2</script>';

test.describe.configure({ timeout: 120_000 });

async function expectNoScriptRan(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('HTML in product names, order messages and contact messages renders as text', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/products');
  const created = await postJsonInPage(
    page,
    '/api/products',
    {
      name: payload,
      description: payload,
      price: 10,
      original_price: 12,
      image_url: '/media/products/placeholder.svg',
      category: 'drones',
    },
    { asAdmin: true },
  );
  expect(created.status).toBe(201);
  const productId = (created.json as { id: string }).id;

  // Shop: catalogue card and product page.
  await page.goto(`/shop/products?search=${encodeURIComponent('Evil')}`);
  await expect(page.getByText(payload).first()).toBeVisible();
  await expectNoScriptRan(page);
  await page.goto(`/shop/products/${productId}`);
  await expect(page.getByRole('heading', { name: payload })).toBeVisible();
  await expectNoScriptRan(page);

  // Admin: product list.
  await page.goto('/admin/products');
  await page.getByRole('textbox', { name: 'Search products' }).fill('Evil');
  await expect(page.getByText(payload).first()).toBeVisible();
  await expectNoScriptRan(page);

  // An order message from a customer, on the order page and in the admin.
  const order = seedOrderRecord({
    id: 'ORD-1700000000999',
    name: payload,
    email: 'x@example.com',
    total: 10,
  });
  await putAppDbRecords(page, 'orders', [order]);
  await putAppDbRecords(page, 'orderMessages', [
    {
      id: 'MSG-1700000000999',
      orderId: order.id,
      text: payload,
      sender: 'customer',
      timestamp: new Date().toISOString(),
      readByStaff: false,
    },
  ]);
  await page.goto(`/shop/order/${order.id}`);
  await expect(page.getByText(payload).first()).toBeVisible();
  await expectNoScriptRan(page);
  await page.goto('/admin/messages');
  await page.getByText(`Order ${order.id}`).first().click();
  await expect(page.getByText(payload).first()).toBeVisible();
  await expectNoScriptRan(page);
  await page.goto('/admin/orders');
  await expect(page.getByText(payload).first()).toBeVisible();
  await expectNoScriptRan(page);

  // A contact message becomes an admin notification.
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(payload);
  await form.getByLabel('Email').fill('x@example.com');
  await form.getByLabel('Subject').selectOption('General Inquiry');
  await form.getByLabel('Message').fill(payload);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank You!')).toBeVisible();
  await page.goto('/admin/notifications');
  await expect(page.getByText(payload, { exact: false }).first()).toBeVisible();
  await expectNoScriptRan(page);
});
