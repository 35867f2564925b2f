// Offline from the first paint (issue 33, decision 0012): the page a visitor has seen survives a
// reload with the server stopped, 0 s and 1 s after it is shown on a first visit, before the
// whole app is stored; a page whose code is not stored says so in words, never a white page.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshotForReview } from './support';
import { offlinePageText } from '../../src/content/offline';
import { startStaticServer, type SwitchableServer } from './staticServer';

// Offline from the first paint: each test on a device that never saw the app.
test.use({ freshDevice: true });

const distDir = process.env.OUT_DIR ?? 'dist';

interface FirstVisit {
  context: BrowserContext;
  page: Page;
  server: SwitchableServer;
}

/** A fresh profile on a server of its own, so the test can stop it: the network is gone. */
async function firstVisit(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const server = await startStaticServer(distDir);
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const page = await context.newPage();
  // The whole app's download waits 5 s after the load; these tests are about the seconds before.
  await page.addInitScript(() => {
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      if ((args[0] as { type?: string } | undefined)?.type === 'PRECACHE') return;
      return (post as (...rest: unknown[]) => void).apply(this, args);
    };
  });
  return { context, page, server } satisfies FirstVisit;
}

/** The moment a first visit's page is shown and the worker controls it. */
async function shownAndControlled(page: Page, heading: RegExp | string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 15_000,
  });
}

async function storedFileCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    return name ? (await (await caches.open(name)).keys()).length : 0;
  });
}

interface Journey {
  name: string;
  /** Opens the page as a first visitor would; resolves once it is shown and controlled. */
  open(page: Page): Promise<void>;
  /** What the reloaded page must show: the page with its data. */
  expectShown(page: Page): Promise<void>;
}

const journeys: Journey[] = [
  {
    name: '/',
    open: async (page) => {
      await page.goto('/');
      await shownAndControlled(page, /SkyForge|drone/i);
    },
    expectShown: async (page) => {
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
    },
  },
  {
    name: '/shop',
    open: async (page) => {
      await page.goto('/shop');
      await shownAndControlled(page, /./);
    },
    expectShown: async (page) => {
      await expect(page.getByRole('heading', { name: 'Featured Drone Products' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Camera Gimbal' })).toBeVisible();
    },
  },
  {
    name: '/shop/products/{id}',
    open: async (page) => {
      await page.goto('/shop/products/p-001');
      await shownAndControlled(page, 'ED1 Educational Drone');
    },
    expectShown: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'ED1 Educational Drone' }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: 'Add to Cart', exact: true }).first(),
      ).toBeVisible();
    },
  },
  {
    name: '/shop/cart',
    open: async (page) => {
      await page.goto('/shop/products/p-001');
      await shownAndControlled(page, 'ED1 Educational Drone');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page).toHaveURL(/\/shop\/cart$/);
      await expect(page.getByRole('link', { name: 'ED1 Educational Drone' }).first()).toBeVisible();
    },
    expectShown: async (page) => {
      await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'ED1 Educational Drone' }).first()).toBeVisible();
    },
  },
  {
    name: '/admin (signed in)',
    open: async (page) => {
      await page.goto('/admin/login');
      await shownAndControlled(page, /./);
      await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
      await page.getByLabel('Password').fill('admin123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    expectShown: async (page) => {
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Orders' }).first()).toBeVisible();
    },
  },
];

for (const journey of journeys) {
  for (const delayMs of [0, 1000]) {
    test(`${journey.name}: reloaded ${delayMs / 1000} s after it is shown, with the server stopped, it renders`, async ({
      browser,
    }) => {
      const { context, page, server } = await firstVisit(browser);
      try {
        await journey.open(page);
        await page.waitForTimeout(delayMs);
        await server.close();
        await page.reload();
        await journey.expectShown(page);
        await expect(page.getByText(offlinePageText.heading)).toHaveCount(0);
      } finally {
        await context.close();
        await server.close();
      }
    });
  }
}

test('a page never opened, offline before the app is stored: the worker says so in words, with the pages that work', async ({
  browser,
}) => {
  const { context, page, server } = await firstVisit(browser, { width: 390, height: 844 });
  try {
    await page.goto('/shop/products/p-001');
    await shownAndControlled(page, 'ED1 Educational Drone');
    // The product page is listed, by its title, once the worker has it (a moment after it is shown).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('skyforge-offline-pages');
          const response = await cache.match('/__offline-pages.json');
          return response ? JSON.stringify(await response.json()) : '';
        }),
      )
      .toContain('ED1 Educational Drone');
    expect(await storedFileCount(page)).toBeLessThan(100); // not the whole app: ~300 files
    await server.close();

    await page.goto('/careers');
    await expect(
      page.getByRole('heading', { level: 1, name: offlinePageText.heading }),
    ).toBeVisible();
    // The worker's own page: its words are in the HTML itself, no script renders them.
    expect(await page.locator('#root').count()).toBe(0);
    const html = await page.content();
    expect(html).toContain(offlinePageText.explanation);
    await expect(page.getByRole('link', { name: offlinePageText.retryLink })).toHaveAttribute(
      'href',
      '/careers',
    );
    const product = page.getByRole('link', { name: /ED1 Educational Drone/ });
    await expect(product).toHaveAttribute('href', '/shop/products/p-001');
    await screenshotForReview(page, 'offline-page-390');

    // Another product of a kind already shown works offline too.
    await page.goto('/shop/products/p-002');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(offlinePageText.heading);
    await expect(
      page.getByRole('button', { name: 'Add to Cart', exact: true }).first(),
    ).toBeVisible();
  } finally {
    await context.close();
    await server.close();
  }
});

test('offline navigation inside the app to a page whose code is missing shows the offline page in words, and the start page opens offline', async ({
  browser,
}) => {
  const { context, page, server } = await firstVisit(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto('/shop');
    await shownAndControlled(page, /./);
    await server.close();

    // A link of the shop's header to a page never opened here.
    await page
      .getByRole('link', { name: /wishlist/i })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: offlinePageText.heading }),
    ).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // It lists the page shown before, not the one whose code never arrived.
    const offline = page.locator('[data-offline-page]');
    await expect(offline.getByRole('link', { name: /Shop/ })).toHaveAttribute('href', '/shop');
    await expect(offline.locator('a[href="/shop/wishlist"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /shop/i }).first()).toBeVisible();
    expect(errors).toEqual([]);

    // An app installed on this first visit opens on its start page (/) offline, not a white page.
    const installed = await context.newPage();
    await installed.goto('/');
    await expect(installed.getByRole('contentinfo')).toBeVisible();
    await expect(installed.getByText(offlinePageText.heading)).toHaveCount(0);
  } finally {
    await context.close();
    await server.close();
  }
});
