// The public landing pages arrive prerendered: they show their content before any script runs,
// React takes them over without a mismatch, and every other navigation gets the empty shell.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, waitForServiceWorker } from './support';

// Prerendered pages are what a first visit gets: each test on a device that never saw the app.
test.use({ freshDevice: true });

const landingPages = [
  { path: '/', title: 'SkyForge Technologies', text: 'Drones Built for Every Mission' },
  { path: '/shop', title: 'Shop | SkyForge Technologies', text: 'Fly further. Learn faster.' },
  {
    path: '/shop/products',
    title: 'All Products | SkyForge Technologies',
    text: 'Showing 1–8 of 14 products',
  },
];

/** Console errors and uncaught errors, hydration mismatches among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, text } of landingPages) {
    test(`${path} shows its content from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.locator('h1').first()).toBeAttached();
    });
  }

  test('the catalogue lists the first page of products, with their pictures', async ({ page }) => {
    await page.goto('/shop/products');
    const cards = page.getByRole('heading', { level: 2 }).filter({ hasText: /\w/ });
    await expect(page.getByRole('heading', { name: 'Camera Gimbal' })).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    const firstImage = page.locator('main img').first();
    await expect(firstImage).toHaveJSProperty('complete', true);
    expect(
      await firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
  });

  test('other routes and filtered catalogue links get the empty shell, not another page', async ({
    request,
  }) => {
    for (const path of ['/about', '/shop/products?category=courses', '/admin']) {
      const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});

for (const { path, text } of landingPages) {
  test(`${path} is taken over by the app without a mismatch and works`, async ({ page }) => {
    const errors = collectErrors(page);
    await openApp(page, path);
    // Attached, not visible: the home page's slider may have moved on by now.
    await expect(page.getByText(text).first()).toBeAttached();
    expect(errors.filter((error) => /hydrat|#418|#423|#425/i.test(error))).toEqual([]);
  });
}

test('the prerendered catalogue filters once the app runs', async ({ page }) => {
  const errors = collectErrors(page);
  await openApp(page, '/shop/products');
  await page.getByRole('radio', { name: 'Courses' }).click();
  await expect(page.getByRole('radio', { name: 'Courses' })).toBeChecked();
  await expect(page).toHaveURL(/category=courses/);
  await expect(page.getByText(/Showing 1–\d of \d products/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Camera Gimbal' })).toHaveCount(0);
  expect(errors.filter((error) => /hydrat|#418/i.test(error))).toEqual([]);
});

test('once installed, the worker answers navigations with the shell', async ({ appPage: page }) => {
  await waitForServiceWorker(page);
  const response = await page.goto('/shop/products');
  expect(response?.fromServiceWorker()).toBe(true);
  expect(await response?.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { name: 'Camera Gimbal' })).toBeVisible();
});
