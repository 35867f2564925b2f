/// <reference lib="webworker" />
// The shim must come first: msw (via mocks/backend) touches `localStorage` as it is imported.
import './sw/localStorageShim';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames } from 'workbox-core';
import { answerBackendRequest, isBackendRequest, prepareBackend } from '../mocks/backend';
import { setScenarioAccess } from '../mocks/scenarios/access';
import { scenarioAccess } from './config/env';
import { installEntries, precacheInParallel } from './sw/parallelPrecache';
import {
  isStoredPage,
  parsePageReport,
  parseStoredPages,
  renderOfflinePage,
  storableEntries,
  withPage,
  type PageReport,
  type StoredPage,
} from './sw/offlinePages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

// Test scenarios: a production build switches one only with testing on; none on a real backend.
setScenarioAccess(scenarioAccess);

// The mocked backend: answered before Workbox sees the request, so the API
// works with or without a network.
self.addEventListener('fetch', (event) => {
  if (!isBackendRequest(event.request.url, self.location.origin)) return;
  event.respondWith(answerBackendRequest(event.request.clone()));
});

// Videos need range requests to play from the cache (offline too).
registerRoute(
  ({ url }) => url.origin === self.location.origin && /\.(mp4|webm)$/.test(url.pathname),
  new CacheFirst({
    cacheName: cacheNames.precache,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
    matchOptions: { ignoreSearch: true, ignoreVary: true },
  }),
);

// Workbox's precaching, except that files are fetched several at a time, and that a first install
// stores the shell, the start page and what the open tabs show (decisions 0008, 0012): the rest
// follows after activation, when the page asks.
const precache = new PrecacheController({
  plugins: [
    {
      // Until the whole app is stored, a file the page loads through the worker comes from the
      // network: a content-hashed one (its key is its URL) is stored before the page gets it, so
      // the page on screen works offline as soon as it is shown (decision 0012). A store left to
      // waitUntil lost the race against a reload at once with the network gone (CI, /shop/cart).
      fetchDidSucceed: async ({ request, response }) => {
        const cacheKey = precache.getCacheKeyForURL(request.url);
        if (cacheKey === request.url && response.status === 200 && response.type === 'basic') {
          const copy = response.clone();
          try {
            const cache = await caches.open(precache.strategy.cacheName);
            await cache.put(cacheKey, copy);
          } catch (error) {
            // A full disk: the page still gets the file, which the rest of the download retries.
            console.warn('[sw] could not store', cacheKey, error);
          }
        }
        return response;
      },
    },
  ],
});
precache.addToCacheList(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));

interface FillOptions {
  /**
   * Files an open page has just loaded, or the start page's hashed files: the browser's HTTP
   * cache has them, so storing them costs no second download.
   */
  fromHttpCache?: boolean;
  /** Called as files arrive, with how many of the entries are stored now. */
  onProgress?: (stored: number, total: number) => void;
}

/** Stores the entries not stored yet; resolves with how many it stored. */
async function fillPrecache(
  entries: Iterable<[url: string, cacheKey: string]>,
  { fromHttpCache = false, onProgress }: FillOptions = {},
): Promise<number> {
  const list = [...entries];
  const cache = await caches.open(precache.strategy.cacheName);
  // One read of what is stored, not a lookup per file.
  const stored = new Set((await cache.keys()).map((request) => request.url));
  let storedCount = list.filter(([, cacheKey]) => stored.has(cacheKey)).length;
  onProgress?.(storedCount, list.length);
  return precacheInParallel(
    list,
    // A key differs from its URL when it carries a revision: such files must not come
    // from the HTTP cache; hashed file names may.
    (url, cacheKey) =>
      fetch(url, {
        credentials: 'same-origin',
        cache: fromHttpCache || cacheKey === url ? 'default' : 'reload',
      }),
    {
      has: async (key) => stored.has(key),
      put: async (key, response) => {
        await cache.put(key, response);
        storedCount += 1;
        onProgress?.(storedCount, list.length);
      },
    },
  );
}

/** How many of the app's files are stored, of how many. */
async function precacheStatus(): Promise<{ stored: number; total: number }> {
  const cache = await caches.open(precache.strategy.cacheName);
  const keys = new Set((await cache.keys()).map((request) => request.url));
  const wanted = [...precache.getURLsToCacheKeys().values()];
  return { stored: wanted.filter((key) => keys.has(key)).length, total: wanted.length };
}

// Pages an open tab has shown, whose files are stored (decision 0012): they work offline before
// the whole app is stored. Kept in a cache of their own, beside the precache.
const storedPagesCache = 'skyforge-offline-pages';
const storedPagesKey = '/__offline-pages.json';

async function readStoredPages(): Promise<StoredPage[]> {
  const response = await (await caches.open(storedPagesCache)).match(storedPagesKey);
  try {
    return response ? parseStoredPages(await response.json()) : [];
  } catch {
    return [];
  }
}

let storedPagesWrite: Promise<void> = Promise.resolve();
/** Adds pages to the stored list, one write at a time. */
function rememberPages(pages: readonly StoredPage[]): Promise<void> {
  if (pages.length === 0) return storedPagesWrite;
  storedPagesWrite = storedPagesWrite
    .catch(() => undefined)
    .then(async () => {
      const list = pages.reduce(withPage, await readStoredPages());
      await (
        await caches.open(storedPagesCache)
      ).put(
        storedPagesKey,
        new Response(JSON.stringify(list), { headers: { 'Content-Type': 'application/json' } }),
      );
    });
  return storedPagesWrite;
}

/** Stores the app files the reporting pages have loaded, then lists those pages as stored. */
async function storeReportedPages(reports: readonly (PageReport | null)[]): Promise<void> {
  const received = reports.filter((report): report is PageReport => report !== null);
  const entries = storableEntries(
    received.flatMap((report) => report.urls),
    self.location.origin,
    (url) => precache.getCacheKeyForURL(url),
  );
  // Listed first: its code came through the worker (kept as it arrived) or is being stored now.
  await rememberPages(received.map((report) => report.page));
  await fillPrecache(entries, { fromHttpCache: true });
}

/** Asks every open tab (controlled or not yet) what it shows and which files it has loaded. */
async function reportsOfOpenPages(waitMs: number): Promise<(PageReport | null)[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return Promise.all(
    windows.map(
      (client) =>
        new Promise<PageReport | null>((resolve) => {
          const channel = new MessageChannel();
          const timer = setTimeout(() => resolve(null), waitMs);
          channel.port1.onmessage = (event: MessageEvent<unknown>) => {
            clearTimeout(timer);
            resolve(parsePageReport(event.data));
          };
          client.postMessage({ type: 'REPORT_PAGE' }, [channel.port2]);
        }),
    ),
  );
}

/** The start page's scripts and styles (offline-start.json, written by the build). */
async function startPageEntries(): Promise<[string, string][]> {
  const response = await precache.matchPrecache('/offline-start.json');
  if (!response) throw new Error('offline-start.json is not stored');
  const { files } = (await response.json()) as { files: string[] };
  return storableEntries(files, self.location.origin, (url) => precache.getCacheKeyForURL(url));
}

self.addEventListener('install', (event) => {
  const firstInstall = !self.registration.active;
  // The backend's databases open (a new one is seeded) while the shell is stored, so the page's
  // first call does not wait for it. Not on an update: the old worker still serves from them.
  if (firstInstall) void prepareBackend();
  event.waitUntil(
    (async () => {
      await fillPrecache(installEntries(precache.getURLsToCacheKeys(), firstInstall));
      if (!firstInstall) return;
      // Before taking control: the start page (an app installed at any moment opens on it) and
      // what the open tabs already show work offline from the first controlled moment.
      await fillPrecache(await startPageEntries(), { fromHttpCache: true });
      await storeReportedPages(await reportsOfOpenPages(1000));
    })(),
  );
});

/** Tells every tab how far the whole app's download is ("Saving for offline… n %"). */
function broadcastProgress(stored: number, total: number): void {
  void self.clients.matchAll({ type: 'window' }).then((windows) => {
    for (const client of windows) client.postMessage({ type: 'OFFLINE_PROGRESS', stored, total });
  });
}

/** At most one progress message per interval, and always the last one. */
function throttled(report: (stored: number, total: number) => void, intervalMs: number) {
  let last = 0;
  return (stored: number, total: number) => {
    const now = Date.now();
    if (stored < total && now - last < intervalMs) return;
    last = now;
    report(stored, total);
  };
}

// The whole app in the cache (what offline use needs). Asks during a fill share it; each later ask
// looks at the cache again, so its answer is about the cache as it is now.
let wholeAppFill: Promise<number> | null = null;
/** Set once every file is stored: navigations then need no check. */
let wholeAppStored = false;
/**
 * Resolves true for the one ask whose fill stored the files the app still missed (the page that
 * asked tells the user the app now works offline), false for every other ask.
 */
async function storeWholeApp(): Promise<boolean> {
  if (wholeAppFill) {
    await wholeAppFill;
    return false;
  }
  wholeAppFill = fillPrecache(precache.getURLsToCacheKeys(), {
    onProgress: throttled(broadcastProgress, 250),
  }).finally(() => {
    wholeAppFill = null;
  });
  const storedNow = await wholeAppFill;
  wholeAppStored = true;
  return storedNow > 0;
}
self.addEventListener('activate', (event) => {
  void precache.activate(event);
});
cleanupOutdatedCaches();

async function isWholeAppStored(): Promise<boolean> {
  if (!wholeAppStored) {
    const { stored, total } = await precacheStatus();
    wholeAppStored = stored === total;
  }
  return wholeAppStored;
}

/** Whether the network answers at all (a HEAD of a tiny file, never from a cache). */
async function networkAnswers(timeoutMs: number): Promise<boolean> {
  try {
    await fetch('/offline-retry.js', {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every navigation gets the app shell; the prerendered landing pages (scripts/prerender) are for
 * first visits only, and would show a stale catalogue to a returning visitor. Until the whole app
 * is stored, a page none of whose kind was shown here gets the shell only while the network
 * answers (its code then comes from there); without a network, it gets the offline page in words
 * instead of a shell that could not load it (decision 0012).
 */
async function answerNavigation(url: URL): Promise<Response> {
  const shell = await precache.matchPrecache('/app.html');
  if (shell) {
    if (url.pathname === '/' || (await isWholeAppStored())) return shell;
    // After the list's writes under way: a tab reloaded the moment it showed its page has just
    // reported it (STORE_PAGE), and a read before that write ended sent it the offline page.
    await storedPagesWrite.catch(() => undefined);
    if (isStoredPage(await readStoredPages(), url.pathname)) return shell;
    if (await networkAnswers(4000)) return shell;
  }
  const pages = await readStoredPages();
  return new Response(renderOfflinePage(pages, `${url.pathname}${url.search}`), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

registerRoute(new NavigationRoute(({ url }) => answerNavigation(url), { denylist: [/^\/api\//] }));

// A new version waits until the page's update prompt asks for it, so a
// half-filled form is never reloaded away (see docs/decisions/0001).
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object' || !('type' in data)) return;
  const [port] = event.ports;
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data.type === 'CLAIM_CLIENTS') void self.clients.claim();
  // The page asks on every start; the answer (on the port sent along) says when the whole
  // app is stored and the page works offline.
  if (data.type === 'PRECACHE') {
    event.waitUntil(
      storeWholeApp().then(
        (completedNow) => port?.postMessage({ stored: true, completedNow }),
        (error: unknown) => port?.postMessage({ stored: false, error: String(error) }),
      ),
    );
  }
  // A page shown after the worker took control, or files it loaded since (decision 0012).
  if (data.type === 'STORE_PAGE') {
    event.waitUntil(storeReportedPages([parsePageReport(data)]).catch(() => undefined));
  }
  // What the offline notices say: how much is stored, and which pages work offline.
  if (data.type === 'OFFLINE_STATUS') {
    event.waitUntil(
      Promise.all([precacheStatus(), readStoredPages()]).then(([status, pages]) =>
        port?.postMessage({
          ...status,
          pages: pages.map(({ path, title }) => ({ path, title })),
        }),
      ),
    );
  }
});

// First install: nothing to protect yet, take control at once so the very
// first visit is answered by the backend.
self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});
clientsClaim();
