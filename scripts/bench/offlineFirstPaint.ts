// Figure 8: offline from the first paint (decision 0012), on a first visit.
//
// Ready: a fresh browser context opens `/` on Lighthouse's mobile network (CDP
// `Network.emulateNetworkConditions`: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up; no CPU
// slowdown), at 412×823. The service worker's own fetches (the whole app's download) are throttled
// too: a page's emulation does not reach its worker, so the page's CDP session auto-attaches to
// the targets the page starts (`Target.setAutoAttach`, waiting for the debugger) and sets the same
// conditions on the worker before resuming it. Nothing asks the worker to store the app but the
// page itself (5 s after its load event, then at an idle moment). The figure: seconds from the
// page's first-contentful-paint entry to the frame in which "Ready to work offline" (the status
// dock, role=status) is shown; also the page's wait (first paint to its ask) and the download
// (ask to ready), and the bytes the worker received.
//
// Reloads: `/`, `/shop`, `/shop/products/p-001`, `/shop/cart` (ED1 added with its product page's
// 'Add to Cart', which lands on the cart) and `/admin` (signed in through `/admin/login`), each
// opened on a first visit in a fresh context on a server of its own, no throttling; once the
// page's h1 is shown and the worker controls the page, wait 0 s or 1 s, stop the server (the
// `vite preview` process is killed, so its open connections go too) and reload. The page renders
// when an h1 inside the app is visible at the same path and it is not the offline page ("This page
// is not saved on this device yet") or React Router's error page.

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { offlinePageText } from '../../src/content/offline.ts';
import { newBenchContext, reasonOf, settledHeading } from './browser.ts';

/** src/app/startup/offlineReady.ts's title (that module starts the app's worker status when imported). */
export const readyText = 'Ready to work offline';
export const offlineHeading = offlinePageText.heading;

/** Lighthouse's mobile network (its `mobileSlow4G` throttling, here applied for real). */
export const mobileNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const mobileViewport = { width: 412, height: 823 };
const desktopViewport = { width: 1280, height: 800 };

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * Throttles `page` and every target it starts (its service worker above all) to `conditions`.
 * Resolves with a record of the workers it throttled ({ url, at }: ms since the call).
 */
async function throttlePageAndWorkers(
  context: BrowserContext,
  page: Page,
  conditions: typeof mobileNetwork,
) {
  const cdp = await context.newCDPSession(page);
  const started = Date.now();
  const workers: { url: string; at: number; sessionId: string }[] = [];
  let nextId = 0;
  const workerBytes = { requests: 0, bytes: 0 };
  const sessions = new Map<string, { errors: string[] }>();
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const parsed = JSON.parse(message) as {
      id?: number;
      error?: { message: string; code: number };
      method?: string;
      params?: { encodedDataLength?: number };
    };
    const session = sessions.get(sessionId);
    if (!session) return;
    if (parsed.id !== undefined && parsed.error) {
      session.errors.push(`${parsed.error.message} (${parsed.error.code})`);
    }
    if (parsed.method === 'Network.loadingFinished') {
      workerBytes.requests += 1;
      workerBytes.bytes += parsed.params?.encodedDataLength ?? 0;
    }
  });
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo }) => {
    // The flat protocol is for browser-level sessions; a page's child targets are reached
    // through it with sendMessageToTarget.
    const send = (method: string, params: object = {}) =>
      cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: (nextId += 1), method, params }),
        })
        .catch(() => undefined);
    if (targetInfo.type === 'service_worker') {
      sessions.set(sessionId, { errors: [] });
      await send('Network.enable');
      await send('Network.emulateNetworkConditions', conditions);
      workers.push({ url: targetInfo.url, at: Date.now() - started, sessionId });
    }
    await send('Runtime.runIfWaitingForDebugger');
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions);
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
  return {
    workers,
    workerBytes,
    errors: () => [...sessions.values()].flatMap((session) => session.errors),
  };
}

/**
 * In the page, before its scripts: when the worker takes control, when the page asks for the whole
 * app, and when "Ready" shows.
 */
interface ReadyMarks {
  controlled: number | null;
  ask: number | null;
  ready: number | null;
}

type MarkedWindow = Window & { __offlineFirstPaint?: ReadyMarks };

function watchReady(text: string): void {
  const marks: ReadyMarks = { controlled: null, ask: null, ready: null };
  Object.defineProperty(window, '__offlineFirstPaint', { value: marks });
  navigator.serviceWorker?.addEventListener('controllerchange', () => {
    marks.controlled ??= performance.now();
  });
  const post = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
    const message = args[0];
    const asked = typeof message === 'object' && message !== null && 'type' in message;
    if (asked && message.type === 'PRECACHE' && marks.ask === null) marks.ask = performance.now();
    return (post as (...all: unknown[]) => void).apply(this, args);
  } as ServiceWorker['postMessage'];
  const check = () => {
    if (marks.ready !== null) return;
    const shown = [...document.querySelectorAll('[role="status"]')].find(
      (element) =>
        (element.textContent ?? '').includes(text) && (element.checkVisibility?.() ?? true),
    );
    // The frame that shows it: the next animation frame after the DOM has it.
    if (shown) requestAnimationFrame(() => (marks.ready ??= performance.now()));
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

/** One throttled first visit of `/`: { fcpMs, askMs, readyMs, … } or throws. */
async function readyRun(browser: Browser, baseUrl: string, timeout: number) {
  const context = await newBenchContext(browser, { viewport: mobileViewport });
  try {
    const page = await context.newPage();
    const throttle = await throttlePageAndWorkers(context, page, mobileNetwork);
    await page.addInitScript(watchReady, readyText);
    await page.goto(`${baseUrl}/`, { timeout });
    await page
      .getByRole('status')
      .filter({ hasText: readyText })
      .waitFor({ state: 'visible', timeout });
    await page.waitForFunction(
      () => (window as MarkedWindow).__offlineFirstPaint?.ready != null,
      undefined,
      {
        timeout: 5000,
      },
    );
    const marks = await page.evaluate(() => ({
      ...(window as MarkedWindow).__offlineFirstPaint!,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      load:
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
          ?.loadEventEnd ?? null,
    }));
    if (marks.fcp === null) throw new Error('no first-contentful-paint entry');
    if (!throttle.workers.length) throw new Error('the service worker was not throttled');
    const errors = throttle.errors();
    if (errors.length) throw new Error(`throttling the worker failed: ${errors.join('; ')}`);
    const fcp = marks.fcp;
    const ready = marks.ready ?? fcp;
    const after = (mark: number | null) => (mark === null ? null : round((mark - fcp) / 1000, 2));
    return {
      fcpMs: round(fcp, 0),
      loadMs: marks.load === null ? null : round(marks.load, 0),
      controlledSeconds: after(marks.controlled),
      askMs: marks.ask === null ? null : round(marks.ask, 0),
      readyMs: round(ready, 0),
      seconds: round((ready - fcp) / 1000, 2),
      waitSeconds: after(marks.ask),
      downloadSeconds: marks.ask === null ? null : round((ready - marks.ask) / 1000, 2),
      workerRequests: throttle.workerBytes.requests,
      workerKb: round(throttle.workerBytes.bytes / 1000, 0),
      workerThrottledAtMs: throttle.workers[0].at,
    };
  } finally {
    await context.close();
  }
}

const appHeading = (page: Page) => page.locator('#root h1').first();

/** Resolves once the page's h1 is shown and the service worker controls the page. */
async function shownAndControlled(page: Page, timeout: number): Promise<void> {
  await appHeading(page).waitFor({ state: 'visible', timeout });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout,
  });
}

/** The pages reloaded offline, each opened as a first visitor would. */
export interface Journey {
  path: string;
  label?: string;
  open: (page: Page, baseUrl: string, timeout: number) => Promise<void>;
}

export const firstPaintJourneys: Journey[] = [
  {
    path: '/',
    open: async (page, baseUrl, timeout) => {
      await page.goto(`${baseUrl}/`, { timeout });
      await shownAndControlled(page, timeout);
    },
  },
  {
    path: '/shop',
    open: async (page, baseUrl, timeout) => {
      await page.goto(`${baseUrl}/shop`, { timeout });
      await shownAndControlled(page, timeout);
    },
  },
  {
    path: '/shop/products/p-001',
    open: async (page, baseUrl, timeout) => {
      await page.goto(`${baseUrl}/shop/products/p-001`, { timeout });
      await shownAndControlled(page, timeout);
    },
  },
  {
    path: '/shop/cart',
    open: async (page, baseUrl, timeout) => {
      await page.goto(`${baseUrl}/shop/products/p-001`, { timeout });
      await shownAndControlled(page, timeout);
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
      await page.waitForURL(/\/shop\/cart$/, { timeout });
      await page
        .getByRole('link', { name: 'ED1 Educational Drone' })
        .first()
        .waitFor({ state: 'visible', timeout });
      await appHeading(page).waitFor({ state: 'visible', timeout });
    },
  },
  {
    path: '/admin',
    label: '/admin (signed in)',
    open: async (page, baseUrl, timeout) => {
      await page.goto(`${baseUrl}/admin/login`, { timeout });
      await shownAndControlled(page, timeout);
      await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
      await page.getByLabel('Password').fill('admin123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/admin$/, { timeout });
      await appHeading(page).waitFor({ state: 'visible', timeout });
    },
  },
];

/** In the page: how many of the app's files the worker has stored ({ stored, total } or null). */
interface StoredFiles {
  stored: number;
  total: number;
}

function storedFiles(): Promise<StoredFiles | null> | null {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return null;
  return new Promise<StoredFiles | null>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 2000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve({ stored: event.data.stored, total: event.data.total });
    };
    worker.postMessage({ type: 'OFFLINE_STATUS' }, [channel.port2]);
  });
}

/** One first visit, reloaded `delayMs` after it is shown with the server stopped. */
interface ReloadRun {
  path: string;
  label: string;
  delaySeconds: number;
  ok: boolean;
  heading: string | null;
  finalPath: string | null;
  storedAtStop: StoredFiles | null;
  reason: string;
}

type StartServer = () => Promise<{ baseUrl: string; stop: () => void | Promise<void> }>;

async function reloadRun(
  browser: Browser,
  startServer: StartServer,
  journey: Journey,
  delayMs: number,
  timeout: number,
): Promise<ReloadRun> {
  const result: ReloadRun = {
    path: journey.path,
    label: journey.label ?? journey.path,
    delaySeconds: delayMs / 1000,
    ok: false,
    heading: null,
    finalPath: null,
    storedAtStop: null,
    reason: '',
  };
  const server = await startServer();
  let stopped = false;
  const context = await newBenchContext(browser, { viewport: desktopViewport });
  try {
    const page = await context.newPage();
    try {
      await journey.open(page, server.baseUrl, timeout);
    } catch (error) {
      result.reason = `the online visit failed: ${reasonOf(error)}`;
      return result;
    }
    await page.waitForTimeout(delayMs);
    stopped = true;
    try {
      await server.stop();
    } catch (error) {
      result.reason = `the server could not be stopped: ${reasonOf(error)}`;
      return result;
    }
    // Asked after the stop (a cache check in the worker), so the 0 s reload waits for nothing.
    result.storedAtStop = await page.evaluate(storedFiles).catch(() => null);
    try {
      await page.reload({ waitUntil: 'load', timeout });
    } catch (error) {
      result.reason = `reload failed: ${reasonOf(error)}`;
      return result;
    }
    if (page.url().startsWith('chrome-error:')) {
      result.reason = "the browser's error page";
      return result;
    }
    result.finalPath = new URL(page.url()).pathname;
    result.heading = await settledHeading(page, 'h1', timeout);
    const inApp = await appHeading(page)
      .isVisible()
      .catch(() => false);
    const errorPage = await page
      .getByText('Unexpected Application Error!')
      .count()
      .catch(() => 0);
    if (result.heading === null) {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '');
      result.reason = `no h1 after ${timeout / 1000} s; page text: ${text.replace(/\s+/g, ' ').slice(0, 160) || '(empty)'}`;
    } else if (result.heading === offlineHeading) {
      result.reason = `the offline page ("${offlineHeading}")${inApp ? ', in the app' : ", the worker's"}`;
    } else if (errorPage) {
      result.reason = "React Router's error page";
    } else if (!inApp) {
      result.reason = `an h1 outside the app ("${result.heading}")`;
    } else if (result.finalPath !== journey.path) {
      result.reason = `ended at ${result.finalPath} ("${result.heading}")`;
    } else {
      result.ok = true;
    }
    return result;
  } finally {
    await context.close();
    if (!stopped) await server.stop();
  }
}

/**
 * `baseUrl` serves the Ready runs; `startServer()` starts a server of the reload runs' own
 * (resolving to { baseUrl, stop }), one per reload. Returns { ready: { runs: [...] },
 * reloads: { rendered, total, runs: [...] }, failures: [...] } (failures: what could not be measured).
 */
export async function measureOfflineFirstPaint({
  browser,
  baseUrl,
  startServer,
  runs = 3,
  delaysMs = [0, 1000],
  log,
  readyTimeout = 90_000,
  timeout = 20_000,
}: {
  browser: Browser;
  baseUrl: string;
  startServer: StartServer;
  runs?: number;
  delaysMs?: number[];
  log?: (line: string) => void;
  readyTimeout?: number;
  timeout?: number;
}) {
  const failures: string[] = [];
  const readyRuns: Awaited<ReturnType<typeof readyRun>>[] = [];
  for (let run = 1; run <= runs; run += 1) {
    try {
      const result = await readyRun(browser, baseUrl, readyTimeout);
      readyRuns.push(result);
      log?.(
        `offline-first-paint: ready run ${run}/${runs}: ${result.seconds.toFixed(1)} s from the first paint (FCP ${result.fcpMs} ms; the worker controlled the page ${result.controlledSeconds?.toFixed(1)} s after it, the page asked ${result.waitSeconds?.toFixed(1)} s after it; download ${result.downloadSeconds?.toFixed(1)} s; the worker received ${result.workerKb} kB in ${result.workerRequests} responses)`,
      );
    } catch (error) {
      const message = `ready run ${run}: ${reasonOf(error)}`;
      failures.push(message);
      log?.(`offline-first-paint: FAILED ${message}`);
    }
  }
  const reloads: ReloadRun[] = [];
  for (const journey of firstPaintJourneys) {
    for (const delayMs of delaysMs) {
      const result = await reloadRun(browser, startServer, journey, delayMs, timeout);
      reloads.push(result);
      const stored = result.storedAtStop
        ? `; ${result.storedAtStop.stored} of ${result.storedAtStop.total} files stored when the server stopped`
        : '';
      log?.(
        `offline-first-paint: ${result.label} reloaded ${result.delaySeconds} s after it was shown, offline: ${result.ok ? `renders ("${result.heading}")` : `DOES NOT RENDER: ${result.reason}`}${stored}`,
      );
      if (/^the (online visit failed|server could not)/.test(result.reason)) {
        failures.push(`${result.label}, ${result.delaySeconds} s: ${result.reason}`);
      }
    }
  }
  const rendered = reloads.filter((reload) => reload.ok).length;
  return {
    route: '/',
    network: mobileNetwork,
    viewport: mobileViewport,
    ready: { runs: readyRuns },
    reloads: { rendered, total: reloads.length, runs: reloads },
    failures,
  };
}
