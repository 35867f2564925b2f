// The built app runs under its Content-Security-Policy: no inline or remote
// scripts, and nothing the app does trips it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp } from './support';

/** From the next page on, keeps every Content-Security-Policy violation the page reports. */
async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** The violations kept since this page was loaded. */
function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('pages work under the Content-Security-Policy with no violation', async ({ page }) => {
  await watchCspViolations(page);
  await openApp(page, '/');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);

  for (const path of ['/', '/drones', '/contact', '/shop/products', '/shop/cart', '/admin/login']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  const violations = await cspViolations(page);
  expect(violations).toEqual([]);
});

test.describe('the back office with the demo data', () => {
  // A fresh device: the demo dataset's orders are read and checked on these pages.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('checks its stored records with no violation (no eval)', async ({ adminPage: page }) => {
    await watchCspViolations(page);
    for (const path of ['/admin', '/admin/orders', '/admin/customers', '/admin/analytics']) {
      await page.goto(path);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      const violations = await cspViolations(page);
      expect(violations, path).toEqual([]);
    }
  });
});

test('an inline script injected into the page is blocked', async ({ appPage: page }) => {
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return Boolean((window as unknown as { __injected?: boolean }).__injected);
  });
  expect(ran).toBe(false);
});

test('the app cannot be framed: every answer forbids it in its headers', async ({
  page,
  request,
  baseURL,
}) => {
  const forbidsFraming = (headers: Record<string, string>, what: string) => {
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], what).toBe('DENY');
  };
  const first = await page.goto('/');
  forbidsFraming(first?.headers() ?? {}, '/ (page)');
  // The prerendered pages, the app shell, a static file and an unknown file.
  for (const path of ['/', '/shop/products', '/about', '/icons/favicon.svg', '/nothing.js']) {
    forbidsFraming((await request.get(path)).headers(), path);
  }

  // A page that frames the app gets Chromium's "blocked" error page instead of it.
  await page.setContent(`<iframe src="${baseURL}/about" title="framed"></iframe>`);
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toContain('chrome-error://chromewebdata/');
});
