// The public site header and footer (spec §2 "Site header and footer"), and the 404 page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp } from './support';

test.describe('site header', () => {
  test('on the real page: a skip link to the main content; transparent over the hero until 50 px, then solid, and fixed while scrolling', async ({
    appPage: page,
  }) => {
    const header = page.getByTestId('site-header');
    await test.step('skip link', async () => {
      await expect(page.locator('h1').first()).toBeAttached();
      // Start from the top of the document, whatever start-up did with focus.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
    });

    await test.step('transparent at the top, solid after more than 50 px', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-solid', 'false');

      await page.evaluate(() => window.scrollTo(0, 50));
      await page.waitForFunction(() => window.scrollY === 50);
      await expect(header).toHaveAttribute('data-solid', 'false');

      await page.evaluate(() => window.scrollTo(0, 51));
      await expect(header).toHaveAttribute('data-solid', 'true');
      // The background fades in (CSS transition), so wait for it to settle.
      await expect
        .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
        .not.toBe('rgba(0, 0, 0, 0)');

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-solid', 'false');
    });

    await test.step('overlays the hero of /about and stays fixed while scrolling', async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About', exact: true })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: /Engineers and teachers/ }),
      ).toBeVisible();
      await expect(header).toHaveCSS('position', 'fixed');
      await page.evaluate(() => window.scrollTo(0, 800));
      await expect(header).toHaveAttribute('data-solid', 'true');
      const box = await header.boundingBox();
      expect(box?.y).toBe(0);
    });
  });
});

// Issue 16: the site had no way into the shop. The sign-in pages and the shop have no site header.
test('Sign In and Sign up leave the site header behind; Shop in the header, the footer and the phone menu opens the shop without it', async ({
  appPage: page,
}) => {
  const siteHeader = page.getByTestId('site-header');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  // The shop's layout and page load lazily: as long as openApp allows for a first page.
  const expectShop = async () => {
    await expect(page).toHaveURL(/\/shop$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fly further. Learn faster.' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(siteHeader).toHaveCount(0);
    await expect(mainNav).toHaveCount(0);
  };
  const backHome = async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(siteHeader).toBeVisible();
  };

  await test.step('/signin and /signup', async () => {
    await mainNav.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(siteHeader).toHaveCount(0);
    await expect(mainNav).toHaveCount(0);

    await page.locator('main a[href="/signup"]').first().click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(siteHeader).toHaveCount(0);
    await page.goBack();
    await backHome();
  });

  await test.step('Shop in the header', async () => {
    await mainNav.getByRole('link', { name: 'Shop', exact: true }).click();
    await expectShop();
    await backHome();
  });

  await test.step('Shop in the footer', async () => {
    const link = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Quick Links' })
      .getByRole('link', { name: 'Shop', exact: true });
    await expect(link).toHaveAttribute('href', '/shop');
    await link.click();
    await expectShop();
    await backHome();
  });

  await test.step('Shop in the phone menu', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Shop', exact: true })
      .click();
    await expectShop();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the toggle and closes on navigation', async ({ appPage: page }) => {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: /navigation menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(8);
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-solid', 'true');

    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The URL changes before the page's chunk has arrived; a menu opened meanwhile belongs to
    // the page still on screen and closes when About replaces it (CI once clicked in between).
    await expect(
      page.getByRole('heading', { level: 1, name: /building technology/ }),
    ).toBeVisible();

    // Any route change closes it, e.g. a link outside the menu or the back button.
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);

    // Escape closes it too.
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  });

  test.describe('while the page chosen is still loading', () => {
    // page.route sees no request a service worker answers: without one, the pages' chunks come
    // from the network, where the test can hold one back. No page here calls the API.
    test.use({ serviceWorkers: 'block' });

    /**
     * Chooses About in the menu while its chunk is held back (the home page stays on screen),
     * then opens the menu again over the home page. Returns the menu and the chunk's release.
     */
    async function reopenWhileAboutLoads(page: Page) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/about.page-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      const toggle = page.getByRole('button', { name: /navigation menu/i });
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      // The landing page is prerendered: a tap before React has taken it over does nothing.
      await expect(async () => {
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
      }).toPass();

      await menu.getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(menu).toHaveCount(0);
      await toggle.click();
      await expect(menu).toBeVisible();
      const arrived = async () => {
        const response = page.waitForResponse('**/assets/about.page-*.js');
        release();
        await response;
      };
      return { toggle, menu, arrived };
    }

    test('Back and Escape close the menu', async ({ page }) => {
      await test.step('Back', async () => {
        const { toggle, menu, arrived } = await reopenWhileAboutLoads(page);
        await page.goBack();
        await expect(page).toHaveURL(/\/$/);
        await expect(menu).toHaveCount(0);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        // About's chunk arriving late brings back neither the menu nor the About page.
        await arrived();
        await expect(page).toHaveURL(/\/$/);
        await expect(menu).toHaveCount(0);
      });

      await test.step('Escape', async () => {
        // A new page load forgets About's chunk; the route holds it back again.
        await page.unrouteAll();
        const { menu, arrived } = await reopenWhileAboutLoads(page);
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
        await arrived();
        await expect(
          page.getByRole('heading', { level: 1, name: /Engineers and teachers/ }),
        ).toBeVisible();
        await expect(menu).toHaveCount(0);
      });
    });
  });
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await openApp(page, '/this-page-does-not-exist');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for can't be found.")).toBeVisible();
  // The header stays solid and readable on this light page.
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-solid', 'true');
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
});
