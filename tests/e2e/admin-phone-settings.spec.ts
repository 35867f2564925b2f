// Issue 16 points 16–19: the admin on a phone, settings that take effect, a new product that is
// easy to find, and form outcomes that replace each other.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addProductInAdmin,
  adminSections,
  openApp,
  postJsonInPage,
  putAppDbRecords,
  seedOrderRecord,
  signInAdminViaApi,
} from './support';
import { adminPages } from '../../src/config/paths';

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
}

test.describe('admin on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // One visit: the pages one after another by the navigation drawer (in-app), not a page load each.
  test('a wide table scrolls inside its card; no admin page scrolls sideways and Logout stays on screen', async ({
    page,
  }) => {
    test.setTimeout(180_000); // eleven pages
    await signInAdminViaApi(page, '/admin/coupons');

    await test.step('a wide table scrolls inside its card and says that more columns exist', async () => {
      // The coupons (the order and customer lists show cards on a phone instead: screen-fit).
      const table = page.getByRole('region', { name: 'Coupons table' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByText('Scroll sideways to see every column')).toBeVisible();
      expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // Scrolled to the end, the cue's other side remains: the table still fits its card.
      await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const widths = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(widths).toBeLessThanOrEqual(0);
    });

    await test.step('no admin page scrolls sideways and Logout stays on screen', async () => {
      const nav = adminSections(page);
      for (const path of adminPages) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await nav.locator(`a[href="${path}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.locator('#main h1').first()).toBeVisible({ timeout: 20_000 });
        // Lists and charts settle (tables appear after their data).
        await page.waitForLoadState('networkidle');
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        expect(widths.scroll, `${path} is wider than the screen`).toBeLessThanOrEqual(widths.inner);
        const logout = page.getByRole('button', { name: 'Logout' });
        await expect(logout).toBeVisible();
        await expect(logout).toBeInViewport({ ratio: 1 });
      }
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  });
});

// One visit: the settings, then a new product (each was a test of its own, with its own sign-in).
test('settings take effect: site name, maintenance mode, registration and timezone; a new product is first on page 1, highlighted, and first under the shop\'s "Newest"', async ({
  page,
}) => {
  test.setTimeout(240_000); // many pages on a busy 2-core machine
  const sidebar = adminSections(page);
  await signInAdminViaApi(page, '/admin/settings');
  await test.step('settings take effect: site name, maintenance mode, registration and timezone', async () => {
    const orderTime = '2026-01-15T12:00:00.000Z';
    await putAppDbRecords(page, 'orders', [
      {
        ...seedOrderRecord({
          id: 'ORD-1768478400000',
          name: 'Zone Tester',
          email: 'z@example.com',
          total: 10,
        }),
        createdAt: orderTime,
      },
    ]);

    // Site name: the admin header and every page title.
    await page.getByRole('textbox', { name: 'Site name' }).fill('SkyForge Booth Demo');
    await page.getByRole('textbox', { name: 'Site description' }).fill('Trade show edition');
    // Currency and language say that the demo does not use them.
    await expect(
      page.getByText('Not used by this demo: prices are always shown in US dollars.'),
    ).toBeVisible();
    await expect(
      page.getByText('Not used by this demo: the site is in English only.'),
    ).toBeVisible();
    // Timezone: admin dates.
    await page.getByRole('combobox', { name: 'Timezone' }).click();
    await page.getByRole('option', { name: 'PST — Pacific Standard Time' }).click();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('switch', { name: 'Allow registration' }).uncheck({ force: true });
    await saveSettings(page);

    const header = page.getByRole('banner');
    await expect(header.getByText('SkyForge Booth Demo')).toBeVisible();
    await expect(header.getByText('Trade show edition')).toBeVisible();
    await expect(page).toHaveTitle('Settings — Admin | SkyForge Booth Demo');

    await sidebar.getByRole('link', { name: 'Orders' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Zone Tester' });
    await expect(row.getByText('4:00 AM PST')).toBeVisible();

    // Registration off: the sign-up page says so, and the backend refuses too.
    await page.goto('/signup');
    await expect(
      page.getByText('Registration is closed. New accounts cannot be created at the moment.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    const signUp = await postJsonInPage(page, '/api/auth/signup', {
      name: 'Walk In',
      email: 'walk-in@example.com',
      password: 'secret99',
    });
    expect(signUp.status).toBe(403);

    await page.goto('/about');
    await expect(page).toHaveTitle(/\| SkyForge Booth Demo$/);

    // Maintenance mode: site and shop show the maintenance page; the admin still works.
    await page.goto('/admin/settings?tab=security');
    await page.getByRole('switch', { name: 'Maintenance mode' }).check({ force: true });
    await saveSettings(page);
    for (const path of ['/', '/shop', '/shop/products', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
      await expect(page.getByText('SkyForge Booth Demo')).toBeVisible();
    }
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('switch', { name: 'Maintenance mode' }).uncheck({ force: true });
    await saveSettings(page);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: 'Down for maintenance' })).toHaveCount(0);
  });

  await test.step('a new product is first on page 1, highlighted, and first under the shop\'s "Newest"', async () => {
    const name = `Booth Hexacopter ${Date.now()}`;
    await page.goto('/admin/products');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest first');
    await addProductInAdmin(page, {
      name,
      description: 'Six rotors for the booth.',
      price: '120',
      originalPrice: '150',
    });

    const firstRow = page.getByRole('region', { name: 'Products table' }).getByRole('row').nth(1);
    await expect(firstRow).toContainText(name);
    await expect(firstRow.getByText('Just added')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'data-active',
      'true',
    );

    // Sortable columns: Price sorts the catalogue low to high, then high to low.
    await page.getByRole('button', { name: 'Price' }).click();
    await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.getByRole('button', { name: 'Price' }).click();
    await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await page.goto('/shop/products?sort=newest');
    const shopSort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(shopSort).toHaveValue('newest');
    await expect(shopSort.locator('option:checked')).toHaveText('Newest');
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(name);
  });
});

test('a newer outcome replaces the older: sign-in failure, then success', async ({ page }) => {
  await openApp(page, '/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('customer@example.com');
  await form.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed. Check email and password.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Password' }).fill('customer123');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByText('Login failed. Check email and password.')).toHaveCount(0);
});

test('contact: "saved for sending" goes once the message is delivered', async ({
  page,
  context,
}) => {
  await openApp(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Offline Visitor');
  await form.getByLabel('Email').fill('offline@example.com');
  await form.getByLabel('Subject').selectOption('General Inquiry');
  await form.getByLabel('Message').fill('Are you at the trade show next week?');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/You are offline\. Your message is saved/)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Your saved message has been sent.', { exact: false })).toBeVisible();
  await expect(page.getByText(/You are offline\. Your message is saved/)).toHaveCount(0);
  await expect(page.getByText('Saved for sending')).toHaveCount(0);
});
