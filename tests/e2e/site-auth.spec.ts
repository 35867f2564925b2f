import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, openApp } from './support';

test.describe('/signin and /signup', () => {
  test('signs the demo customer in and goes to the shop', async ({ page }) => {
    await openApp(page, '/signin');
    await expect(page).toHaveTitle(/Sign In/);
    await expect(page.getByRole('link', { name: 'create a new account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await page.getByLabel('Email').fill('customer@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('customer123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('a wrong password alerts and stays on the page', async ({ page }) => {
    await openApp(page, '/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await page.getByLabel('Email').fill('customer@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login failed. Check email and password.')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('signs up a new customer and goes to sign in', async ({ page }) => {
    await openApp(page, '/signup');
    await expect(page).toHaveTitle(/Sign Up/);
    await page.getByLabel('Full Name').fill('New Student');
    await page
      .getByLabel('Email')
      .fill(`student-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page.getByText('Registration successful! Please check your email to verify.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('signing up with a taken e-mail alerts and stays', async ({ page }) => {
    await openApp(page, '/signup');
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email').fill('customer@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Registration failed. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  for (const path of ['/signin', '/signup']) {
    test(`${path} has the logo, a way home and no serious accessibility violations`, async ({
      page,
    }) => {
      await openApp(page, path);
      await expect(page.getByRole('link', { name: /Back to home page/ })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.locator('#main img[src="/icons/favicon.svg"]')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });
  }
});
