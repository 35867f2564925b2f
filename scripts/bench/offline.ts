// Figure 5: the share of the app's routes that render offline after one online visit.
// One context visits `/` online and waits for the service worker to control the page (it has
// precached the app by then); it signs the admin in, reads a real product id and stores one
// order in the app's database. Then the network goes: the context is set offline and the
// server that served the app is stopped, so nothing can come from the network. Every route is
// then opened in a new page. A route renders when the page shows an h1 inside the app and
// neither React Router's 'Unexpected Application Error!' nor the browser's offline error page.
import type { Browser, BrowserContext } from '@playwright/test';
import { adminPages, adminSignInPages, paths } from '../../src/config/paths.ts';
import { newBenchContext, reasonOf, settledHeading } from './browser.ts';
import { pool } from './transfer.ts';
import { networkWatch, putOrder, signInAdmin, waitForController } from './session.ts';

const orderId = 'BENCH-OFFLINE-1';

/** Every route of the app (config/paths.ts), with a real product and the stored order. */
export function offlineRoutes(productId: string): Record<'site' | 'shop' | 'admin', string[]> {
  return {
    site: [
      paths.home,
      paths.about,
      paths.contact,
      paths.drones,
      paths.software,
      paths.training,
      paths.news,
      paths.privacy,
      paths.terms,
      paths.sitemap,
      paths.careers,
      paths.signIn,
      paths.signUp,
    ],
    shop: [
      paths.shop,
      paths.shopProducts,
      paths.shopProduct(productId),
      paths.shopCart,
      paths.shopCheckout,
      paths.shopOrderHistory,
      paths.shopCartHistory,
      paths.shopWishlist,
      paths.shopOrder(orderId),
    ],
    admin: [...adminPages, ...adminSignInPages],
  };
}

const orderRecord = () => ({
  id: orderId,
  items: [
    {
      productId: 'bench-product',
      name: 'ED1 Educational Drone',
      price: 199,
      quantity: 1,
      imageUrl: '/favicon.svg',
      category: 'drones',
    },
  ],
  status: 'pending',
  subtotal: 199,
  discount: 0,
  couponCode: null,
  total: 199,
  createdAt: new Date().toISOString(),
  customerInfo: {
    name: 'Bench Customer',
    email: 'bench@example.com',
    address: '1 Test Street, Nellore, 524001, India',
  },
  email: 'bench@example.com',
});

/** Opens one route offline; resolves to { path, ok, reason, heading, finalPath }. */
interface OfflineRoute {
  path: string;
  ok: boolean;
  reason: string;
  heading: string | null;
  finalPath: string | null;
}

async function openOffline(
  context: BrowserContext,
  baseUrl: string,
  path: string,
  timeout: number,
): Promise<OfflineRoute> {
  const page = await context.newPage();
  const result: OfflineRoute = { path, ok: false, reason: '', heading: null, finalPath: null };
  try {
    try {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout });
    } catch (error) {
      result.reason = `navigation failed: ${reasonOf(error)}`;
      return result;
    }
    if (page.url().startsWith('chrome-error:')) {
      result.reason = 'browser error page';
      return result;
    }
    result.heading = await settledHeading(page, '#root h1', timeout);
    result.finalPath = new URL(page.url()).pathname;
    const failed = await page
      .getByText('Unexpected Application Error!')
      .count()
      .catch(() => 0);
    if (failed) {
      const detail = await page
        .locator('#root')
        .innerText({ timeout: 2000 })
        .catch(() => '');
      result.reason = `error page: ${detail.replace(/\s+/g, ' ').slice(0, 200)}`;
    } else if (result.heading === null) {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '');
      result.reason = `no h1 after ${timeout / 1000} s; page text: ${text.replace(/\s+/g, ' ').slice(0, 160) || '(empty)'}`;
    } else {
      result.ok = true;
    }
    return result;
  } finally {
    await page.close();
  }
}

/**
 * `stopServer` is called once the online visit is done (the network is gone after that).
 * Returns { share, rendered, total, routes: [...], failures: [...] }.
 */
export async function measureOffline({
  browser,
  baseUrl,
  stopServer,
  log,
  timeout = 20_000,
  concurrency = 3,
}: {
  browser: Browser;
  baseUrl: string;
  stopServer?: () => void | Promise<void>;
  log?: (line: string) => void;
  timeout?: number;
  concurrency?: number;
}) {
  const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const watch = networkWatch(context);
    await page.goto(`${baseUrl}/`);
    await waitForController(page);
    const productId = await page.evaluate(async () => {
      const products = (await (await fetch('/api/products')).json()) as { id: string }[];
      return products[0].id;
    });
    await signInAdmin(page);
    // The app's database exists once a shop page has run; then the order goes in.
    await page.goto(`${baseUrl}/shop/order-history`);
    await page.locator('#root h1').first().waitFor({ timeout: 30_000 });
    await putOrder(page, orderRecord());
    await watch.quiet({ quietMs: 1000, maxMs: 30_000 });
    watch.stop();
    await page.close();

    await context.setOffline(true);
    await stopServer?.();
    log?.('offline: server stopped and context offline; opening every route');

    // Pass or fail does not depend on timing: a few routes at a time.
    const groups = offlineRoutes(productId);
    const list = Object.entries(groups).flatMap(([area, paths]) =>
      paths.map((path) => ({ area, path })),
    );
    const routes = await pool(
      list.map(({ area, path }) => async () => {
        const result = { area, ...(await openOffline(context, baseUrl, path, timeout)) };
        const moved =
          result.finalPath && result.finalPath !== path ? `, at ${result.finalPath}` : '';
        log?.(
          `offline ${path}: ${result.ok ? `ok ("${result.heading}"${moved})` : `FAILED ${result.reason}`}`,
        );
        return result;
      }),
      concurrency,
    );
    const rendered = routes.filter((route) => route.ok).length;
    return {
      share: routes.length ? rendered / routes.length : 0,
      rendered,
      total: routes.length,
      productId,
      orderId,
      routes,
      failures: routes.filter((route) => !route.ok),
    };
  } finally {
    await context.close();
  }
}
