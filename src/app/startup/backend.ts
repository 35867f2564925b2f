// Start-up waits for the mocked backend (ARCHITECTURE decision 2): the page
// makes no API call before the service worker controls it, or before the
// in-page fallback is installed where no worker can.
import { registerSW } from 'virtual:pwa-register';
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

function register(): void {
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      pendingUpdate.set(() => {
        // workbox-window reloads only tabs that started controlled; this tab
        // may have been claimed on its first visit, so reload on the switch too.
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
          once: true,
        });
        return updateSW(true);
      }),
    onRegisteredSW: (_url, registration) => {
      // Long-lived tabs (a kiosk at a trade show) still hear about new builds.
      if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
    },
    onRegisterError: (error: unknown) =>
      console.error('[startup] worker registration failed', error),
  });
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
  register();

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
