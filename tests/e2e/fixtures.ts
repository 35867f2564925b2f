// The end-to-end tests' fixtures: every spec imports `test` and `expect` from here.
//
// A first visit installs the service worker and stores the whole app (~340 files), ~3 s of a
// 2-core machine per test. So each test worker installs it ONCE, in a browser context it keeps
// (`sharedDevice`), and every test gets that context with all the data of a device that has
// the app cleared: the app's and the mock backend's IndexedDB, localStorage, cookies, the
// worker's in-memory state (the worker is stopped and starts again on the next request) and the
// pages a tab showed there (decision 0012). The stored app files stay, and so does the last test's
// page when the test left it as it found it (`watchPage`). A test that needs a device
// that never saw the app (first install, first paint, offline first paint, prerendered pages) or
// context options a shared context cannot change (time zone, locale, mobile, JavaScript off,
// service workers blocked) gets a fresh context, as Playwright makes one: say
// `test.use({ freshDevice: true })`, or set such an option with `test.use`. A test that sets the
// page clock uses the shared context last: the next one installs the app again.
import type {
  BrowserContext,
  CDPSession,
  Page,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
  TestInfo,
} from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import {
  openApp,
  openBackendPage,
  signInAdminInPage,
  signInCustomerInPage,
  switchScenario,
  waitForServiceWorker,
} from './support';

export { expect };

type StorageState = Exclude<Parameters<BrowserContext['setStorageState']>[0], string>;

export interface E2eOptions {
  /** A fresh browser context: a device that never saw the app. */
  freshDevice: boolean;
  /** A test scenario (mocks/scenarios) switched on before the test's first page. */
  scenario: string | undefined;
}

export interface E2eFixtures {
  /** The app's home page, answered by the service worker, with the whole app stored. */
  appPage: Page;
  /** The demo admin signed in (through the login endpoint); the test's first `goto` opens a page. */
  adminPage: Page;
  /** The demo customer signed in (through the login endpoint); the test's first `goto` opens a page. */
  customerPage: Page;
}

interface SharedDevice {
  /** The worker's context with the app installed, its data cleared for the next test. */
  forTest(storageState: StorageState | undefined): Promise<BrowserContext>;
  /** The page the context was cleared from, for the test's `page` (then undefined). */
  takeClearedPage(): Page | undefined;
  /** Closes the pages the test left open and undoes what it changed in the context. */
  afterTest(failed: boolean): Promise<void>;
}

// Storage a cleared device has none of; the cache storage (the stored app) and the registered
// service worker stay.
const clearedStorage = [
  'cookies',
  'file_systems',
  'indexeddb',
  'local_storage',
  'shader_cache',
].join(',');

// Playwright's own values of the options a project leaves unset.
const playwrightDefaults = {
  locale: 'en-US',
  javaScriptEnabled: true,
  offline: false,
  colorScheme: 'light',
  reducedMotion: 'no-preference',
  serviceWorkers: 'allow',
} as const;

/**
 * Context options the kept context cannot take on for one test: a test that sets any of these (to
 * a value other than the project's) gets a fresh context (docs/e2e-tests.md lists them). The
 * viewport, the storage state and the permissions are set per test instead.
 */
export const contextWideOptions = [
  'locale',
  'timezoneId',
  'isMobile',
  'hasTouch',
  'javaScriptEnabled',
  'serviceWorkers',
  'offline',
  'colorScheme',
  'reducedMotion',
  'userAgent',
  'deviceScaleFactor',
  'geolocation',
  'extraHTTPHeaders',
  'httpCredentials',
  'screen',
  'contextOptions',
] as const satisfies readonly (keyof PlaywrightTestOptions)[];

/** Every fixture and option a test fixture can need. */
type Available = PlaywrightTestArgs &
  PlaywrightTestOptions &
  PlaywrightWorkerArgs &
  PlaywrightWorkerOptions &
  E2eOptions & { sharedDevice: SharedDevice };

/**
 * A test fixture that gets the fixtures and options named in `needs`, typed from that list.
 * Playwright finds what a fixture needs in the source text of its first parameter, which must
 * destructure each one by name (no rest element): the returned function's text is that
 * destructuring, written from `needs`, so the list is written once. (If Playwright stopped reading
 * it, it would refuse the fixture: its own text destructures nothing.)
 */
export function fixtureNeeding<const Needs extends readonly (keyof Available)[], T>(
  needs: Needs,
  fixture: (
    given: Pick<Available, Needs[number]>,
    use: (value: T) => Promise<void>,
    testInfo: TestInfo,
  ) => Promise<void>,
) {
  const run = (
    given: Pick<Available, Needs[number]>,
    use: (value: T) => Promise<void>,
    testInfo: TestInfo,
  ) => fixture(given, use, testInfo);
  run.toString = () => `async ({ ${needs.join(', ')} }, use, testInfo) => {}`;
  return run;
}

/** What the `context` fixture needs: the test's options for the kept context, and the rest. */
export const contextNeeds = [
  'browser',
  'freshDevice',
  'sharedDevice',
  'storageState',
  'permissions',
  ...contextWideOptions,
] as const;

/**
 * Page methods whose effect outlasts a navigation (listeners, routes, scripts run on every load,
 * emulated media, headers, timeouts): a page a test called one of them on is closed after the
 * test. Any other page is kept and cleared for the next test instead of a new tab, which starts a
 * renderer: 0.11–0.15 CPU-s of each test's setup (decision 0018).
 */
const lastingPageMethods = [
  'on',
  'once',
  'prependListener',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'addLocatorHandler',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const satisfies readonly (keyof Page)[];

const watchedPages = new WeakSet<Page>();
const changedPages = new WeakSet<Page>();

/** Marks the page as changed for good when the test calls one of `lastingPageMethods` on it. */
function watchPage(page: Page): void {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  const methods = page as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of lastingPageMethods) {
    const original = methods[name].bind(page);
    methods[name] = (...args: unknown[]) => {
      changedPages.add(page);
      return original(...args);
    };
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Calls `onUse` when the test sets the page clock: Playwright cannot take it back, so the shared
 * context is not used again after that test.
 */
function watchClock(context: BrowserContext, onUse: () => void): void {
  const clock = context.clock as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['install', 'setFixedTime', 'setSystemTime', 'pauseAt']) {
    const original = clock[method].bind(clock);
    clock[method] = (...args: unknown[]) => {
      onUse();
      return original(...args);
    };
  }
}

export const test = base.extend<E2eOptions & E2eFixtures, { sharedDevice: SharedDevice }>({
  // E2E_FRESH_DEVICE=1 gives every test a fresh context: to compare, or to rule the kept context
  // out when a test fails.
  freshDevice: [Boolean(process.env.E2E_FRESH_DEVICE), { option: true }],
  scenario: [undefined, { option: true }],

  sharedDevice: [
    async ({ browser }, use, workerInfo) => {
      const projectUse = workerInfo.project.use;
      const baseURL = projectUse.baseURL ?? '';
      const origin = new URL(baseURL).origin;
      let current: BrowserContext | undefined;
      let clockSet = false;

      const install = async (): Promise<BrowserContext> => {
        // Every option given (undefined too), so none comes from the test that asks first.
        const context = await browser.newContext({
          baseURL,
          viewport: projectUse.viewport,
          userAgent: projectUse.userAgent,
          deviceScaleFactor: projectUse.deviceScaleFactor,
          isMobile: projectUse.isMobile,
          hasTouch: projectUse.hasTouch,
          screen: projectUse.screen,
          locale: projectUse.locale ?? playwrightDefaults.locale,
          timezoneId: projectUse.timezoneId,
          colorScheme: projectUse.colorScheme ?? playwrightDefaults.colorScheme,
          reducedMotion: projectUse.reducedMotion ?? playwrightDefaults.reducedMotion,
          javaScriptEnabled: projectUse.javaScriptEnabled ?? playwrightDefaults.javaScriptEnabled,
          offline: false,
          permissions: [],
          geolocation: projectUse.geolocation,
          extraHTTPHeaders: projectUse.extraHTTPHeaders,
          httpCredentials: projectUse.httpCredentials,
          serviceWorkers: 'allow',
          storageState: projectUse.storageState,
          ...projectUse.contextOptions,
        });
        watchClock(context, () => {
          clockSet = true;
        });
        const page = await context.newPage();
        await page.goto('/');
        await waitForServiceWorker(page);
        await page.close();
        return context;
      };

      // Cleared from the page the test then gets, which is the last test's own when the test left
      // it as it found it (`watchPage`): a new tab per test starts a renderer.
      let clearedPage: Page | undefined;
      let givenPage: Page | undefined;
      let keptPage: Page | undefined;
      const clear = async (context: BrowserContext, state: StorageState | undefined) => {
        const reusable = keptPage && !keptPage.isClosed() ? keptPage : undefined;
        keptPage = undefined;
        const scratch = reusable ?? (await context.newPage());
        let cdp: CDPSession | undefined;
        try {
          cdp = await context.newCDPSession(scratch);
          // First the page leaves the last test's app (a kept page still runs it, which could
          // write to the storage once cleared), for the origin's robots.txt without waking the
          // worker: there the starting localStorage is written.
          await cdp.send('Network.enable');
          await cdp.send('Network.setBypassServiceWorker', { bypass: true });
          await scratch.goto('/robots.txt');
          // The worker forgets what it holds in memory (the mock backend's state among it) and
          // starts again on the next request, from the cleared databases.
          await cdp.send('ServiceWorker.enable');
          await cdp.send('ServiceWorker.stopAllWorkers');
          await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: clearedStorage });
          const items = state?.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
          await scratch.evaluate(async (items) => {
            localStorage.clear();
            sessionStorage.clear(); // the tab's, when the tab is the last test's
            for (const { name, value } of items) localStorage.setItem(name, value);
            // Pages a tab showed (decision 0012) belong to the device's history, not the app.
            for (const name of await caches.keys()) {
              if (!name.includes('precache')) await caches.delete(name);
            }
          }, items);
          // The test's own navigations go through the worker again.
          await cdp.send('Network.setBypassServiceWorker', { bypass: false });
        } finally {
          await cdp?.detach().catch(() => undefined);
        }
        clearedPage = scratch;
      };

      await use({
        forTest: async (storageState) => {
          current ??= await install();
          await clear(current, storageState);
          return current;
        },
        takeClearedPage: () => {
          const page = clearedPage;
          clearedPage = undefined;
          givenPage = page;
          return page;
        },
        afterTest: async (failed) => {
          if (!current) return;
          const context = current;
          const keep =
            givenPage && !givenPage.isClosed() && !changedPages.has(givenPage)
              ? givenPage
              : undefined;
          givenPage = undefined;
          if (failed || clockSet) {
            // A failed test may leave the worker or the context in any state, and the page clock
            // stays: the next test installs the app again.
            current = undefined;
            clockSet = false;
            await context.close();
            return;
          }
          await Promise.all(
            context
              .pages()
              .filter((page) => page !== keep)
              .map((page) => page.close()),
          );
          keptPage = keep;
          await context.unrouteAll({ behavior: 'ignoreErrors' });
          await context.setOffline(false);
          await context.clearPermissions();
        },
      });
      await current?.close();
    },
    { scope: 'worker' },
  ],

  context: fixtureNeeding(
    contextNeeds,
    async (given, use: (context: BrowserContext) => Promise<void>, testInfo) => {
      const { browser, freshDevice, sharedDevice, storageState, permissions } = given;
      const projectUse = testInfo.project.use as Record<string, unknown>;
      const projectDefaults: Record<string, unknown> = playwrightDefaults;
      const needsFresh =
        freshDevice ||
        contextWideOptions.some((key) => {
          const value = given[key];
          // An empty `contextOptions` object is no option.
          const set = key === 'contextOptions' && !Object.keys(value ?? {}).length ? null : value;
          return !same(set, projectUse[key] ?? projectDefaults[key]);
        });
      if (needsFresh) {
        // Playwright gives it the test's options (baseURL, storage state, viewport…).
        const context = await browser.newContext();
        await use(context);
        await context.close();
        return;
      }
      const context = await sharedDevice.forTest(
        typeof storageState === 'string' ? undefined : storageState,
      );
      if (permissions?.length) await context.grantPermissions(permissions);
      await use(context);
      await sharedDevice.afterTest(testInfo.status !== testInfo.expectedStatus);
    },
  ),

  page: async ({ context, sharedDevice, viewport, scenario }, use, testInfo) => {
    // The kept context's test gets the page it was cleared from (on robots.txt, which the
    // worker did not answer); a fresh context's test a new one.
    const cleared = sharedDevice.takeClearedPage();
    const page =
      cleared && !cleared.isClosed() && cleared.context() === context
        ? cleared
        : await context.newPage();
    watchPage(page);
    // The test's viewport, or the project's on a kept page that the last test resized.
    const wanted = viewport === undefined ? testInfo.project.use.viewport : viewport;
    if (wanted && !same(page.viewportSize(), wanted)) await page.setViewportSize(wanted);
    if (scenario) {
      await openApp(page, '/');
      await switchScenario(page, scenario);
    }
    await use(page);
  },

  appPage: async ({ page }, use) => {
    await openApp(page, '/');
    await use(page);
  },

  // Signed in from a page the worker controls, not the home page: every test goes on to a page of
  // its own, and the home page is the dearest to open.
  adminPage: async ({ page }, use) => {
    await openBackendPage(page);
    await signInAdminInPage(page);
    await use(page);
  },

  customerPage: async ({ page }, use) => {
    await openBackendPage(page);
    await signInCustomerInPage(page);
    await use(page);
  },
});
