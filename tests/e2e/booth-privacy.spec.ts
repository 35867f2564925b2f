// Booth mode and the next visitor (issue 35, points 6 and 7): nothing of the previous visitor is
// one tap away, and the back office is not open to whoever walks up to the device.
import { expect, test, type Page } from '@playwright/test';
import { checkoutDetails, fillCheckout, openApp, setPaymentOutcome } from './support';

// A fresh device with the demo dataset, as the booth journeys start.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 120_000 });

/** Booth mode as Settings → Data saves it: start over after 30 s, at the shop. */
async function switchBoothModeOn(page: Page): Promise<void> {
  await page.evaluate(() =>
    localStorage.setItem(
      'skyforge.boothMode',
      JSON.stringify({ enabled: true, idleSeconds: 30, startPage: '/shop' }),
    ),
  );
}

/** Lets the idle time and the countdown run out, and waits for the fresh start page. */
async function startOver(page: Page): Promise<void> {
  await page.clock.fastForward(31_000);
  await expect(page.getByText(/Starting over in/)).toBeVisible();
  await page.clock.fastForward(11_000);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

const previousVisitor = [
  checkoutDetails['Full Name'],
  checkoutDetails.Email,
  checkoutDetails.Address,
] as const;

async function expectNothingOf(page: Page, what: readonly string[]): Promise<void> {
  for (const text of what) await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /message/i })).toHaveCount(0);
}

test('after a start over, Back and the remembered URL do not show the previous visitor’s order', async ({
  page,
}) => {
  await page.clock.install();
  await openApp(page, '/shop');
  await switchBoothModeOn(page);

  // A guest buys: the order page shows their name, e-mail, address and a message box.
  await page.goto('/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillCheckout(page, checkoutDetails);
  await setPaymentOutcome(page, 'approved');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/shop\/order\/ORD-/, { timeout: 15_000 });
  const orderUrl = page.url();
  await expect(page.getByText(checkoutDetails.Email).first()).toBeVisible();
  // They browse on, then walk away.
  await page.goto('/shop/products');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await startOver(page);

  // Back: not the order page of the last guest.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNothingOf(page, previousVisitor);
  // Further back through the history: still nothing of theirs (the checkout draft is gone too).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNothingOf(page, previousVisitor);
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveCount(0);

  // The remembered URL.
  await page.goto(orderUrl);
  await expectNothingOf(page, previousVisitor);
  await page.screenshot({ path: test.info().outputPath('after-start-over-1280.png') });
});
