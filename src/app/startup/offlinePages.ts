// Offline from the first paint (decision 0012): the worker stores what the open page has shown and
// loaded, so a reload of it works offline from the first moment the worker controls the page, and
// tells every tab how far the rest of the app's download is ("Saving for offline… n %").
import { offlineProgress } from './pwaStatus';

/** The route pattern of the page on screen (`/shop/products/:id`), set by the router. */
let shownPattern: string | null = null;
/** Same-origin files already reported to the worker. */
const reported = new Set<string>();
/** The title each page was last reported under, by path. */
const reportedTitles = new Map<string, string>();

function sameOriginFilesLoaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`) && !url.includes('/api/'));
}

/** What this page shows and the files it has loaded (REPORT_PAGE, STORE_PAGE). */
function pageReport(urls: string[]) {
  return {
    page: {
      path: location.pathname,
      title: document.title || location.pathname,
      pattern: shownPattern ?? location.pathname,
    },
    urls,
  };
}

function wholeAppStored(): boolean {
  const progress = offlineProgress.get();
  return progress !== null && progress.stored >= progress.total;
}

/**
 * Tells the worker the page on screen and the files it has loaded since the last report. Once the
 * whole app is stored, only a new title of a page already listed: a product page reported while
 * it said "Loading product" is listed by its product's name on the worker's offline page.
 */
function report(): void {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  // A page whose code did not arrive is not stored: the offline page stands in its place.
  if (document.querySelector('[data-offline-page]')) return;
  const whole = wholeAppStored();
  const { page } = pageReport([]);
  const listedAs = reportedTitles.get(page.path);
  if (whole && (listedAs === undefined || listedAs === page.title)) return;
  const urls = whole ? [] : sameOriginFilesLoaded().filter((url) => !reported.has(url));
  urls.forEach((url) => reported.add(url));
  reportedTitles.set(page.path, page.title);
  worker.postMessage({ type: 'STORE_PAGE', ...pageReport(urls) });
}

let reportTimer: number | undefined;
/** Reports again once things have settled: the page's title is set, its images are in. */
function scheduleReport(): void {
  window.clearTimeout(reportTimer);
  reportTimer = window.setTimeout(report, 400);
}

/** Called by the router when a page has rendered: the worker lists it as stored at once. */
export function reportShownPage(pattern: string): void {
  // A not-found page's pattern (`/shop/*`) would stand for every page of its area.
  shownPattern = pattern.endsWith('*') ? location.pathname : pattern;
  report();
  scheduleReport();
}

function isMessage(data: unknown, type: string): data is Record<string, unknown> {
  return Boolean(data) && typeof data === 'object' && (data as { type?: unknown }).type === type;
}

function setProgress(data: Record<string, unknown>): void {
  const { stored, total } = data;
  if (typeof stored !== 'number' || typeof total !== 'number' || total <= 0) return;
  offlineProgress.set({ stored: Math.min(stored, total), total });
}

/**
 * Before registering: answers the installing worker's REPORT_PAGE (what this page shows and has
 * loaded, stored before the worker takes control), and follows the download's progress.
 */
export function listenToWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Entries past the default 250 would not be seen (the back office loads ~100 files).
  performance.setResourceTimingBufferSize?.(2000);
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isMessage(event.data, 'REPORT_PAGE')) {
      const urls = sameOriginFilesLoaded();
      urls.forEach((url) => reported.add(url));
      event.ports[0]?.postMessage(pageReport(urls));
    }
    if (isMessage(event.data, 'OFFLINE_PROGRESS')) setProgress(event.data);
  });
  navigator.serviceWorker.startMessages();
}

export interface OfflineStatus {
  stored: number;
  total: number;
  pages: { path: string; title: string }[];
}

/** Asks the worker what is stored and which pages work offline; null without a worker. */
export function askOfflineStatus(): Promise<OfflineStatus | null> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => resolve(null), 3000);
    channel.port1.onmessage = (event: MessageEvent<OfflineStatus>) => {
      window.clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage({ type: 'OFFLINE_STATUS' }, [channel.port2]);
  });
}

/**
 * Once the worker controls the page: learns how much is stored, and reports every file this
 * page loads from now on until the whole app is stored.
 */
export function followOfflineStorage(): void {
  void askOfflineStatus().then((status) => {
    if (status) setProgress({ ...status });
  });
  // At once, and again once things have settled: a page shown before the worker took control is
  // listed the moment it does, so a reload straight after finds it stored.
  report();
  scheduleReport();
  // New files, and the page's own title once its data is in (the offline page lists it by name).
  const onFile = () => {
    if (!wholeAppStored()) scheduleReport();
    else files?.disconnect();
  };
  const files = typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(onFile);
  files?.observe({ type: 'resource' });
  // Kept after the whole app is stored: a listed page's title can still change (report()).
  new MutationObserver(scheduleReport).observe(document.head, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}
