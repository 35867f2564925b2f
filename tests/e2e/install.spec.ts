// Installing the app: the in-app offer, iOS instructions, manifest shortcuts and icon art.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, screenshotForReview } from './support';

// The offer comes whenever Chromium finds the app installable and not installed, on a first
// visit or a later one: the tests use the device each test worker keeps (fixtures.ts); iOS
// Safari's user agent gives its test a device of its own.
/** Fires the event Chromium sends when the app may be installed; the fake prompt records use. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as { installPrompted?: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

test('the site header offers "Install app" once the browser allows it, and prompts', async ({
  page,
}) => {
  await openApp(page, '/about');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Shop' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  await offerInstall(page);
  await main.getByRole('button', { name: 'Install app' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as { installPrompted?: boolean }).installPrompted))
    .toBe(true);
  // The browser's prompt works once: the offer goes away.
  await expect(main.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test('on a phone the menu and the shop account menu offer it too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '/about');
  await offerInstall(page);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Install app' }),
  ).toBeVisible();
  await screenshotForReview(page, 'install-phone-menu');

  await openApp(page, '/shop');
  await offerInstall(page);
  await page
    .getByRole('button', { name: /account/i })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toBeVisible();
});

test('running installed, nothing is offered', async ({ page }) => {
  // Chromium cannot emulate display-mode: the page sees the answer an installed app gets.
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      matchMedia(query.includes('display-mode: standalone') ? '(min-width: 0px)' : query);
  });
  await openApp(page, '/about');
  await offerInstall(page);
  // Give React a frame to show the offer, as it does in the tests above.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test.describe('iOS Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('explains Add to Home Screen', async ({ page }) => {
    await openApp(page, '/about');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'Install app' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(dialog).toContainText('Tap the Share button');
    await screenshotForReview(page, 'install-ios');
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test('the manifest has shortcuts to Shop, Cart and Admin', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    ['Shop', '/shop'],
    ['Cart', '/shop/cart'],
    ['Admin', '/admin'],
  ]);
});

test('the maskable and apple-touch icons are opaque and full-bleed', async ({ page }) => {
  await page.goto('/about');
  const measure = (src: string, row: number) =>
    page.evaluate(
      async ({ src, row }) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { width, height } = canvas;
        const corners = [
          [0, 0],
          [width - 1, 0],
          [0, height - 1],
          [width - 1, height - 1],
        ].map(([x, y]) => context.getImageData(x, y, 1, 1).data[3]);
        // Along a row clear of the mark, a full-bleed gradient changes smoothly; an inner
        // rounded square shows as a jump where its edge crosses the row.
        const pixels = context.getImageData(0, row, width, 1).data;
        let largestStep = 0;
        for (let x = 1; x < width; x += 1) {
          for (let channel = 0; channel < 3; channel += 1) {
            const step = Math.abs(pixels[x * 4 + channel] - pixels[(x - 1) * 4 + channel]);
            largestStep = Math.max(largestStep, step);
          }
        }
        return { corners, largestStep };
      },
      { src, row },
    );
  const maskable = await measure('/icons/icon-maskable-512.png', 100);
  expect(maskable.corners).toEqual([255, 255, 255, 255]);
  expect(maskable.largestStep).toBeLessThan(12);
  const apple = await measure('/icons/apple-touch-icon-180.png', 20);
  expect(apple.corners).toEqual([255, 255, 255, 255]);
  expect(apple.largestStep).toBeLessThan(12);
});
