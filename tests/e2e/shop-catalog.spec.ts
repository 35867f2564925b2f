// Shop catalogue journeys: header, filters in the URL, product page, share, a11y.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, openApp } from './support';

// Long journeys on a shared, busy machine: give each one room.
test.describe.configure({ timeout: 120_000 });

const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => cards(page).getByRole('heading');

test('category radios replace the query; search, sort, price and page live in the URL', async ({
  page,
}) => {
  await openApp(page, '/shop');
  await page
    .getByRole('navigation', { name: 'Shop' })
    .getByRole('link', { name: 'All Products' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page.getByText('Showing 1–8 of 14 products')).toBeVisible();

  // Category radio: the query string is replaced, not pushed.
  await page.getByRole('radio', { name: 'Drone Products' }).click();
  await expect(page.getByRole('radio', { name: 'Drone Products' })).toBeChecked();
  await expect(page).toHaveURL(/\/shop\/products\?category=drones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Drone Products' })).toBeVisible();
  await expect(page.getByText('Showing 1–8 of 8 products')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  // Forward lands on the replaced entry: no extra history entry for the radio change.
  await page.goForward();
  await expect(page).toHaveURL(/\/shop\/products\?category=drones$/);
  await page.getByRole('radio', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/products$/);

  // Text search: trimmed, debounced, in the URL.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('  5-inch  ');
  await expect(page).toHaveURL(/search=5-inch(&|$)/);
  await expect(cardNames(page)).toHaveText(['FPV Racer Kit']);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('zzz-nothing');
  await expect(page.getByText('No products found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('');
  await expect(page).toHaveURL(/\/shop\/products$/);

  // Sort.
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(cardNames(page).first()).toHaveText('Custom Build Drone');
  await page.getByLabel('Sort by').selectOption('name');

  // Page 2 is pushed (Back returns to page 1) and survives a reload.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing 9–14 of 14 products')).toBeVisible();
  await expect(cardNames(page).first()).toHaveText('Full-Stack Web Development Course');
  await page.reload();
  await expect(page.getByText('Showing 9–14 of 14 products')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/products$/);
  await expect(page.getByText('Showing 1–8 of 14 products')).toBeVisible();

  // A filter change resets the page to 1.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\/shop\/products\?sort=price-asc$/);
});

test('a shared link restores category, max price and sort; the slider shows the bound', async ({
  page,
}) => {
  await openApp(page, '/shop/products?category=drones&max_price=100&sort=price-asc');
  await expect(page.getByRole('heading', { level: 1, name: 'Drone Products' })).toBeVisible();
  await expect(cardNames(page)).toHaveText(['Propeller Set (8 pieces)', 'Drone Battery Pack (2x)']);
  await expect(page.getByRole('radio', { name: 'Drone Products' })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  const slider = page.getByRole('slider', { name: 'Maximum price' });
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await expect(slider).toHaveAttribute('aria-valuemax', '899');

  // Keyboard on the slider moves the upper bound and writes it to the URL.
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/max_price=99(&|$)/);
  await page.reload();
  await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
    'aria-valuenow',
    '99',
  );

  // Unknown category → all.
  await page.goto('/shop/products?category=toys');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});

test('header: the nav marks the current link, the account menu signed out offers Sign In and Sign Up, the search trims the text and ignores blanks', async ({
  page,
}) => {
  await openApp(page, '/shop/products?category=courses');
  await test.step('the nav highlights the current link', async () => {
    const nav = page.getByRole('navigation', { name: 'Shop' });
    await expect(nav.getByRole('link', { name: 'Student Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'All Products' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  await test.step('the account menu signed out', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Sign In' })).toHaveCount(0);
  });

  await test.step('the header search: blanks stay, a trimmed text lists its products', async () => {
    const search = page.getByRole('searchbox', { name: 'Search the shop' });
    await search.fill('    ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop\/products\?category=courses$/);
    await search.fill('  stabilised  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop\/products\?search=stabilised$/);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(
      'stabilised',
    );
    await expect(cardNames(page)).toHaveText(['Camera Gimbal']);
  });

  await test.step('Sign Up in the account menu opens the sign-up page', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test('account menu signed in shows the customer and signs out to /shop', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', 'e2e-fake-token');
      localStorage.setItem(
        'authUser',
        JSON.stringify({
          id: 'u-1',
          name: 'Casey Customer',
          email: 'casey@example.com',
          role: 'user',
        }),
      );
    }
  });
  await openApp(page, '/shop/products');
  await page.getByRole('button', { name: /Account menu, signed in as Casey Customer/ }).click();
  await expect(page.getByText('casey@example.com')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cart History' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Order History' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
});

test('product pages: an unknown one says Product Not Found; one without a discount shows no original price; discount, gallery, quantity never below 1, Add to Cart goes to the cart', async ({
  page,
}) => {
  await test.step('an unknown product, and Browse Products', async () => {
    await openApp(page, '/shop/products/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expect(page).toHaveURL(/\/shop\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  await test.step('a product without a discount shows no original price', async () => {
    await page.getByRole('link', { name: 'Custom Build Drone' }).first().click();
    await expect(page).toHaveURL(/\/shop\/products\/p-002$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Build Drone' })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText('$899.00');
    await page.goBack();
  });

  await page.getByRole('link', { name: 'ED1 Educational Drone' }).first().click();
  await expect(page).toHaveURL(/\/shop\/products\/p-001$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'ED1 Educational Drone' }),
  ).toBeVisible();
  const price = page.getByTestId('product-price');
  await expect(price).toContainText('$299.00');
  await expect(price).toContainText('$349.00');
  await expect(price).toContainText('14% off');

  // Gallery wraps around both ways and thumbnails select a view.
  await expect(page.getByText('1 / 4')).toBeVisible();
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(page.getByText('4 / 4')).toBeVisible();
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByText('1 / 4')).toBeVisible();
  await page.getByRole('button', { name: /Show image 3 of 4/ }).click();
  await expect(page.getByText('3 / 4')).toBeVisible();

  // Tabs.
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByText('Exceeded my expectations')).toBeVisible();
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(page.getByRole('rowheader', { name: 'Flight time' })).toBeVisible();

  // Quantity: minimum 1.
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue('2');

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test.describe('share without the Web Share API', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the link and says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await openApp(page, '/shop/products/p-003');
    await expect(page.getByRole('heading', { level: 1, name: 'FPV Racer Kit' })).toBeVisible();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Product link copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/shop\/products\/p-003$/);
  });
});

test('phone: the nav collapses into a drawer and search stays reachable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '/shop');
  await expect(page.getByRole('navigation', { name: 'Shop' })).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search the shop' })).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawerNav = page.getByRole('navigation', { name: 'Shop menu' });
  await drawerNav.getByRole('link', { name: 'Drone Products' }).click();
  await expect(page).toHaveURL(/category=drones/);
  await expect(drawerNav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Drone Products' })).toBeVisible();
});

test('shop pages have no serious or critical axe violations', async ({ page }) => {
  await openApp(page, '/shop');
  await expect(cards(page).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page
    .getByRole('navigation', { name: 'Shop' })
    .getByRole('link', { name: 'Drone Products' })
    .click();
  await expect(page).toHaveURL(/\/shop\/products\?category=drones$/);
  await expect(cards(page).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('link', { name: 'ED1 Educational Drone' }).first().click();
  await expect(page).toHaveURL(/\/shop\/products\/p-001$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'ED1 Educational Drone' }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The wishlist by the header's link, and back to the product with Back: in the app, as a
  // shopper moves (the page load is not what is checked here).
  await page.getByRole('link', { name: 'Wishlist, 0 items' }).click();
  await expect(page).toHaveURL(/\/shop\/wishlist$/);
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The product page's wishlist button in its other state (it once had red text on red).
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/products\/p-001$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'ED1 Educational Drone' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(
    page.getByRole('button', { name: 'Remove from Wishlist', exact: true }),
  ).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yIssues(page);
});
