// Start-up waits for the mocked backend (ARCHITECTURE decision 2): the page
// makes no API call before the service worker controls it, or before the
// in-page fallback is installed where no worker can.
import { pendingUpdate } from './pwaStatus';
import { announceOfflineReady } from './offlineReady';
import { followOfflineStorage, listenToWorker } from './offlinePages';
import { afterLoad, storeWholeAppWhenIdle } from './wholeApp';

function timeout(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

function controllerChange(): Promise<true> {
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), {
      once: true,
    }),
  );
}

async function installInPageBackend(reason: string): Promise<void> {
  console.info(`[startup] answering the API in the page (${reason})`);
  const { installInPageBackend: install } = await import('./inPageBackend');
  install();
}

/** The worker vite-plugin-pwa builds from src/sw.ts (vite.config.ts), for the whole origin. */
const workerScript = '/sw.js';

/**
 * Registers the worker. A new build that installs while another one is active waits for the
 * user's Reload ('A new version is available', decision 0001); the worker skips waiting only on
 * a first install. Plain `navigator.serviceWorker`: workbox-window (2.2 kB gzip, loaded after
 * every first paint) did nothing more for the app.
 */
async function register(): Promise<void> {
  const registration = await navigator.serviceWorker
    .register(workerScript, { scope: '/' })
    .catch((error: unknown) => console.error('[startup] worker registration failed', error));
  if (!registration) return;
  const offerUpdate = (waiting: ServiceWorker) =>
    pendingUpdate.set(async () => {
      // The new build takes this tab over, then the tab reloads onto it.
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
        once: true,
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  if (registration.waiting) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing || !registration.active) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate(installing);
    });
  });
  // Long-lived tabs (a kiosk at a trade show) still hear about new builds.
  setInterval(() => void registration.update(), 60 * 60 * 1000);
}

export async function startBackend(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) {
    return installInPageBackend(import.meta.env.DEV ? 'dev server' : 'no service worker support');
  }

  listenToWorker();
  // A controlled page can call the API at once; registering (and checking for
  // updates) waits for the load event either way.
  if (navigator.serviceWorker.controller) {
    whenControlled();
    void afterLoad().then(register);
    return;
  }
  await afterLoad();
  void register();

  // A first install stores only the shell before the worker starts; on a slow line that may
  // still take a while.
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout(20_000)]);
  if (!registration) return installInPageBackend('service worker did not start');
  if (navigator.serviceWorker.controller) {
    whenControlled();
    return;
  }

  // After a hard reload the page is not controlled until the worker claims it.
  const claimed = controllerChange();
  registration.active?.postMessage({ type: 'CLAIM_CLIENTS' });
  const controlled = await Promise.race([claimed, timeout(3_000)]);
  if (!controlled && !navigator.serviceWorker.controller) {
    return installInPageBackend('service worker does not control the page');
  }
  whenControlled();
}

/** The worker stores this page's files as they load, then the rest of the app (0008, 0012). */
function whenControlled(): void {
  followOfflineStorage();
  storeWholeAppWhenIdle(announceOfflineReady);
}
