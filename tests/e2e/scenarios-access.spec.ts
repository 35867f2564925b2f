// Who may switch a test scenario (issue 35, point 20), and what a failing backend says (point 13).
// A link from another site to `?scenario=NAME` only asks; a tester's browser (testing on)
// switches at once; the production build refuses the switch to a caller without the testing
// switch's proof. Under server-errors the back office says what failed and offers Retry, Logout
// and the site; the shop says the server failed, and blames the connection only when it is lost.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  adminSections,
  enableTesting,
  openApp,
  signInAdminInPage,
  switchScenario,
} from './support';

test.describe.configure({ timeout: 90_000 });

const banner = (page: Page) => page.getByRole('region', { name: 'Test scenario' });
const question = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Turn on test scenario ${name} for this browser?` });

/** The scenario the backend applies (its own record, not the page's copy). */
function activeScenario(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/test/scenario');
    return ((await response.json()) as { name: string }).name;
  });
}

test('a ?scenario= link asks first: Cancel leaves the backend normal, Turn on switches', async ({
  page,
}) => {
  await test.step('Cancel: nothing changes', async () => {
    await openApp(page, '/shop/products?scenario=server-errors');
    const asked = question(page, 'server-errors');
    await expect(asked).toBeVisible();
    await expect(asked).toContainText('Catalogue, cart, coupon and sign-in calls answer 500.');
    await expect(page).toHaveURL(/\/shop\/products$/);
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await expect(asked).toBeHidden();
    expect(await activeScenario(page)).toBe('default');
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText('Showing 1–8 of 14 products')).toBeVisible();
    // A reload does not ask again: the address forgot it.
    await page.reload();
    await expect(page.getByText('Showing 1–8 of 14 products')).toBeVisible();
    await expect(question(page, 'server-errors')).toHaveCount(0);
  });

  await test.step('Turn on: the scenario is on, and the shop says the server failed', async () => {
    await page.goto('/shop/products?scenario=server-errors');
    const asked = question(page, 'server-errors');
    await asked.getByRole('button', { name: 'Turn on' }).click();
    await expect(asked).toBeHidden();
    await expect(banner(page)).toContainText('Test scenario: server-errors');
    expect(await activeScenario(page)).toBe('server-errors');
    await page.reload(); // the list shown before stays until the page loads it again
    const failure = page.getByRole('alert').filter({ hasText: "We couldn't load the products" });
    await expect(failure).toContainText(
      "The shop's server failed (error 500). Try again in a moment.",
    );
    await expect(failure).not.toContainText('connection');
  });

  await test.step('network-down: now the connection is what failed', async () => {
    await switchScenario(page, 'network-down');
    await page.reload();
    await expect(
      page.getByText('The product catalogue did not answer. Check your connection and try again.'),
    ).toBeVisible();
  });
});

test('with testing on in this browser, a ?scenario= link switches without asking', async ({
  page,
}) => {
  await enableTesting(page); // the README's console line, before the page loads
  await openApp(page, '/shop?scenario=server-errors');
  await expect(banner(page)).toContainText('Test scenario: server-errors');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await activeScenario(page)).toBe('server-errors');
});

test('the production build refuses the switch without the testing proof (404)', async ({
  page,
}) => {
  await openApp(page, '/about');
  await signInAdminInPage(page);
  const statuses = await page.evaluate(async () => {
    const put = (headers: Record<string, string>) =>
      fetch('/api/test/scenario', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'server-errors' }),
      }).then((response) => response.status);
    const admin = `Bearer ${localStorage.getItem('adminToken') ?? ''}`;
    return {
      none: await put({}),
      admin: await put({ Authorization: admin }),
      proof: await put({ 'X-SkyForge-Testing': 'on' }),
    };
  });
  expect(statuses).toEqual({ none: 404, admin: 404, proof: 200 });
});

test('the back office under server-errors: what failed, Retry, Logout and the site', async ({
  page,
}) => {
  await openApp(page, '/about');
  await signInAdminInPage(page);
  await switchScenario(page, 'server-errors');

  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The back office could not open' }),
  ).toBeVisible();
  await expect(
    page.getByText('The server answered 500 when checking your admin session.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the site' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Retry once the backend answers again: the back office opens.
  await switchScenario(page, 'default');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(adminSections(page)).toBeVisible();

  // Logout from the failure screen leads to the login; the site link to the site.
  await switchScenario(page, 'server-errors');
  await page.reload();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await switchScenario(page, 'default'); // the sign-in answers 500 under the scenario
  await signInAdminInPage(page);
  await switchScenario(page, 'server-errors');
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'Go to the site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
