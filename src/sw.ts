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
import { answerBackendRequest, isBackendRequest } from '../mocks/backend';
import { installEntries, precacheInParallel } from './sw/parallelPrecache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

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
// stores only the shell: the rest follows after activation, when the page asks (see installEntries).
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));

/** Stores the entries not stored yet; resolves with how many it stored. */
async function fillPrecache(entries: Iterable<[url: string, cacheKey: string]>): Promise<number> {
  const cache = await caches.open(precache.strategy.cacheName);
  // One read of what is stored, not a lookup per file.
  const stored = new Set((await cache.keys()).map((request) => request.url));
  return precacheInParallel(
    entries,
    // A key differs from its URL when it carries a revision: such files must not come
    // from the HTTP cache; hashed file names may.
    (url, cacheKey) =>
      fetch(url, {
        credentials: 'same-origin',
        cache: cacheKey === url ? 'default' : 'reload',
      }),
    {
      has: async (key) => stored.has(key),
      put: (key, response) => cache.put(key, response),
    },
  );
}

self.addEventListener('install', (event) => {
  const firstInstall = !self.registration.active;
  event.waitUntil(fillPrecache(installEntries(precache.getURLsToCacheKeys(), firstInstall)));
});

// The whole app in the cache (what offline use needs). Asks during a fill share it; each later ask
// looks at the cache again, so its answer is about the cache as it is now.
let wholeAppFill: Promise<number> | null = null;
/**
 * Resolves true for the one ask whose fill stored the files the app still missed (the page that
 * asked tells the user the app now works offline), false for every other ask.
 */
async function storeWholeApp(): Promise<boolean> {
  if (wholeAppFill) {
    await wholeAppFill;
    return false;
  }
  wholeAppFill = fillPrecache(precache.getURLsToCacheKeys()).finally(() => {
    wholeAppFill = null;
  });
  return (await wholeAppFill) > 0;
}
self.addEventListener('activate', (event) => {
  void precache.activate(event);
});
cleanupOutdatedCaches();

// Every navigation gets the app shell; the prerendered landing pages (scripts/prerender) are
// for first visits only, and would show a stale catalogue to a returning visitor.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/app.html'), {
    denylist: [/^\/api\//],
  }),
);

// A new version waits until the page's update prompt asks for it, so a
// half-filled form is never reloaded away (see docs/decisions/0001).
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && 'type' in data) {
    if (data.type === 'SKIP_WAITING') void self.skipWaiting();
    if (data.type === 'CLAIM_CLIENTS') void self.clients.claim();
    // The page asks on every start; the answer (on the port sent along) says when the whole
    // app is stored and the page works offline.
    if (data.type === 'PRECACHE') {
      const [port] = event.ports;
      event.waitUntil(
        storeWholeApp().then(
          (completedNow) => port?.postMessage({ stored: true, completedNow }),
          (error: unknown) => port?.postMessage({ stored: false, error: String(error) }),
        ),
      );
    }
  }
});

// First install: nothing to protect yet, take control at once so the very
// first visit is answered by the backend.
self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});
clientsClaim();
