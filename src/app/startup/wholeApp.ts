// The rest of the app, after a first install that stored only the shell (decision 0008).

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
export function storeWholeApp(): Promise<boolean> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ stored?: boolean }>) =>
      resolve(event.data.stored === true);
    worker.postMessage({ type: 'PRECACHE' }, [channel.port2]);
  });
}

/**
 * Asks for the rest of the app a few seconds after the page's load, when idle: on a phone the
 * download must not compete with the page's own code and first data. A fill the network broke
 * off is asked for again when the browser is back online.
 */
export function storeWholeAppWhenIdle(): void {
  const ask = () =>
    void storeWholeApp().then((stored) => {
      if (!stored) window.addEventListener('online', ask, { once: true });
    });
  whenPageSettled(ask);
}

/**
 * Runs `task` at an idle moment 5 s after the page's load, once its own code and first data are
 * in: for downloads the page does not need yet.
 */
export function whenPageSettled(task: () => void): void {
  void afterLoad().then(() =>
    setTimeout(() => {
      // Safari has no requestIdleCallback.
      if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
      else task();
    }, 5000),
  );
}
