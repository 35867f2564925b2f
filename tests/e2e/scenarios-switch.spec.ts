// Test scenarios of the mocked backend (issue 18): switched by `?scenario=` or in Settings → Data,
// shown by the banner on every area, kept over a reload and offline, ended by "Turn off"; and what
// two of them do to a visitor (expired-session, email-rate-limited).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scenarioList } from '../../mocks/scenarios/list';
import {
  adminSections,
  enableTesting,
  expectNoSeriousA11yIssues,
  openApp,
  signInAdminInPage,
  signInAdminViaApi,
  switchScenario,
  waitForServiceWorker,
} from './support';

test.describe.configure({ timeout: 90_000 });

const EXPIRED = 'Your session has expired. Please sign in again.';

const banner = (page: Page) => page.getByRole('region', { name: 'Test scenario' });
const productsLoadError = (page: Page) =>
  page.getByRole('alert').filter({ hasText: "We couldn't load the products" });

/** The scenario the backend applies (its own record, not the page's copy). */
function activeScenario(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/test/scenario');
    return ((await response.json()) as { name: string }).name;
  });
}

async function signInCustomer(page: Page) {
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('customer123');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signInAdmin(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('expired-session sends the customer and the admin to their sign-in pages with a message', async ({
  page,
}) => {
  await test.step('signed in: a customer with a cart, and the admin', async () => {
    await openApp(page, '/signin');
    await expect(page.getByText(EXPIRED)).toHaveCount(0); // a first visit
    await signInCustomer(page);
    await expect(page).toHaveURL(/\/shop$/);
    await page.goto('/shop/products/p-001');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    // From the app's page (the worker controls it); the session is read when the app starts.
    await signInAdminInPage(page);
    await page.goto('/admin');
  });

  await test.step('admin: the next admin page finds the session refused', async () => {
    const sections = adminSections(page);
    await expect(sections).toBeVisible(); // the session was checked
    await switchScenario(page, 'expired-session');
    await sections.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
    await expect(banner(page)).toContainText('Test scenario: expired-session');
    await expectNoSeriousA11yIssues(page);
  });

  await test.step('customer: a shop page that uses the account leads to sign in', async () => {
    await page.goto('/shop/cart');
    await expect(page).toHaveURL(/\/signin\?from=%2Fshop%2Fcart$/);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  await test.step('with the scenario off, signing in again returns to each page', async () => {
    await banner(page).getByRole('button', { name: 'Turn off' }).click();
    await expect(banner(page)).toHaveCount(0);
    await signInCustomer(page);
    await expect(page).toHaveURL(/\/shop\/cart$/);
    // The cart belongs to the account: it is back.
    await expect(page.getByRole('link', { name: 'ED1 Educational Drone' }).first()).toBeVisible();

    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
    await signInAdmin(page);
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  });

  await test.step('an ordinary sign-out says nothing about an expiry', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
  });
});

test('a scenario shows on every area, survives a reload and offline, and Turn off ends it', async ({
  page,
  context,
}) => {
  const productsError = productsLoadError(page);
  // A tester's browser: `?scenario=` switches without asking (issue 35, point 20).
  await enableTesting(page);

  await test.step('an unknown name with none active: only the notice', async () => {
    await openApp(page, '/about?scenario=nope');
    await expect(banner(page)).toContainText('Unknown test scenario "nope". Nothing was changed.');
    await expect(banner(page)).not.toContainText('Test scenario:');
    await expect(page).toHaveURL(/\/about$/);
    expect(await activeScenario(page)).toBe('default');
  });

  await test.step('server-errors: the banner on a site page and a shop page', async () => {
    await page.goto('/about?scenario=server-errors');
    await expect(banner(page)).toHaveText(/^Test scenario: server-errors\s*Turn off$/);
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/shop/products?category=drones');
    await expect(banner(page)).toContainText('Test scenario: server-errors');
    await expect(productsError).toBeVisible();
  });

  await test.step('an unknown name changes nothing', async () => {
    await page.goto('/shop/products?category=drones&scenario=nope');
    await expect(banner(page)).toContainText('Unknown test scenario "nope". Nothing was changed.');
    await expect(banner(page)).toContainText('Test scenario: server-errors');
    await expect(productsError).toBeVisible();
    expect(await activeScenario(page)).toBe('server-errors');
  });

  await test.step('kept over a reload, and offline', async () => {
    await page.reload();
    await expect(banner(page)).toContainText('Test scenario: server-errors');
    await expect(productsError).toBeVisible();

    // Installed: the worker has stored the whole app before the network goes.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await waitForServiceWorker(page);
    await expect(banner(page)).toContainText('Test scenario: server-errors');
    await expect(productsError).toBeVisible();
    await context.setOffline(false);
  });

  await test.step('Turn off: banner gone, products load again', async () => {
    await banner(page).getByRole('button', { name: 'Turn off' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'ED1 Educational Drone' })).toBeVisible();
    await expect(productsError).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'ED1 Educational Drone' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test('Settings → Data switches testing on, lists the scenarios and switches one on', async ({
  page,
}) => {
  await signInAdminViaApi(page, '/admin/settings');
  await page.getByRole('tab', { name: 'Data' }).click();
  const choices = page.getByRole('radiogroup', { name: 'Test scenario' });
  // Testing is off in a fresh browser: no list until it is switched on (issue 35, point 20).
  const testing = page.getByRole('switch', { name: 'Testing in this browser' });
  await expect(testing).not.toBeChecked();
  await expect(page.getByText('Switch testing on to choose a test scenario.')).toBeVisible();
  await expect(choices).toHaveCount(0);
  await testing.check();
  await expect(testing).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('skyforge.testing'))).toBe('"on"');
  for (const { name, description } of scenarioList) {
    await expect(choices.getByRole('radio', { name, exact: true })).toBeVisible();
    await expect(choices.getByText(description, { exact: true })).toBeVisible();
  }
  await expect(choices.getByRole('radio', { name: 'default', exact: true })).toBeChecked();

  await choices.getByRole('radio', { name: 'server-errors', exact: true }).check();
  await page.getByRole('button', { name: 'Switch scenario' }).click();
  await expect(banner(page)).toContainText('Test scenario: server-errors');
  await expect(choices.getByRole('radio', { name: 'server-errors', exact: true })).toBeChecked();
  await expectNoSeriousA11yIssues(page); // the Data tab, with the banner

  await page.goto('/shop/products');
  await expect(banner(page)).toContainText('Test scenario: server-errors');
  await expect(productsLoadError(page)).toBeVisible();
});

test.describe('email-rate-limited', () => {
  test.use({ scenario: 'email-rate-limited' });

  test('the contact form says so and keeps the message', async ({ page }) => {
    await page.goto('/contact');
    await expect(banner(page)).toContainText('Test scenario: email-rate-limited');
    const form = page.getByRole('form', { name: 'Contact form' });
    const typed = 'Do you run weekend batches for class 8 students?';
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Subject').selectOption('Training Programs');
    await form.getByLabel('Message').fill(typed);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('alert')).toHaveText(
      'Failed to send message. Please try again later.',
    );
    await expect(page.getByText('Thank You!')).toHaveCount(0);
    await expect(form.getByLabel('Message')).toHaveValue(typed);
    await expect(form.getByLabel('Name')).toHaveValue('Asha Rao');
    // Not lost on leaving the page either: the draft comes back.
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Contact form' }).getByLabel('Message'),
    ).toHaveValue(typed);
  });
});
