// The public site header and footer (spec §2 "Site header and footer"), and the 404 page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp } from './support';

test.describe('site header', () => {
  test('shows the links, highlights the current route and links the logo home', async ({
    page,
  }) => {
    await openApp(page, '/drones');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Drones', '/drones'],
      ['Software', '/software'],
      ['Training', '/training'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Shop', '/shop'],
      ['Sign In', '/signin'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Drones', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('link', { name: 'SkyForge Technologies home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('is hidden on /signin, /signup and /shop', async ({ page }) => {
    await openApp(page, '/signin');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await page.goto('/signup');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByTestId('site-header')).toHaveCount(0);

    await page.goto('/shop');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('is transparent at the top and solid after scrolling more than 50 px', async ({
    appPage: page,
  }) => {
    const header = page.getByTestId('site-header');
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

  test('overlays the hero and stays fixed while scrolling', async ({ page }) => {
    await openApp(page, '/about');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveCSS('position', 'fixed');
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(header).toHaveAttribute('data-solid', 'true');
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
  });

  test('offers a skip link to the main content', async ({ page }) => {
    await openApp(page, '/software');
    await expect(page.locator('h1').first()).toBeVisible();
    // Start from the top of the document, whatever start-up did with focus.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

// Issue 16: the site had no way into the shop.
test.describe('the way into the shop', () => {
  // The shop's layout and page load lazily: as long as openApp allows for a first page.
  const expectShop = async (page: Page) => {
    await expect(page).toHaveURL(/\/shop$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fly further. Learn faster.' }),
    ).toBeVisible({ timeout: 20_000 });
  };

  test('Shop in the header opens the shop', async ({ appPage: page }) => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop', exact: true })
      .click();
    await expectShop(page);
  });

  test('Shop in the footer opens the shop', async ({ page }) => {
    await openApp(page, '/about');
    const link = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Quick Links' })
      .getByRole('link', { name: 'Shop', exact: true });
    await expect(link).toHaveAttribute('href', '/shop');
    await link.click();
    await expectShop(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Shop in the menu opens the shop', async ({ appPage: page }) => {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Shop', exact: true })
        .click();
      await expectShop(page);
    });
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

    test('Back closes the menu', async ({ page }) => {
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

    test('Escape closes the menu', async ({ page }) => {
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

  test('closes with Escape', async ({ page }) => {
    await openApp(page, '/training');
    const toggle = page.getByRole('button', { name: /navigation menu/i });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  });
});

test.describe('site footer', () => {
  test('has the service groups, quick links, social links and contact details', async ({
    appPage: page,
  }) => {
    const footer = page.getByRole('contentinfo');

    const services = footer.getByRole('navigation', { name: 'Services' });
    await expect(services.getByRole('link', { name: 'Drone Products' })).toHaveAttribute(
      'href',
      '/drones',
    );
    for (const name of ['Software Development', 'AI & Machine Learning', 'Web Development']) {
      await expect(services.getByRole('link', { name })).toHaveAttribute('href', '/software');
    }
    await expect(services.getByRole('link', { name: 'Educational Training' })).toHaveAttribute(
      'href',
      '/training',
    );

    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    const quickHrefs = await quick
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(quickHrefs).toEqual(['/about', '/contact', '/privacy', '/terms', '/careers', '/shop']);

    const legal = footer.getByRole('navigation', { name: 'Legal' });
    const legalHrefs = await legal
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(legalHrefs).toEqual(['/privacy', '/terms', '/sitemap']);

    for (const name of ['Facebook', 'YouTube', 'X', 'Instagram', 'LinkedIn', 'WhatsApp']) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    const address = footer.locator('address');
    await expect(address).toContainText('2nd Floor, Trunk Road');
    await expect(address).toContainText('Nellore, Andhra Pradesh 524001');
    await expect(address).toContainText('India');
    await expect(footer.getByRole('link', { name: '+91 861 234 5678' })).toHaveAttribute(
      'href',
      'tel:+918612345678',
    );
    await expect(footer.getByRole('link', { name: 'info@skyforge.tech' })).toHaveAttribute(
      'href',
      'mailto:info@skyforge.tech',
    );
  });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await openApp(page, '/this-page-does-not-exist');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for can't be found.")).toBeVisible();
  // The header stays solid and readable on this light page.
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-solid', 'true');
});
