// Reliability: what happens around the user's work when the browser gets in the way — another
// tab upgrading the database, a full device, the connection dropping mid-form, a new build
// arriving while a checkout is half filled. Nothing typed or saved may be lost.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  adminSections,
  appDbCount,
  checkoutCard,
  checkoutCustomer,
  controlStorageQuota,
  fillCheckout,
  openApp,
  setPaymentOutcome,
  signInAdminViaApi,
  waitForServiceWorker,
} from './support';
import { startTwoBuildServer } from './staticServer';

const storageFull =
  'Your device storage is full. Free up some space and try again — nothing you already saved was lost.';
const productName = 'ED1 Educational Drone';

const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

async function expectFields(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await expect(textbox(page, label)).toHaveValue(value);
  }
}

/** Puts the ED1 drone in the cart and opens the checkout. */
async function openCheckoutWithOneDrone(page: Page): Promise<void> {
  await openApp(page, '/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await expect(page.getByText(productName).first()).toBeVisible();
}

/** Marks the document; a reload or navigation drops the mark. */
async function markDocument(page: Page, mark: string): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as { __e2eMark?: string }).__e2eMark = value;
  }, mark);
}

function documentMark(page: Page): Promise<string | null> {
  return page
    .evaluate(() => (window as unknown as { __e2eMark?: string }).__e2eMark ?? null)
    .catch(() => 'navigating');
}

test('a tab on the old database version reloads instead of blocking an upgrade', async ({
  page,
  context,
}) => {
  // Tab A: the app, with its database open (the wishlist page reads it live).
  await openApp(page, '/shop/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await markDocument(page, 'tab A, first load');
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });

  // Tab B: a newer build opens the same database one version up (with a new table).
  const tabB = await context.newPage();
  await tabB.goto('/favicon.svg');
  const upgrade = await tabB.evaluate(async () => {
    const current = await new Promise<number>((resolve, reject) => {
      const request = indexedDB.open('skyforge-app');
      request.onsuccess = () => {
        const version = request.result.version;
        request.result.close();
        resolve(version);
      };
      request.onerror = () => reject(request.error);
    });
    return new Promise<{ from: number; to: number; blocked: boolean; stores: string[] }>(
      (resolve, reject) => {
        let blocked = false;
        const request = indexedDB.open('skyforge-app', current + 1);
        request.onupgradeneeded = () => request.result.createObjectStore('e2eNextBuild');
        request.onblocked = () => {
          blocked = true;
        };
        request.onsuccess = () => {
          const db = request.result;
          const result = {
            from: current,
            to: db.version,
            blocked,
            stores: Array.from(db.objectStoreNames),
          };
          db.close();
          resolve(result);
        };
        request.onerror = () => reject(request.error);
        setTimeout(() => reject(new Error(`upgrade still blocked (blocked=${blocked})`)), 10_000);
      },
    );
  });
  expect(upgrade.to).toBe(upgrade.from + 1);
  expect(upgrade.stores).toContain('e2eNextBuild');
  expect(upgrade.blocked).toBe(false);

  // Tab A let go at once and reloaded itself; the app works on the upgraded database.
  await reloaded;
  await expect.poll(() => documentMark(page), { timeout: 15_000 }).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await page.goto('/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(
    page.getByRole('button', { name: 'Remove from Wishlist', exact: true }),
  ).toBeVisible();
  await expect.poll(() => appDbCount(page, 'wishlist'), { timeout: 15_000 }).toBe(1);
});

// A full device and a connection that drops mid-form, on the same three forms: each form's two
// journeys are steps of one test (was six tests: "admin: settings and a product edit say storage
// is full; what was saved stays" + "an admin product edit keeps every field through offline and
// online"; "checkout: placing an order says storage is full, keeps the cart, writes no order" +
// "checkout keeps every field through offline and online, and after a reload"; "contact: a message
// the device cannot keep says so and stays in the form" + "the contact form keeps every field
// through offline and online, and after a reload").
test.describe('a full device, and the connection dropping in the middle of a form', () => {
  test('admin: settings and a product edit say storage is full, what was saved stays; an edit keeps every field through offline and online', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const quota = await controlStorageQuota(page, baseURL ?? '');
    await signInAdminViaApi(page, '/admin/settings');
    const sidebar = adminSections(page);
    const search = page.getByRole('textbox', { name: 'Search products' });
    const edit = page.getByRole('dialog', { name: 'Edit Product' });

    await test.step('a full device: settings and a product edit say so; what was saved stays', async () => {
      const siteName = page.getByRole('textbox', { name: 'Site name' });
      await expect(siteName).toHaveValue('SkyForge Technologies');
      await siteName.fill('Saved Before Full');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved successfully!')).toBeVisible();

      await quota.fill();
      try {
        // The app's database is full.
        await siteName.fill('Typed While Full');
        await page.getByRole('button', { name: 'Save Settings' }).click();
        await expect(page.getByText(storageFull)).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText('Settings saved successfully!')).toHaveCount(0);
        await expect(siteName).toHaveValue('Typed While Full');

        // The backend (in the service worker, same quota) is full too: 507, same message.
        await sidebar.getByRole('link', { name: 'Products' }).click();
        await search.fill(productName);
        const row = page.getByRole('row').filter({ hasText: productName });
        await row.getByRole('button', { name: `Edit ${productName}` }).click();
        await edit.getByRole('textbox', { name: 'Price ($)', exact: true }).fill('111');
        await edit.getByRole('button', { name: 'Save Changes' }).click();
        // Settings' notice stays until dismissed (an in-app navigation keeps it): the product's
        // is the second.
        await expect(page.getByText(storageFull)).toHaveCount(2, { timeout: 15_000 });
        await expect(page.getByText(storageFull).nth(1)).toBeVisible();
        await expect(edit).toBeVisible();
        await expect(edit.getByRole('textbox', { name: 'Price ($)', exact: true })).toHaveValue(
          '111',
        );
        await expect(page.getByText(/Could not save the product/)).toHaveCount(0);
      } finally {
        await quota.restore();
      }

      // Nothing saved before was lost, nothing half-saved appeared.
      await page.reload();
      await search.fill(productName);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByText(productName, { exact: true }) });
      await expect(row).toContainText('$299.00');
      await sidebar.getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByRole('textbox', { name: 'Site name' })).toHaveValue(
        'Saved Before Full',
      );
    });

    await test.step('the connection drops: a product edit keeps every field through offline and online', async () => {
      await sidebar.getByRole('link', { name: 'Products' }).click();
      await search.fill(productName);
      const row = page.getByRole('row').filter({ hasText: productName });
      await row.getByRole('button', { name: `Edit ${productName}` }).click();
      const name = edit.getByRole('textbox', { name: 'Name', exact: true });
      const description = edit.getByRole('textbox', { name: 'Description' });
      const price = edit.getByRole('textbox', { name: 'Price ($)', exact: true });
      await expect(name).toHaveValue(productName);

      await name.fill('ED1 Classroom Drone');
      await context.setOffline(true);
      await expect(page.getByText('You are offline')).toBeVisible();
      await description.fill('Edited while the connection came and went.');
      await context.setOffline(false);
      await expect(page.getByText('You are offline')).toHaveCount(0);
      await price.fill('289');
      // Coming back online refetches the product list; the dialog must not be reset by it.
      await expect(name).toHaveValue('ED1 Classroom Drone');
      await expect(description).toHaveValue('Edited while the connection came and went.');
      await expect(price).toHaveValue('289');

      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByText('Product "ED1 Classroom Drone" updated.')).toBeVisible();
      await search.fill('ED1 Classroom Drone');
      await expect(page.getByRole('row').filter({ hasText: 'ED1 Classroom Drone' })).toContainText(
        '$289.00',
      );
    });
  });

  test('checkout keeps every field through offline, online and a reload; on a full device placing the order says so, keeps the cart, writes no order', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const quota = await controlStorageQuota(page, baseURL ?? '');
    await openCheckoutWithOneDrone(page);

    await test.step('the connection drops: every field kept through offline and online, and after a reload', async () => {
      await fillCheckout(page, {
        'Full Name': checkoutCustomer['Full Name'],
        Email: checkoutCustomer.Email,
      });
      await context.setOffline(true);
      await expect(page.getByText('You are offline')).toBeVisible();
      await fillCheckout(page, {
        Address: checkoutCustomer.Address,
        City: checkoutCustomer.City,
        'Postal Code': checkoutCustomer['Postal Code'],
        Country: checkoutCustomer.Country,
      });
      await context.setOffline(false);
      await expect(page.getByText('You are offline')).toHaveCount(0);
      await fillCheckout(page, checkoutCard);
      await expectFields(page, { ...checkoutCustomer, ...checkoutCard });

      // A reload keeps the draft; never the card number or CVV.
      await page.reload();
      await expectFields(page, {
        ...checkoutCustomer,
        'Cardholder Name': checkoutCard['Cardholder Name'],
        'Expiry Date': checkoutCard['Expiry Date'],
        'Card Number': '',
        CVV: '',
      });
    });

    await test.step('a full device: placing the order says so, keeps the cart, writes no order', async () => {
      await fillCheckout(page, {
        'Card Number': checkoutCard['Card Number'],
        CVV: checkoutCard.CVV,
      });
      await setPaymentOutcome(page, 'approved');
      const notificationsBefore = await appDbCount(page, 'notifications');

      await quota.fill();
      try {
        await page.getByRole('button', { name: 'Place Order' }).click();
        await expect(page.getByRole('alert').filter({ hasText: storageFull })).toBeVisible({
          timeout: 20_000,
        });
        await expect(page).toHaveURL(/\/shop\/checkout$/);
        await expectFields(page, { ...checkoutCustomer, ...checkoutCard });
        await expect(page.getByText(productName).first()).toBeVisible();
        expect(await appDbCount(page, 'orders')).toBe(0);
        expect(await appDbCount(page, 'notifications')).toBe(notificationsBefore);
      } finally {
        await quota.restore();
      }
    });

    await test.step('with space again: a reload shows the cart and the draft, and the order goes through', async () => {
      await page.reload();
      await expect(page.getByText(productName).first()).toBeVisible();
      await expectFields(page, { ...checkoutCustomer, 'Card Number': '', CVV: '' });
      await fillCheckout(page, {
        'Card Number': checkoutCard['Card Number'],
        CVV: checkoutCard.CVV,
      });
      await setPaymentOutcome(page, 'approved');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/shop\/order\/ORD-\d+-[0-9a-z]+$/, { timeout: 20_000 });
      expect(await appDbCount(page, 'orders')).toBe(1);
      await expect(page.getByRole('list', { name: 'Ordered items' })).toContainText(productName);
      await expect(
        page.getByText('1 Compiler Court, Arlington, 22201, United States'),
      ).toBeVisible();
    });
  });

  test('the contact form keeps every field through offline, online and a reload; a message the full device cannot keep says so and stays', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const quota = await controlStorageQuota(page, baseURL ?? '');
    await openApp(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const typed = {
      Name: 'Ravi Kumar',
      Email: 'ravi@example.com',
      Phone: '+91 90000 00000',
      Subject: 'Drone Products',
      Message: 'Typed across a dropped connection.',
    };
    const expectTyped = async () => {
      for (const [label, value] of Object.entries(typed)) {
        await expect(form.getByLabel(label)).toHaveValue(value);
      }
    };

    await test.step('the connection drops: every field kept through offline and online, and after a reload', async () => {
      await form.getByLabel('Name').fill(typed.Name);
      await form.getByLabel('Email').fill(typed.Email);
      await context.setOffline(true);
      await expect(page.getByText('You are offline')).toBeVisible();
      await form.getByLabel('Phone').fill(typed.Phone);
      await form.getByLabel('Subject').selectOption(typed.Subject);
      await context.setOffline(false);
      await expect(page.getByText('You are offline')).toHaveCount(0);
      await form.getByLabel('Message').fill(typed.Message);
      await expectTyped();
      await page.reload();
      await expectTyped();
    });

    await test.step('a full device: the message says so and stays in the form', async () => {
      await quota.fill();
      try {
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(form.getByRole('alert')).toHaveText(storageFull, { timeout: 15_000 });
        await expect(page.getByText('Thank You!')).toHaveCount(0);
        await expectTyped();
      } finally {
        await quota.restore();
      }
    });

    await test.step('with space again it is sent', async () => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Thank You!')).toBeVisible({ timeout: 15_000 });
    });
  });
});

test('a new build never reloads a half-filled checkout by itself', async ({ browser }) => {
  test.setTimeout(90_000);
  const server = await startTwoBuildServer();
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await openCheckoutWithOneDrone(page);
    await waitForServiceWorker(page);
    const halfFilled = {
      'Full Name': checkoutCustomer['Full Name'],
      Email: checkoutCustomer.Email,
      Address: checkoutCustomer.Address,
      'Card Number': checkoutCard['Card Number'],
    };
    await fillCheckout(page, halfFilled);
    await markDocument(page, 'checkout before the update');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    server.publishSecondBuild();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 30_000 });
    // The new worker is installed and waiting; give it a moment to do anything it might.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting?.state ?? null;
          }),
        { timeout: 15_000 },
      )
      .toBe('installed');
    await page.waitForTimeout(3_000); // nothing to wait for: this checks that nothing happens

    expect(navigations).toBe(0);
    expect(await documentMark(page)).toBe('checkout before the update');
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expectFields(page, halfFilled);

    // When the user chooses to reload, the draft comes back (never the card number).
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText('A new version is available')).toHaveCount(0);
    await expectFields(page, { ...halfFilled, 'Card Number': '' });
  } finally {
    await context.close();
    await server.close();
  }
});
