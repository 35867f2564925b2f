// Settings → Data → Generated orders (issue 19): a year of orders added in bulk, counted
// everywhere, gone after a reset to an empty shop.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, statFigure } from './support';

/** The dashboard's "Orders" figure over the last year. */
function yearOfOrders(page: Page) {
  return statFigure(page, 'Orders');
}

// Generating and then reading a thousand orders takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openDataTab(page: Page) {
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Data' }).click();
}

test('generated orders fill the back office, and a bad count is refused', async ({
  adminPage: page,
}) => {
  // This browser starts with an empty shop (playwright.config.ts): no orders yet.
  await page.goto('/admin?period=1y');
  await expect(yearOfOrders(page)).toHaveText('0');

  await openDataTab(page);
  const count = page.getByRole('textbox', { name: 'Orders to generate' });
  const generate = page.getByRole('button', { name: 'Generate orders' });
  await count.fill('60000');
  await expect(page.getByText('From 1 to 50,000')).toBeVisible();
  await expect(generate).toBeDisabled();
  await expectNoSeriousA11yIssues(page);

  await count.fill('1200');
  await generate.click();
  await expect(page.getByText('Generated 1,200 orders.')).toBeVisible();

  await page.goto('/admin?period=1y');
  // A year of them: the oldest few may lie just beyond the last 365 days.
  await expect(yearOfOrders(page)).toHaveText(/^1,(1[5-9]\d|200)$/);
  // A header row and the five most recent orders.
  await expect(
    page.getByRole('region', { name: 'Recent orders table' }).getByRole('row'),
  ).toHaveCount(6);
  await page.goto('/admin/orders');
  await expect(page.getByText(/^Showing 1–\d+ of 1,200$/)).toBeVisible();
});
