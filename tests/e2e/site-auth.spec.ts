import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, openApp, submitCustomerSignIn } from './support';

test.describe('/signin and /signup', () => {
  // One visit: a visitor goes between the two pages by their links, as the steps below do.
  test('validate, refuse a wrong password and a taken e-mail, sign a new customer up and the demo customer in; both have the logo, a way home and no serious accessibility violations', async ({
    page,
  }) => {
    const logoAndAxe = async () => {
      await expect(page.getByRole('link', { name: /Back to home page/ })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.locator('#main img[src="/icons/favicon.svg"]')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    };

    await openApp(page, '/signin');
    await test.step('/signin: logo, a way home, axe', logoAndAxe);

    await test.step('/signin: required fields, then a wrong password alerts and stays', async () => {
      await expect(page).toHaveTitle(/Sign In/);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('This field is required')).toHaveCount(2);
      await page.getByLabel('Email').fill('customer@example.com');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Login failed. Check email and password.')).toBeVisible();
      await expect(page).toHaveURL(/\/signin$/);
    });

    await test.step('/signup: logo, a way home, axe', async () => {
      const create = page.getByRole('link', { name: 'create a new account' });
      await expect(create).toHaveAttribute('href', '/signup');
      await create.click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page).toHaveTitle(/Sign Up/);
      await logoAndAxe();
    });

    await test.step('/signup: a taken e-mail alerts and stays; Sign in goes to /signin', async () => {
      await page.getByLabel('Full Name').fill('Someone Else');
      await page.getByLabel('Email').fill('customer@example.com');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByText('Registration failed. Please try again.')).toBeVisible();
      await expect(page).toHaveURL(/\/signup$/);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/signup$/);
    });

    await test.step('/signup: signs up a new customer and goes to sign in', async () => {
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

    await test.step('/signin: signs the demo customer in and goes to the shop', async () => {
      await submitCustomerSignIn(page);
      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(page).toHaveURL(/\/shop$/);
    });
  });
});
