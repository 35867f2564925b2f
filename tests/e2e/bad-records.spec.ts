// One bad stored record blanks no page (issue 35, point 19): every list reads its records
// through a check, leaves out what it cannot read and says how many it left out. The records are
// written straight into IndexedDB, as an older build, an extension or a half-written record would.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  openApp,
  putAppDbRecords,
  seedOrderRecord,
  signInAdminViaApi,
  signInCustomerInPage,
} from './support';

test.describe.configure({ timeout: 120_000 });

const errorPage = 'This page could not be shown';

/** Puts records into one table of the backend's database (the worker's), as they are. */
async function putBackendRecords(page: Page, store: string, records: object[]): Promise<void> {
  await page.evaluate(
    async ({ store, records }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('skyforge-backend');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(store, 'readwrite');
          for (const record of records) tx.objectStore(store).put(record);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      } finally {
        db.close();
      }
    },
    { store, records },
  );
}

const now = new Date().toISOString();

test('a bad customer, notification or conversation record leaves the others shown and is counted', async ({
  page,
}) => {
  await signInAdminViaApi(page, '/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await putAppDbRecords(page, 'customers', [
    {
      id: 'CUST-1700000000000-good',
      name: 'Grace Goodrecord',
      email: 'grace.goodrecord@example.com',
      phone: '',
      address: '1 Valid Lane',
      joinDate: now,
      status: 'active',
    },
    { id: 'CUST-1700000000001-bad', name: 42, email: null, status: 'maybe' },
    { id: 'CUST-1700000000002-bad', name: 'No Join Date', email: 'nojoin@example.com' },
  ]);
  await putAppDbRecords(page, 'notifications', [
    {
      id: 'NTF-good',
      type: 'info',
      title: 'A readable notification',
      message: 'It shows.',
      timestamp: now,
      read: false,
      actionRequired: false,
    },
    { id: 'NTF-bad', type: 'shouting', title: null, timestamp: 'not a date' },
  ]);
  await putAppDbRecords(page, 'conversations', [
    { id: 'CONV-bad', customerName: 'Broken', messages: 'not a list', unread: -1 },
  ]);

  await page.goto('/admin/customers?q=goodrecord');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Grace Goodrecord' })).toBeVisible();
  await expect(page.getByText('2 records could not be read and are not shown.')).toBeVisible();
  await expect(page.getByText(errorPage)).toHaveCount(0);

  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('A readable notification')).toBeVisible();
  await expect(page.getByText('1 record could not be read and is not shown.')).toBeVisible();
  await expect(page.getByText(errorPage)).toHaveCount(0);

  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByText('1 record could not be read and is not shown.')).toBeVisible();
  await expect(page.getByText(errorPage)).toHaveCount(0);
});

test('a bad product or coupon record in the backend leaves the others listed and is counted', async ({
  page,
}) => {
  await openApp(page, '/shop/products');
  // The catalogue listed means the backend has seeded its products: a record written before
  // would be older than every seed product ("Newest first" pages it last) or find no tables.
  await expect(page.getByText('ED1 Educational Drone').first()).toBeVisible();
  await putBackendRecords(page, 'products', [
    {
      id: 'p-bad',
      name: 7,
      nameKey: 'zz bad product',
      description: null,
      price: 'free',
      original_price: 'free',
      image_url: 42,
      category: 'drones',
      tracking_id: null,
      createdAt: Date.now(),
    },
  ]);
  await putBackendRecords(page, 'coupons', [
    { id: 'c-bad', code: 'BROKEN', discount: 'lots', is_active: true, expires_at: null },
  ]);

  await signInAdminViaApi(page, '/admin/products?q=ED1');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'ED1 Educational Drone' })).toBeVisible();
  // Newest first: the bad record is on the first page, which says so.
  await page.goto('/admin/products');
  await expect(page.getByRole('row').filter({ hasText: 'ED1 Educational Drone' })).toBeVisible();
  await expect(page.getByText('1 record could not be read and is not shown.')).toBeVisible();
  await expect(page.getByText(errorPage)).toHaveCount(0);

  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'WELCOME10' })).toBeVisible();
  await expect(page.getByText('1 record could not be read and is not shown.')).toBeVisible();
  await expect(page.getByText(errorPage)).toHaveCount(0);

  // The shop's catalogue lists the readable products.
  await page.goto('/shop/products');
  await expect(page.getByText('ED1 Educational Drone').first()).toBeVisible();
  await expect(page.getByText(errorPage)).toHaveCount(0);
});

test("a bad order leaves the customer's other orders in their history and is counted", async ({
  page,
}) => {
  // The order page opens the app's database (the shop's start page does not need it).
  await openApp(page, '/shop/order/ORD-1');
  const good = seedOrderRecord({
    id: 'ORD-1700000000300-goodorderx',
    name: 'Casey Customer',
    email: 'customer@example.com',
    total: 42,
  });
  const bad = { ...good, id: 'ORD-1700000000301-badorderxx', total: 'lots', items: null };
  await putAppDbRecords(page, 'orders', [good, bad]);
  await signInCustomerInPage(page);

  await page.goto('/shop/order-history');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Orders' }).getByText(good.id as string),
  ).toBeVisible();
  await expect(page.getByText('1 record could not be read and is not shown.')).toBeVisible();
  await expect(page.getByText(errorPage)).toHaveCount(0);
});
