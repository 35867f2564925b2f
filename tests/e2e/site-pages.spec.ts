// The public marketing pages (spec §2 "Public pages", §4, §9) on the built app: what needs a real
// browser (media, reduced motion, scrolling, layout, axe, navigation between routes). Each
// screen's own behaviour (the hero slider's timing, keys and lock, the home sections, /drones'
// Read more and links, /software, /training's and /news' chips, the legal pages' text and
// contents, the sitemap's groups) is checked by the component tests beside those screens.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, openApp } from './support';

const sitePages: Array<{ path: string; title: RegExp; heading: RegExp }> = [
  { path: '/', title: /^SkyForge Technologies$/, heading: /SkyForge Technologies/ },
  { path: '/about', title: /About Us/, heading: /Engineers and teachers/ },
  { path: '/drones', title: /Drones/, heading: /Drones Designed, Built and Supported/ },
  { path: '/software', title: /Software/, heading: /Healthcare Software/ },
  { path: '/training', title: /Training Programs/, heading: /Young Minds/ },
  { path: '/news', title: /News/, heading: /News & Updates/ },
  { path: '/privacy', title: /Privacy Policy/, heading: /Privacy Policy/ },
  { path: '/terms', title: /Terms of Service/, heading: /Terms of Service/ },
  { path: '/sitemap', title: /Sitemap/, heading: /Find your way around/ },
];

/** Waits until the page's entrance transitions have finished (endless animations aside). */
async function transitionsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Title, description, heading and axe at the desktop size; no horizontal scrolling at 360 px. */
async function checkSitePage(page: Page, { path, title, heading }: (typeof sitePages)[number]) {
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect.soft(description?.length ?? 0, path).toBeGreaterThan(50);
  await expect.soft(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);

  // Let entrance transitions settle before checking colours.
  await transitionsSettled(page);
  await expectNoSeriousA11yIssues(page);

  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  // Components that follow the width (useMediaQuery) re-render after the resize: poll.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: `${path} scrolls sideways at 360 px`, timeout: 5_000 },
    )
    .toBeLessThanOrEqual(0);
  if (viewport) await page.setViewportSize(viewport);
}

test('every site page sets its title and meta description, passes axe and fits 360 px; every sitemap link reaches a real page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // One visit; the other pages are reached the way a visitor does, through the sitemap's links.
  await openApp(page, '/sitemap');
  const sitemap = sitePages.find(({ path }) => path === '/sitemap');
  if (!sitemap) throw new Error('no /sitemap entry');
  await test.step('/sitemap', () => checkSitePage(page, sitemap));

  const hrefs = await page
    .locator('[data-testid^="sitemap-group-"]')
    .getByRole('link')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  expect(hrefs).toHaveLength(10);
  // Every site page but the sitemap itself is among its links.
  expect(hrefs).toEqual(
    expect.arrayContaining(sitePages.map(({ path }) => path).filter((path) => path !== '/sitemap')),
  );

  for (const href of hrefs) {
    await test.step(href, async () => {
      await page.locator(`main a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/' : href}$`));
      await expect(page.locator('#main')).not.toBeEmpty();
      await expect(page.locator('h1').first()).toBeAttached();
      await expect(page.getByText("Oops! The page you're looking for can't be found.")).toHaveCount(
        0,
      );
      const sitePage = sitePages.find(({ path }) => path === href);
      if (sitePage) await checkSitePage(page, sitePage);
      await page.goBack();
      await expect(page).toHaveURL(/\/sitemap$/);
    });
  }
});

test('/drones: reduced motion shows the poster and stops the slider; otherwise the background and R&D videos play', async ({
  page,
}) => {
  await test.step('reduced motion: only the poster, and the home slider does not auto-advance', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp(page, '/drones');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('drones-hero-video')).toHaveCount(0);
    await expect(page.locator('img[src="/media/drones/hero-poster.svg"]')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveAttribute(
      'data-paused',
      'true',
    );
  });

  await test.step('the background video: poster, muted autoplay loop, metadata preload', async () => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goBack();
    await expect(page).toHaveURL(/\/drones$/);
    const video = page.getByTestId('drones-hero-video');
    await expect(video).toHaveAttribute('poster', '/media/drones/hero-poster.svg');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('autoplay', '');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);
  });

  await test.step('R&D cards swap to a looping muted video on hover and on focus', async () => {
    const cards = page.getByTestId('rnd-card');
    await expect(cards).toHaveCount(6);

    const first = cards.first();
    await expect(first.locator('video')).toHaveCount(0);
    await first.getByRole('group').hover();
    const video = first.locator('video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('src', '/media/rnd/r1.mp4');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('controls', '');
    expect(await video.evaluate((el: HTMLVideoElement) => el.muted && el.autoplay)).toBe(true);

    // Leaving puts the thumbnail back.
    await page.getByRole('heading', { name: 'What we are flying next' }).hover();
    await expect(first.locator('video')).toHaveCount(0);
    await expect(first.locator('img')).toBeVisible();

    // Keyboard focus plays it too; blur stops it.
    const second = cards.nth(1);
    await second.getByRole('group').focus();
    await expect(second.locator('video')).toBeVisible();
    await page.getByRole('heading', { name: 'What we are flying next' }).click();
    await expect(second.locator('video')).toHaveCount(0);
  });
});

test('the legal pages’ table of contents scrolls to the section chosen', async ({ page }) => {
  await openApp(page, '/privacy');
  for (const path of ['/privacy', '/terms']) {
    await test.step(path, async () => {
      if (!page.url().endsWith(path)) {
        // On to the next one as a visitor goes: the footer's Legal links.
        await page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: 'Legal' })
          .locator(`a[href="${path}"]`)
          .click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
      const entries = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      await expect(entries.nth(3)).toBeVisible();
      await entries.nth(3).click();
      const id = (await entries.nth(3).getAttribute('href'))?.slice(1) ?? '';
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    });
  }
});
