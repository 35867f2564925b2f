// Issue 33: a control a shopper can see either works or looks busy; a click at the first moment it
// is on screen takes effect, never silently lost. The CPU is slowed 4× (a phone is slower still),
// and each click lands at the control's position as soon as it is visible, without Playwright's
// usual wait for the page to settle.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAdminViaApi } from './support';

// Clicks before the app has loaded, on a first visit: each test on a device that never saw the app.
test.use({ freshDevice: true });

const drone = 'ED1 Educational Drone';

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Clicks the first element matching `selector` (and whose text is `text`, when given) at the first
 * frame it is on screen.
 */
async function clickAtFirstSight(page: Page, selector: string, text?: string): Promise<void> {
  const handle = await page.waitForFunction(
    ({ css, text }) => {
      const element = [...document.querySelectorAll(css)].find(
        (candidate) => text === undefined || candidate.textContent?.trim() === text,
      );
      if (!element) return null;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.bottom > innerHeight) return null;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    { css: selector, text },
    { polling: 'raf', timeout: 30_000 },
  );
  const point = (await handle.jsonValue()) as { x: number; y: number };
  await page.mouse.click(point.x, point.y);
}

/** A page the worker controls, with ED1 in the guest cart; the CPU slowed from then on. */
async function withDroneInCart(page: Page): Promise<void> {
  await page.goto('/shop/products/p-001');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 35_000,
  });
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
  await slowCpu(page);
  await clickAtFirstSight(page, 'button', 'Add to Cart');
  await expect(page).toHaveURL(/\/shop\/cart$/);
}

test.describe('a click at first sight takes effect (CPU 4× slower)', () => {
  test('cart: Add to Cart, then + as soon as the line shows, then Remove on a fresh load', async ({
    page,
  }) => {
    await withDroneInCart(page);
    await clickAtFirstSight(page, `[aria-label="Increase quantity of ${drone}"]`);
    await expect(page.getByLabel(`Quantity of ${drone}`, { exact: true })).toHaveText('2', {
      timeout: 5_000,
    });
    await expect(page.getByTestId('order-total')).toHaveText('$598.00');

    await page.goto('/shop/cart');
    await clickAtFirstSight(page, `[aria-label="Remove ${drone} from cart"]`);
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible({
      timeout: 5_000,
    });
  });

  test('cart: Apply coupon as soon as the cart shows', async ({ page }) => {
    await withDroneInCart(page);
    await page.goto('/shop/cart');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await clickAtFirstSight(page, 'button', 'Apply');
    await expect(page.getByText('Coupon "WELCOME10" applied successfully!')).toBeVisible({
      timeout: 5_000,
    });
  });

  test('prerendered catalogue, first visit: the wishlist heart clicked before the app has loaded', async ({
    page,
  }) => {
    await slowCpu(page);
    await page.goto('/shop/products', { waitUntil: 'commit' });
    await clickAtFirstSight(page, 'button[aria-label="Add to wishlist"]');
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveCount(1, {
      timeout: 10_000,
    });
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  });

  test('phone product page: the quick-buy bar’s Add to Cart, clicked as soon as it shows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/shop/products/p-001');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 35_000,
    });
    await slowCpu(page);
    await clickAtFirstSight(page, '[aria-label="Quick buy"] button', 'Add to Cart');
    await expect(page).toHaveURL(/\/shop\/cart$/, { timeout: 10_000 });
    await expect(page.getByLabel(`Quantity of ${drone}`, { exact: true })).toHaveText('1');
  });

  test('checkout: Place Order as soon as it shows answers (the form says what is missing)', async ({
    page,
  }) => {
    await withDroneInCart(page);
    await page.goto('/shop/checkout');
    await clickAtFirstSight(page, 'button', 'Place Order');
    await expect(page.getByText('This field is required').first()).toBeVisible({
      timeout: 5_000,
    });
  });

  test('admin lists: the first button of each, clicked as soon as it shows', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAdminViaApi(page, '/admin');
    await slowCpu(page);
    for (const [path, button] of [
      ['/admin/products', 'Add Product'],
      ['/admin/coupons', 'Add Coupon'],
    ] as const) {
      await page.goto(path);
      await clickAtFirstSight(page, 'button', button);
      await expect(page.getByRole('dialog', { name: button })).toBeVisible({ timeout: 10_000 });
    }
  });
});
