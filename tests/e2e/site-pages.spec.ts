// The public marketing pages (spec §2 "Public pages", §4, §9).
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

function slider(page: Page) {
  return page.locator('[aria-roledescription="carousel"]');
}

async function expectActiveSlide(page: Page, index: number) {
  await expect(slider(page)).toHaveAttribute('data-active-index', String(index));
  await expect(page.locator('[aria-roledescription="slide"][data-active="true"]')).toHaveAttribute(
    'aria-label',
    `Slide ${index + 1} of 4`,
  );
}

/**
 * The page paints before the service worker has installed, and the first
 * install can take longer than a slide: open the home page again once the
 * worker is in, so the slider starts at 0 just before the test looks.
 */
async function openSliderFresh(page: Page) {
  await openApp(page, '/');
  await page.reload();
  await expect(slider(page)).toBeVisible();
}

/** Freezes the page clock just after the current page time. */
async function freezeClock(page: Page) {
  // On a busy machine the page's clock can pass the target before the pause arrives
  // ("Cannot fast-forward to the past"): read it again and aim a little further ahead.
  for (let margin = 50; ; margin *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin >= 400 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

test.describe('home hero slider', () => {
  test('has four slides routing to /drones, /software, /training and /contact', async ({
    page,
  }) => {
    await openSliderFresh(page);
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(4);
    const hrefs = await slides.evaluateAll((nodes) =>
      nodes.map((node) => node.querySelector('a')?.getAttribute('href')),
    );
    expect(hrefs).toEqual(['/drones', '/software', '/training', '/contact']);
    await expect(page.getByRole('button', { name: /Go to slide/ })).toHaveCount(4);
    await expect(slides.first().getByRole('link', { name: 'Explore Drones' })).toBeVisible();
  });

  test('auto-advances every 6000 ms', async ({ page }) => {
    await page.clock.install();
    await openSliderFresh(page);
    await expectActiveSlide(page, 0);
    await freezeClock(page);

    // The slider's first timer started at hydration, a moment before the freeze (longer on a
    // busy machine): the first change comes within 6 s of the freeze, however long that was.
    await page.clock.fastForward(6100);
    await expectActiveSlide(page, 1);

    // The next change is a full 6 s after the previous one.
    await page.waitForTimeout(100);
    await page.clock.fastForward(5500);
    await expectActiveSlide(page, 1);
    await page.clock.fastForward(600);
    await expectActiveSlide(page, 2);
  });

  test('ignores a second click within the 500 ms lock and wraps both ways', async ({ page }) => {
    await page.clock.install();
    await openSliderFresh(page);
    await expectActiveSlide(page, 0);
    await freezeClock(page);

    const next = page.getByRole('button', { name: 'Next slide' });
    const prev = page.getByRole('button', { name: 'Previous slide' });

    // Two quick clicks advance once.
    await next.click();
    await next.click();
    await expectActiveSlide(page, 1);

    // After the lock, clicks work again.
    await page.clock.fastForward(500);
    await next.click();
    await expectActiveSlide(page, 2);

    // Backwards past the first slide wraps to the last.
    await page.clock.fastForward(600);
    await prev.click();
    await expectActiveSlide(page, 1);
    await page.clock.fastForward(600);
    await prev.click();
    await expectActiveSlide(page, 0);
    await page.clock.fastForward(600);
    await prev.click();
    await expectActiveSlide(page, 3);

    // Forwards past the last slide wraps to the first.
    await page.clock.fastForward(600);
    await next.click();
    await expectActiveSlide(page, 0);

    // Dots go straight to a slide.
    await page.clock.fastForward(600);
    await page.getByRole('button', { name: /Go to slide 3/ }).click();
    await expectActiveSlide(page, 2);
  });

  test('responds to the arrow keys when focused', async ({ page }) => {
    await openSliderFresh(page);
    await slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expectActiveSlide(page, 1);
    await page.waitForTimeout(600);
    await page.keyboard.press('ArrowLeft');
    await expectActiveSlide(page, 0);
    await page.waitForTimeout(600);
    await page.keyboard.press('ArrowLeft');
    await expectActiveSlide(page, 3);
    // The slide's button takes you to its route.
    await page
      .locator('[aria-roledescription="slide"][data-active="true"]')
      .getByRole('link', { name: 'Contact Us' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('pauses while hovered', async ({ appPage: page }) => {
    await page.getByRole('button', { name: 'Next slide' }).hover();
    await expect(slider(page)).toHaveAttribute('data-paused', 'true');
  });
});

test.describe('home sections', () => {
  test('services, Why Choose Us and the call to action', async ({ appPage: page }) => {
    const services = page.locator('section', { has: page.locator('#services-title') });
    await expect(services.getByRole('link')).toHaveCount(3);
    const serviceLinks = await services
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(serviceLinks).toEqual(['/drones', '/software', '/training']);

    for (const title of ['Innovation', 'Quality', 'Support 24/7']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }

    await expect(page.getByRole('heading', { name: 'Ready to get started?' })).toBeVisible();
    await expect(
      page.getByText('Contact us today to discuss your technology needs.'),
    ).toBeVisible();
    const cta = page.locator('section', {
      has: page.getByRole('heading', { name: 'Ready to get started?' }),
    });
    await cta.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('an achievement opens a modal with image, date, title and details, closed by a button', async ({
    appPage: page,
  }) => {
    const cards = page
      .locator('section', { has: page.locator('#achievements-title') })
      .getByRole('button');
    await expect(cards).toHaveCount(11);

    await cards.filter({ hasText: 'ED1 Educational Drone Launched' }).click();
    const dialog = page.getByRole('dialog', { name: 'ED1 Educational Drone Launched' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('March 2025')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'ED1 Educational Drone Launched' })).toBeVisible();
    await expect(dialog.getByText(/24 ready-to-teach activities/)).toBeVisible();

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Escape closes it too.
    await cards.filter({ hasText: 'Trusted by More Than 50 Hospitals' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Trusted by More Than 50 Hospitals' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('/drones', () => {
  test('has the background video with poster, muted autoplay loop and metadata preload', async ({
    page,
  }) => {
    await openApp(page, '/drones');
    const video = page.getByTestId('drones-hero-video');
    await expect(video).toHaveAttribute('poster', '/media/drones/hero-poster.svg');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('autoplay', '');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);
  });

  test('with reduced motion shows only the poster, and the slider does not auto-advance', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp(page, '/drones');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('drones-hero-video')).toHaveCount(0);
    await expect(page.locator('img[src="/media/drones/hero-poster.svg"]')).toBeVisible();

    await page.goto('/');
    await expect(slider(page)).toHaveAttribute('data-paused', 'true');
  });

  test('Read more shows the full text cut at 120 characters, one card at a time', async ({
    page,
  }) => {
    await openApp(page, '/drones');
    const ed1 = page.getByTestId('drone-product-ed1');
    const custom = page.getByTestId('drone-product-custom');
    const ed1Text = ed1.getByTestId('drone-description');
    const customText = custom.getByTestId('drone-description');

    const collapsed = (await ed1Text.textContent()) ?? '';
    expect(collapsed.endsWith('...')).toBe(true);
    expect(collapsed).toHaveLength(123);

    await ed1.getByRole('button', { name: 'Read more' }).click();
    const full = (await ed1Text.textContent()) ?? '';
    expect(full.length).toBeGreaterThan(120);
    expect(full.startsWith(collapsed.slice(0, 120))).toBe(true);
    expect(full.endsWith('...')).toBe(false);
    await expect(ed1.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Opening the other card collapses the first.
    await custom.getByRole('button', { name: 'Read more' }).click();
    await expect(custom.getByRole('button', { name: 'Show less' })).toBeVisible();
    await expect(ed1.getByRole('button', { name: 'Read more' })).toBeVisible();
    await expect(ed1Text).toHaveText(collapsed);
    expect(((await customText.textContent()) ?? '').endsWith('...')).toBe(false);

    // Show less collapses it again.
    await custom.getByRole('button', { name: 'Show less' }).click();
    expect(((await customText.textContent()) ?? '').length).toBe(123);
  });

  test('Shop Now goes to /signin, Contact Us and Get a Quote to /contact', async ({ page }) => {
    await openApp(page, '/drones');
    await expect(
      page.getByTestId('drone-product-ed1').getByRole('link', { name: 'Shop Now' }),
    ).toHaveAttribute('href', '/signin');
    await expect(
      page.getByTestId('drone-product-custom').getByRole('link', { name: 'Contact Us' }),
    ).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('R&D cards swap to a looping muted video on hover and on focus', async ({ page }) => {
    await openApp(page, '/drones');
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

test.describe('/software', () => {
  test('has the hospital system, services, process, claim and consultation call to action', async ({
    page,
  }) => {
    await openApp(page, '/software');
    await expect(
      page.getByRole('heading', { name: 'AI Hospital Management System' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact our team' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    for (const name of ['Custom Software', 'AI & Machine Learning', 'Cloud Solutions']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    for (const name of [
      'Discovery',
      'Design',
      'Development',
      'Testing',
      'Deployment',
      'Maintenance',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Trusted by 50+ hospitals' })).toBeVisible();
    await page.getByRole('link', { name: 'Schedule a Consultation' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('/training', () => {
  test('chips filter the programs; one program expands at a time', async ({ page }) => {
    await openApp(page, '/training');
    const cards = page.getByTestId('program-card');
    await expect(cards).toHaveCount(3);
    const chips = page.getByRole('radiogroup', { name: 'Filter programs by category' });
    const chip = (name: string) => chips.getByRole('radio', { name, exact: true });
    await expect(chip('All')).toBeChecked();

    await chips.getByText('Data', { exact: true }).click();
    await expect(chip('Data')).toBeChecked();
    await expect(chip('All')).not.toBeChecked();
    await expect(cards).toHaveCount(1);
    await expect(
      cards.first().getByRole('heading', { name: 'Data Science & Analytics' }),
    ).toBeVisible();

    await chips.getByText('Robotics', { exact: true }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('data-category', 'Robotics');

    await chips.getByText('Development', { exact: true }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading', { name: 'Web Development' })).toBeVisible();

    await chips.getByText('All', { exact: true }).click();
    await expect(cards).toHaveCount(3);

    // Expand: core topics and specialized tracks.
    const web = cards.filter({ hasText: 'Web Development' });
    const data = cards.filter({ hasText: 'Data Science & Analytics' });
    await web.getByRole('button', { name: 'View details' }).click();
    await expect(web.getByText('Core topics')).toBeVisible();
    await expect(web.getByText('Specialized tracks')).toBeVisible();
    await expect(web.getByText('Full-Stack Starter (ages 13–15)')).toBeVisible();

    await data.getByRole('button', { name: 'View details' }).click();
    await expect(data.getByText('Core topics')).toBeVisible();
    await expect(web.getByText('Core topics')).toBeHidden();

    await data.getByRole('button', { name: 'Hide details' }).click();
    await expect(data.getByText('Core topics')).toBeHidden();

    await web.getByRole('link', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('shows the methodology, the FAQ and the Get in Touch call to action', async ({ page }) => {
    await openApp(page, '/training');
    for (const name of [
      'Learn by building',
      'Small batches',
      'Real-world projects',
      'Progress you can see',
    ]) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await page.getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('/news', () => {
  test('chips filter the cards and Read More opens the full article', async ({ page }) => {
    await openApp(page, '/news');
    const cards = page.getByTestId('news-card');
    const chips = page.getByRole('radiogroup', { name: 'Filter news by category' });
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(8);

    for (const category of [
      'Product Launch',
      'Software',
      'Education',
      'Partnership',
      'Sustainability',
    ]) {
      await chips.getByText(category, { exact: true }).click();
      await expect(chips.getByRole('radio', { name: category, exact: true })).toBeChecked();
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(total);
      const categories = await cards.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('data-category')),
      );
      expect(new Set(categories)).toEqual(new Set([category]));
    }

    await chips.getByText('All', { exact: true }).click();
    await expect(cards).toHaveCount(total);

    const card = cards.filter({ hasText: 'Solar Charging Hub Powers Our Drone Fleet' });
    await expect(card.getByText('October 2, 2025')).toBeVisible();
    await card.getByRole('button', { name: /Read More/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Solar Charging Hub Powers Our Drone Fleet' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/15-kilowatt array/)).toBeVisible();
    await expect(dialog.getByText('Sustainability', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('legal pages', () => {
  for (const path of ['/privacy', '/terms']) {
    test(`${path} is a long text with a working table of contents`, async ({ page }) => {
      await openApp(page, path);
      const words = await page
        .locator('article')
        .evaluate((el) => (el.textContent ?? '').split(/\s+/).filter(Boolean).length);
      expect(words).toBeGreaterThanOrEqual(1200);
      const toc = page.getByRole('navigation', { name: 'Contents' });
      const entries = toc.getByRole('link');
      expect(await entries.count()).toBeGreaterThanOrEqual(8);
      await entries.nth(3).click();
      const id = (await entries.nth(3).getAttribute('href'))?.slice(1) ?? '';
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    });
  }
});

test.describe('/sitemap', () => {
  test('has three groups and every link reaches a real page', async ({ page }) => {
    test.setTimeout(120_000);
    await openApp(page, '/sitemap');
    const groups: Array<[string, string[]]> = [
      ['main', ['Home', 'About', 'Contact']],
      ['services', ['Drone Products', 'Software Development', 'Training Programs']],
      ['resources', ['News', 'Privacy Policy', 'Terms of Service', 'Careers']],
    ];
    const hrefs: string[] = [];
    for (const [id, labels] of groups) {
      const group = page.getByTestId(`sitemap-group-${id}`);
      await expect(group.locator('img')).toHaveCount(1);
      const links = group.getByRole('link');
      await expect(links).toHaveCount(labels.length);
      for (const label of labels) {
        await expect(links.filter({ hasText: label })).toHaveCount(1);
      }
      hrefs.push(
        ...(await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''))),
      );
    }
    for (const name of ['Use the main menu', 'Check the footer links', 'Search the shop']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }

    for (const href of hrefs) {
      if (!page.url().endsWith('/sitemap')) await page.goBack();
      await expect(page).toHaveURL(/\/sitemap$/);
      await page.locator(`main a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/' : href}$`));
      await expect(page.locator('#main')).not.toBeEmpty();
      await expect(page.getByText("Oops! The page you're looking for can't be found.")).toHaveCount(
        0,
      );
    }
  });
});

test.describe('every site page', () => {
  test('sets its title and meta description and passes axe', async ({ page }) => {
    test.setTimeout(180_000);
    // One first visit installs the app; the other pages then load as a visitor's next pages do.
    await openApp(page, '/');
    for (const { path, title, heading } of sitePages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0, path).toBeGreaterThan(50);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);

        // Let entrance transitions settle before checking colours.
        await page.waitForTimeout(800);
        await expectNoSeriousA11yIssues(page);
      });
    }
  });

  test('pages fit a 360 px screen without horizontal scrolling', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path } of sitePages) {
      await openApp(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
