// Wishlist journeys: add/remove from cards and the product page, header count, sort/filter in
// the URL, summary, empty state, add to cart.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, openApp } from './support';

// Long journeys on a shared, busy machine: give each one room.
test.describe.configure({ timeout: 120_000 });

const card = (page: Page, name: string) =>
  page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardNames = (page: Page) => page.getByTestId('product-card').getByRole('heading');

test('add, sort, filter, remove and empty the wishlist', async ({ page }) => {
  await openApp(page, '/shop/products');
  await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();

  await card(page, 'FPV Racer Kit').getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  await expect(
    card(page, 'FPV Racer Kit').getByRole('button', { name: 'Remove from wishlist' }),
  ).toBeVisible();
  await card(page, 'Camera Gimbal').getByRole('button', { name: 'Add to wishlist' }).click();
  await card(page, 'Data Science Fundamentals Course')
    .getByRole('button', { name: 'Add to wishlist' })
    .click();
  await expect(page.getByRole('link', { name: 'Wishlist, 3 items' })).toBeVisible();

  // Toggle off and on again from a card.
  await card(page, 'Camera Gimbal').getByRole('button', { name: 'Remove from wishlist' }).click();
  await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
  await card(page, 'Camera Gimbal').getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('link', { name: 'Wishlist, 3 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Wishlist, 3 items' }).click();
  await expect(page).toHaveURL(/\/shop\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveText('3');
  await expect(page.getByTestId('wishlist-total')).toHaveText('$857.00');

  // Default: newest first.
  await expect(cardNames(page)).toHaveText([
    'Camera Gimbal',
    'Data Science Fundamentals Course',
    'FPV Racer Kit',
  ]);
  await page.getByLabel('Sort by').selectOption('name');
  await expect(cardNames(page)).toHaveText([
    'Camera Gimbal',
    'Data Science Fundamentals Course',
    'FPV Racer Kit',
  ]);
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(cardNames(page)).toHaveText([
    'Data Science Fundamentals Course',
    'Camera Gimbal',
    'FPV Racer Kit',
  ]);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(cardNames(page)).toHaveText([
    'FPV Racer Kit',
    'Camera Gimbal',
    'Data Science Fundamentals Course',
  ]);

  // Category filter and search, kept in the URL across a reload.
  await page.getByLabel('Category').selectOption('drones');
  await expect(cardNames(page)).toHaveText(['FPV Racer Kit', 'Camera Gimbal']);
  await page.getByRole('searchbox', { name: 'Search wishlist' }).fill(' gimbal ');
  await expect(cardNames(page)).toHaveText(['Camera Gimbal']);
  await expect(page).toHaveURL(/search=gimbal/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search wishlist' })).toHaveValue('gimbal');
  await expect(page.getByLabel('Category')).toHaveValue('drones');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect(cardNames(page)).toHaveText(['Camera Gimbal']);
  await page.getByRole('searchbox', { name: 'Search wishlist' }).fill('');
  await page.getByLabel('Category').selectOption('all');

  // Add to cart from the wishlist.
  await page.getByRole('button', { name: 'Add Camera Gimbal to cart' }).click();
  await expect(page.getByText('Camera Gimbal was added to your cart.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await expectNoSeriousA11yIssues(page);

  // Remove.
  await page.getByRole('button', { name: 'Remove Camera Gimbal from wishlist' }).click();
  await expect(page.getByTestId('wishlist-count')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove FPV Racer Kit from wishlist' }).click();
  await page
    .getByRole('button', { name: 'Remove Data Science Fundamentals Course from wishlist' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/shop\/products$/);
});

test('the product page toggles the wishlist and it survives a reload', async ({ page }) => {
  await openApp(page, '/shop/products/p-004');
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Mapping Drone' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(
    page.getByRole('button', { name: 'Remove from Wishlist', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Remove from Wishlist', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove from Wishlist', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
});
