// The rest of the app, after a first install that stored only the shell (decision 0008).
import { whenIdle } from '../../lib/whenIdle';

/** After the page's own load: registering and storing the app then do not compete with it. */
export function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Asks the worker to store the whole app (a first install stores only the shell, see
 * src/sw/parallelPrecache.ts). Resolves true once every file is stored and the app works
 * offline; false when there is no worker or a file could not be fetched (asked again on the
 * next start).
 */
export async function storeWholeApp(): Promise<boolean> {
  return (await askToStoreWholeApp()).stored;
}

interface WholeAppAnswer {
  stored: boolean;
  /** This ask's fill stored the files the app still missed: it now works offline. */
  completedNow: boolean;
}

function askToStoreWholeApp(): Promise<WholeAppAnswer> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve({ stored: false, completedNow: false });
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ stored?: unknown; completedNow?: unknown }>) =>
      resolve({
        stored: event.data.stored === true,
        completedNow: event.data.stored === true && event.data.completedNow === true,
      });
    worker.postMessage({ type: 'PRECACHE' }, [channel.port2]);
  });
}

/**
 * Asks for the rest of the app a few seconds after the page's load, when idle: on a phone the
 * download must not compete with the page's own code and first data. A fill the network broke
 * off is asked for again when the browser is back online. `onCompleted` runs when this page's
 * ask is the one that completed the app on this device (not when it was already stored).
 */
export function storeWholeAppWhenIdle(onCompleted?: () => void): void {
  const ask = () =>
    void askToStoreWholeApp().then(({ stored, completedNow }) => {
      if (!stored) window.addEventListener('online', ask, { once: true });
      else if (completedNow) onCompleted?.();
    });
  whenPageSettled(ask);
}

/**
 * Runs `task` at an idle moment 5 s after the page's load, once its own code and first data are
 * in: for downloads the page does not need yet.
 */
export function whenPageSettled(task: () => void): void {
  void afterLoad().then(() => setTimeout(() => whenIdle(task, { timeout: 2000 }), 5000));
}
