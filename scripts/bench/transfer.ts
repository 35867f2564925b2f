// Figure 1: JavaScript and CSS a cold load of a route downloads, gzip, measured in a real
// browser. Each load runs in a fresh context; every JS and CSS response the page receives until
// the network has been quiet for 2 s after `load` is gzipped here (vite preview does not
// compress) and summed. The service worker's precache download, which starts on the same first
// visit, is weighed apart.
import type { Browser, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { newBenchContext, summarize } from './browser.ts';
import { forgetCode, networkWatch, signInAdmin, waitForController } from './session.ts';
import type { LoadedFile, RawTransferRoute } from './resultTypes.ts';

export const transferRoutes = [
  { path: '/', admin: false },
  { path: '/shop', admin: false },
  { path: '/shop/products', admin: false },
  { path: '/admin', admin: true },
];

export interface TransferRoute {
  path: string;
  admin: boolean;
}

const kindOf = (response: Response): LoadedFile['kind'] | null => {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript|ecmascript/.test(type)) return 'js';
  if (type.includes('text/css')) return 'css';
  return null;
};

async function weigh(response: Response): Promise<{ bytes: number; gzip: number } | null> {
  try {
    const body = await response.body();
    return { bytes: body.length, gzip: gzipSync(body).length };
  } catch {
    return null; // body gone (e.g. redirected); not counted
  }
}

/** One cold load of `path` in a fresh context; returns the files and their gzip sizes. */
async function coldLoad(browser: Browser, baseUrl: string, { path, admin }: TransferRoute) {
  const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
  try {
    if (admin) {
      // The session needs the backend, i.e. a first visit: sign in, then forget the code.
      const setup = await context.newPage();
      await setup.goto(`${baseUrl}/`);
      await waitForController(setup);
      await signInAdmin(setup);
      await setup.goto('about:blank');
      await forgetCode(context, setup, baseUrl);
      await setup.close();
    }
    const page = await context.newPage();
    // The app answers the API in the page when the worker is not in control within 10 s
    // (src/app/startup/backend.ts); that loads the fallback's chunk, so say so.
    let fallback: string | null = null;
    page.on('console', (message) => {
      if (message.text().includes('answering the API in the page')) fallback = message.text();
    });
    const pageFiles = new Map<string, LoadedFile | null>();
    const workerFiles = new Map<string, LoadedFile | null>();
    const pending: Promise<void>[] = [];
    let pageLoaded = false;
    context.on('response', (response) => {
      const kind = kindOf(response);
      if (!kind || response.status() !== 200) return;
      const url = response.url();
      const fromWorker = Boolean(response.request().serviceWorker());
      if (!fromWorker && pageLoaded) return; // the page's own load is over
      const target = fromWorker ? workerFiles : pageFiles;
      if (target.has(url)) return;
      target.set(url, null);
      pending.push(
        weigh(response).then((size) => {
          if (size) {
            target.set(url, {
              file: new URL(url).pathname,
              kind,
              ...size,
              viaServiceWorker: !fromWorker && response.fromServiceWorker(),
            });
          } else target.delete(url);
        }),
      );
    });
    const watch = networkWatch(context);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
    const { timedOut } = await watch.quiet({ quietMs: 2000, maxMs: 60_000 });
    // A first install stores only the shell; the rest of the precache follows when the page
    // asks (5 s after its load). Ask now and wait, so the precache figures are the whole app.
    pageLoaded = true;
    await waitForController(page);
    await watch.quiet({ quietMs: 2000, maxMs: 60_000 });
    watch.stop();
    await Promise.all(pending);
    const heading = await page
      .locator('#root h1')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
    const finalPath = new URL(page.url()).pathname;
    const files = [...pageFiles.values()].filter((file) => file !== null);
    const precache = [...workerFiles.values()].filter((file) => file !== null);
    const total = (list: LoadedFile[], kind: LoadedFile['kind']) =>
      list.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzip, 0);
    return {
      js: total(files, 'js'),
      css: total(files, 'css'),
      precacheJs: total(precache, 'js'),
      precacheCss: total(precache, 'css'),
      files: files.sort((a, b) => b.gzip - a.gzip),
      heading,
      finalPath,
      timedOut,
      fallback,
    };
  } finally {
    await context.close();
  }
}

/** Runs `tasks` (functions returning promises) with at most `limit` at a time, in order. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * `runs` cold loads of each route. Returns, per route, the JS and CSS gzip figures (kB,
 * 1 kB = 1000 bytes), the precache figures and the file list of the median run. One load at a
 * time by default: on a busy machine the app may fall back to its in-page backend, which loads
 * more code, so parallel loads would change the bytes.
 */
export async function measureTransfer({
  browser,
  baseUrl,
  runs = 3,
  routes = transferRoutes,
  concurrency = 1,
  log,
}: {
  browser: Browser;
  baseUrl: string;
  runs?: number;
  routes?: TransferRoute[];
  concurrency?: number;
  log?: (line: string) => void;
}) {
  const tasks = routes.flatMap((route) =>
    Array.from({ length: runs }, (_, run) => async () => {
      const load = await coldLoad(browser, baseUrl, route);
      log?.(
        `transfer ${route.path} run ${run + 1}/${runs}: JS ${(load.js / 1000).toFixed(1)} kB, CSS ${(load.css / 1000).toFixed(1)} kB, ${load.files.length} files${load.timedOut ? ' (network never quiet)' : ''}${load.fallback ? ` (${load.fallback})` : ''}`,
      );
      return { route, load };
    }),
  );
  const done = await pool(tasks, concurrency);
  const results: Record<string, RawTransferRoute> = {};
  for (const route of routes) {
    const loads = done.filter((entry) => entry.route === route).map((entry) => entry.load);
    const kb = (key: 'js' | 'css' | 'precacheJs' | 'precacheCss') =>
      summarize(
        loads.map((load) => load[key] / 1000),
        1,
      );
    // The file list of the run whose JS total is the median.
    const byJs = [...loads].sort((a, b) => a.js - b.js);
    const last = byJs[Math.floor((byJs.length - 1) / 2)];
    results[route.path] = {
      signedInAsAdmin: route.admin,
      js: kb('js'),
      css: kb('css'),
      precacheJs: kb('precacheJs'),
      precacheCss: kb('precacheCss'),
      heading: last.heading,
      finalPath: last.finalPath,
      networkNeverQuiet: loads.some((load) => load.timedOut),
      inPageBackendRuns: loads.filter((load) => load.fallback).length,
      files: last.files.map(({ file, kind, bytes, gzip, viaServiceWorker }) => ({
        file,
        kind,
        bytes,
        gzip,
        viaServiceWorker,
      })),
    };
  }
  return results;
}
