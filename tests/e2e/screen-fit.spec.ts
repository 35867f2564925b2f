// What sits on a screen: nothing important below the first screen, behind the header, under a
// banner, or left over from the page before.
import { expect, test, type Locator } from '@playwright/test';
import { openApp } from './support';

const phone = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test('phone product page: Add to Cart is on the first screen and works', async ({ page }) => {
  await page.setViewportSize(phone);
  await openApp(page, '/shop/products/p-001');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ED1 Educational Drone' }),
  ).toBeVisible();
  const addToCart = page
    .getByRole('region', { name: 'Quick buy' })
    .getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('product-phone.png') });
  await addToCart.click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByText('ED1 Educational Drone').first()).toBeVisible();
});

test.describe('share without the Web Share API', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Product link copied" stays on the product page', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await openApp(page, '/shop/products/p-003');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Product link copied to clipboard!')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByText('Product link copied to clipboard!')).toHaveCount(0);
  });
});

test('page hero art starts below the transparent header', async ({ page }) => {
  for (const size of [{ width: 1280, height: 800 }, phone]) {
    await page.setViewportSize(size);
    for (const path of ['/contact', '/careers']) {
      await openApp(page, path);
      const header = await box(page.getByTestId('site-header'));
      const art = await box(page.locator('[data-hero="dark"] img').first());
      expect(art.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      await page.screenshot({
        path: test.info().outputPath(`hero${path.replace('/', '-')}-${size.width}.png`),
      });
    }
  }
});

test.describe('offline notice', () => {
  test.use({ viewport: phone });

  test('leaves the end of the page and the phone buy bar uncovered, then shrinks', async ({
    page,
    context,
  }) => {
    await openApp(page, '/contact');
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Everything keeps working');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await box(page.getByRole('contentinfo').locator('p, a').last());
    const noticeBox = await box(notice);
    expect(footerEnd.y + footerEnd.height).toBeLessThanOrEqual(noticeBox.y);
    // After a few seconds it keeps only its title, a small pill.
    await expect(notice).not.toContainText('Everything keeps working', { timeout: 10_000 });
    expect((await box(notice)).width).toBeLessThan(200);

    await page.goto('/shop/products/p-001');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ED1 Educational Drone' }),
    ).toBeVisible();
    const bar = await box(page.locator('[data-sticky-buy-bar]'));
    const pill = await box(notice);
    expect(pill.y + pill.height).toBeLessThanOrEqual(bar.y);
    await page.screenshot({ path: test.info().outputPath('offline-product-phone.png') });
  });
});
