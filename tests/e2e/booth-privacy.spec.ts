// Booth mode and the next visitor (issue 35, points 6 and 7): nothing of the previous visitor is
// one tap away, and the back office is not open to whoever walks up to the device.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  checkoutDetails,
  fillCheckout,
  openAdminSection,
  openApp,
  screenshotForReview,
  setPaymentOutcome,
  signInAdminViaUi,
  switchBoothModeOnInSettings,
} from './support';

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
  // The booth overlay (its code loads after the page) is on and its idle timer armed: a jump of
  // the clock before it would pass unseen (CI once saw no countdown).
  await expect(page.getByText('Demo', { exact: true })).toBeVisible();
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
  await screenshotForReview(page, 'after-start-over-1280');
});

/** Settings → Data, by the sidebar's link (an in-app navigation, not a page load). */
async function boothSettings(page: Page): Promise<void> {
  await openAdminSection(page, 'Settings');
  await page.getByRole('tab', { name: 'Data' }).click();
}

/** Booth mode, starting over after 30 s (Settings → Data open). */
async function startOverAfter30Seconds(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Start over after' }).click();
  await page.getByRole('option', { name: '30 seconds' }).click();
}

test('booth mode: /admin after the idle time and leaving booth mode ask for the password or PIN; a start over locks the back office at once', async ({
  page,
}) => {
  await page.clock.install();
  await signInAdminViaUi(page);
  await boothSettings(page);
  await switchBoothModeOnInSettings(page);
  await startOverAfter30Seconds(page);

  await test.step('/admin after the idle time asks for the password', async () => {
    // The operator walks away; a visitor types /admin after the idle time.
    await page.goto('/shop');
    await page.clock.fastForward(31_000);
    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { name: 'Back office locked' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customers' })).toHaveCount(0);
    await expect(page.getByText('customer@example.com')).toHaveCount(0);
    await screenshotForReview(page, 'admin-locked', { widths: [1280, 390] });
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('Wrong password or PIN')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  });

  await test.step('leaving booth mode asks for the PIN or the password', async () => {
    await boothSettings(page);
    await page.getByLabel('Booth PIN').fill('2468');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page.getByText('Booth PIN saved')).toBeVisible();
    await page.getByRole('switch', { name: 'Booth mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch booth mode off?' });
    await expect(dialog).toBeVisible();
    await screenshotForReview(page, 'leave-booth-1280');
    await expect(page.getByRole('switch', { name: 'Booth mode' })).toBeChecked();
    await dialog.getByLabel('Password or PIN', { exact: true }).fill('1111');
    await dialog.getByRole('button', { name: 'Switch booth mode off' }).click();
    await expect(dialog.getByText('Wrong password or PIN')).toBeVisible();
    await dialog.getByLabel('Password or PIN', { exact: true }).fill('2468');
    await dialog.getByRole('button', { name: 'Switch booth mode off' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Booth mode' })).not.toBeChecked();
  });

  await test.step('a start over locks the back office at once', async () => {
    // On again (the device keeps its name: not asked again).
    await page.getByRole('switch', { name: 'Booth mode' }).check();
    await expect(page.getByRole('switch', { name: 'Booth mode' })).toBeChecked();
    await startOverAfter30Seconds(page);
    await page.goto('/shop');
    await expect(page.getByText('Demo', { exact: true })).toBeVisible();
    await page.clock.fastForward(31_000);
    await expect(page.getByText(/Starting over in/)).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(page.getByText(/Starting over in/)).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Back office locked' })).toBeVisible();
  });
});
