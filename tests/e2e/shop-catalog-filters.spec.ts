// Issue 35, points 1, 2 and 5: no price cap the visitor did not set, Clear filters, a search of
// several words, and a phone's choice of sort that brings the results into view.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, postJsonInPage, signInAdminViaApi } from './support';

test.describe.configure({ timeout: 120_000 });

const cardNames = (page: Page) => page.getByTestId('product-card').getByRole('heading');
const slider = (page: Page) => page.getByRole('slider', { name: 'Maximum price' });

const pricey = {
  name: 'Falcon X1 Survey Drone',
  description: 'A survey drone with an RTK module and a 45-minute flight time.',
  price: 1499,
  original_price: 1699,
  image_url: '/media/products/ed1-drone.svg',
  category: 'drones',
  tracking_id: null,
};

/** Adds the $1,499 product through the admin API, as the admin's form does. */
async function addPriceyProduct(page: Page): Promise<void> {
  await signInAdminViaApi(page, '/shop/products');
  const { status } = await postJsonInPage(page, '/api/products', pricey, { asAdmin: true });
  expect(status).toBe(201);
}

test('a $1,499 product added through the admin API is listed and found by its exact name', async ({
  page,
}) => {
  await addPriceyProduct(page);

  // All Products: 15, the slider spans the catalogue's own range with no cap set.
  await openApp(page, '/shop/products');
  await expect(page.getByText('Showing 1–8 of 15 products')).toBeVisible();
  await expect(slider(page)).toHaveAttribute('aria-valuemax', '1499');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '1499');
  await expect(page).toHaveURL(/\/shop\/products$/);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(cardNames(page).first()).toHaveText(pricey.name);

  // Drones.
  await page.getByRole('radio', { name: 'Drone Products' }).click();
  await expect(page).toHaveURL(/category=drones/);
  await expect(page.getByText('Showing 1–8 of 9 products')).toBeVisible();
  await expect(cardNames(page).first()).toHaveText(pricey.name);

  // The header's search by its exact name, from the shop's home.
  await openApp(page, '/shop');
  const search = page.getByRole('searchbox').first();
  await search.fill(pricey.name);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\/products\?search=/);
  await expect(cardNames(page)).toHaveText([pricey.name]);
  await expect(page.getByText('No products found')).toHaveCount(0);
});

test('Clear filters removes every filter, the price cap too', async ({ page }) => {
  await addPriceyProduct(page);
  await openApp(page, '/shop/products?search=drone&category=drones&max_price=300&sort=price-desc');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '300');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/shop\/products\?sort=price-desc$/);
  await expect(page.getByText('Showing 1–8 of 15 products')).toBeVisible();
  await expect(cardNames(page).first()).toHaveText(pricey.name);
  await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '1499');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
});

test('"drone course" finds "Drone Pilot Training Course" in the shop and in the admin', async ({
  page,
}) => {
  await openApp(page, '/shop/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('drone course');
  await expect(page).toHaveURL(/search=drone(\+|%20)course/);
  await expect(cardNames(page).filter({ hasText: 'Drone Pilot Training Course' })).toHaveCount(1);
  await expect(page.getByText('No products found')).toHaveCount(0);

  await signInAdminViaApi(page, '/admin/products');
  await page.getByRole('textbox', { name: 'Search products' }).fill('course drone');
  await expect(
    page.getByRole('row').filter({ hasText: 'Drone Pilot Training Course' }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('choosing a sort folds the filters and brings the results into view', async ({ page }) => {
    await openApp(page, '/shop/products');
    await expect(page.getByText('Showing 1–8 of 14 products')).toBeVisible();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByRole('radio', { name: 'Courses' })).toBeVisible();

    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(cardNames(page).first()).toHaveText('Custom Build Drone');
    await expect(page.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The heading and count at the top, just below the sticky header; the first products on screen.
    const heading = page.getByRole('heading', { level: 1, name: 'All Products' });
    const header = await page.getByRole('banner').first().boundingBox();
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
    expect(headerBottom).toBeGreaterThan(0);
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? -1, { timeout: 5_000 })
      .toBeLessThan(headerBottom + 40);
    expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);
    await expect(page.getByText('Showing 1–8 of 14 products')).toBeInViewport();
    await expect(page.getByTestId('product-card').first()).toBeInViewport({ ratio: 0.5 });
  });
});
