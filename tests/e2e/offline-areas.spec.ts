// After one online visit, every public page (videos included) and the whole
// admin keep working with the network off.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, signInAdminViaApi, waitForServiceWorker } from './support';

const publicPages: Array<[string, RegExp]> = [
  ['/', /SkyForge/],
  ['/about', /About/],
  ['/contact', /Contact/],
  ['/drones', /Drone/],
  ['/software', /Software/],
  ['/training', /Training/],
  ['/news', /News/],
  ['/privacy', /Privacy/],
  ['/terms', /Terms/],
  ['/sitemap', /Sitemap/],
  ['/careers', /Careers/],
  ['/signin', /Sign In/],
  ['/signup', /Sign Up/],
];

const adminPages: Array<[string, string]> = [
  ['/admin', 'Dashboard'],
  ['/admin/analytics', 'Analytics'],
  ['/admin/products', 'Products'],
  ['/admin/orders', 'Orders'],
  ['/admin/customers', 'Customers'],
  ['/admin/coupons', 'Coupons'],
  ['/admin/messages', 'Messages'],
  ['/admin/notifications', 'Notifications'],
  ['/admin/reports', 'Reports'],
  ['/admin/settings', 'Settings'],
  ['/admin/help', /Help/.source],
];

/** Resolves once the video has data and its clock moves. */
async function expectVideoPlays(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
      const start = video.currentTime;
      await new Promise<void>((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error('video did not play')), 8000);
        const check = () => {
          if (video.readyState >= 2 && video.currentTime > start) {
            clearTimeout(deadline);
            resolve();
          } else requestAnimationFrame(check);
        };
        check();
      });
    });
}

test('every public page renders offline after one visit, videos included', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openApp(page, '/');
  await context.setOffline(true);
  for (const [path, title] of publicPages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await page.goto('/drones');
  await expectVideoPlays(page, 'video');
});

test('the whole admin works offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAdminViaApi(page, '/admin');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await context.setOffline(true);
  for (const [path, heading] of adminPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: new RegExp(heading), level: 1 })).toBeVisible();
  }
  // A write goes through the offline backend too.
  await page.goto('/admin/coupons');
  await page.getByRole('button', { name: /add coupon/i }).click();
  await page.getByLabel(/coupon code/i).fill('OFFLINE15');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /save|add|create/i })
    .last()
    .click();
  await expect(page.getByRole('cell', { name: 'OFFLINE15' }).first()).toBeVisible();
});
