// Admin sign-in: the guard, the login rules and messages, logout, the
// forgot-password page, and the 🔒 API refusing requests without the admin token.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminSections, expectNoSeriousA11yIssues, openApp } from './support';

test.describe.configure({ timeout: 90_000 });

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
}

test('signed out, admin pages redirect to the login page', async ({ page }) => {
  await openApp(page, '/admin/products');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('login rules: empty fields, wrong credentials, success, logout', async ({ page }) => {
  await openApp(page, '/admin/login');
  await expect(page.getByText('admin@example.com')).toBeVisible();
  await expect(page.getByText('admin123')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to website' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yIssues(page);

  const signIn = page.getByRole('button', { name: 'Sign In' });
  await signIn.click();
  await expect(page.getByText('Please enter both email and password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await signIn.click();
  await expect(page.getByText('Please enter both email and password')).toBeVisible();

  await fillLogin(page, 'admin@example.com', 'wrong-password');
  await signIn.click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await fillLogin(page, 'admin@example.com', 'admin123');
  await signIn.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByText('admin@example.com')).toBeVisible();
  await expect(banner.getByRole('link', { name: /^Messages, / })).toHaveAttribute(
    'href',
    '/admin/messages',
  );

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('after signing in, the guard sends you back to the page you asked for', async ({ page }) => {
  await openApp(page, '/admin/coupons');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await fillLogin(page, 'admin@example.com', 'admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
});

test('already signed in, the login page goes to the dashboard', async ({ page }) => {
  await openApp(page, '/admin/login');
  await fillLogin(page, 'admin@example.com', 'admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('forgot password explains how to reset the demo', async ({ page }) => {
  await openApp(page, '/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByText(/clear this site.s data/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a 🔒 request without the admin token is refused', async ({ page }) => {
  await openApp(page, '/admin/login');
  const statuses = await page.evaluate(async () => {
    const coupons = await fetch('/api/coupons');
    const create = await fetch('/api/products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Sneaky',
        description: 'x',
        price: 1,
        original_price: 1,
        image_url: '/x.svg',
        category: 'drones',
      }),
    });
    const forged = await fetch('/api/coupons', { headers: { Authorization: 'Bearer forged' } });
    return [coupons.status, create.status, forged.status];
  });
  expect(statuses).toEqual([401, 401, 401]);
});

test('on a tablet the sidebar collapses behind a burger', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1000 });
  await openApp(page, '/admin/login');
  await fillLogin(page, 'admin@example.com', 'admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const sidebar = adminSections(page);
  await expect(sidebar.getByRole('link', { name: 'Products' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await sidebar.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
