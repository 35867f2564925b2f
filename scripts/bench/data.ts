// The booth's data tools (issue 17) and a fresh device's first dashboard, timed in the built app
// through its own UI (real Playwright clicks; nothing in the app is called directly).
//
// One fresh browser context, which starts with the demo dataset as a new device does (the
// `skyforge.startingData` preference is not set), the demo admin signed in. For the demo dataset,
// then again after the admin's generator (POST /api/admin/products/generate) has filled the
// backend to `count` products (demo orders kept), `runs` times each, on a freshly loaded
// Admin → Settings → Data:
//   export   "Export data" → the download is complete: from the click (in the page) to the moment
//            Playwright has the whole file (Node; both clocks are the wall clock). The file's size
//            and name (skyforge-data-YYYY-MM-DD.json) are recorded.
//   import   "Import data" → the file exported above into the chooser → "Replace all data?" →
//            "Import": from the click on "Import" to the frame that shows the green toast
//            "Data imported…". Reported as not measured when this build has no "Import data".
//   reset    "Reset demo data" → "Reset all data?" (Demo data) → "Reset": from the click on
//            "Reset" to the frame that shows the green toast "Demo data restored…". A reset puts
//            the fixtures back, so before every later run at `count` products the generator fills
//            the backend again (untimed).
// Then `dashboardRuns` times in a new context each: open `/` until the service worker controls
// the page (the backend is up; the app database is not opened there, so the demo dataset is not
// written yet), sign the admin in through POST /api/admin/login, navigate to /admin, and take
// the frame in which Total Revenue first shows a non-zero figure and Recent Orders has 5 rows
// (performance.now() of that /admin document: from the start of its navigation).
//
// Usage: npx tsx scripts/bench/data.ts [--count 50000] [--runs 5] [--dashboard-runs 5]
//        [--base-url http://localhost:4474 | --out-dir dist --port 4474] [--json]
// Without --base-url it serves an existing build (--out-dir, default $OUT_DIR or dist) with
// `vite preview`; it never builds.
import type { Browser, Locator, Page } from '@playwright/test';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseBenchArgs, runOnItsOwn } from './args.ts';
import {
  launchChromium,
  newBenchContext,
  productTotal,
  reasonOf,
  seedProducts,
  settleInPage,
  summarize,
} from './browser.ts';
import { signInAdmin, waitForController } from './session.ts';

/** What the report says while the Data tab has no "Import data". */
export const importMissingReason = 'Import data is not in this build';
export const dataFileNamePattern = /^skyforge-data-\d{4}-\d{2}-\d{2}\.json$/;
const TIMEOUT_MS = 180_000;
const QUIET_MS = 300;
const VIEWPORT = { width: 1280, height: 900 };

// ---------------------------------------------------------------------------------------------
// In the page

/**
 * In the page: watches for the click on the button labelled `buttonText` and for the first
 * notification shown after it. `window.__dataBench.done` resolves with { ms, text }: click to the
 * frame after a green notification starting with `toastStart` appeared; it rejects when a
 * notification of another colour appears first (the app's failure message) or after `timeoutMs`.
 */
interface DataProbe {
  clickAt: number | null;
  done?: Promise<{ ms: number; text: string }>;
}

interface DashboardProbe {
  readyAt: number | null;
  revenue: string | null;
}

/** The page's window with this file's probes. */
type ProbedWindow = Window & { __dataBench?: DataProbe; __dashboardBench?: DashboardProbe };

function armToastWatchInPage({
  buttonText,
  toastStart,
  timeoutMs,
}: {
  buttonText: string;
  toastStart: string;
  timeoutMs: number;
}): void {
  const selector = '.mantine-Notification-root';
  const old = new WeakSet(document.querySelectorAll(selector));
  const probe: DataProbe = { clickAt: null };
  let settle!: {
    resolve: (value: { ms: number; text: string }) => void;
    reject: (error: Error) => void;
  };
  probe.done = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  (window as ProbedWindow).__dataBench = probe;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (probe.clickAt === null && button?.textContent?.trim() === buttonText) {
      probe.clickAt = performance.now();
    }
  };
  const observer = new MutationObserver(() => {
    if (probe.clickAt === null) return;
    for (const toast of document.querySelectorAll<HTMLElement>(selector)) {
      if (old.has(toast)) continue;
      old.add(toast);
      const text = toast.textContent?.trim() ?? '';
      const color = toast.style.getPropertyValue('--notification-color');
      if (text.startsWith(toastStart) && color.includes('green')) {
        stop();
        requestAnimationFrame(() =>
          settle.resolve({
            ms: performance.now() - (probe.clickAt ?? 0),
            text: text.slice(0, 120),
          }),
        );
        return;
      }
      if (!color.includes('green')) {
        stop();
        settle.reject(new Error(`the app answered "${text.slice(0, 200)}"`));
        return;
      }
    }
  });
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    observer.disconnect();
    if (timer !== null) clearTimeout(timer);
    document.removeEventListener('click', onClick, true);
  };
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  document.addEventListener('click', onClick, true);
  timer = setTimeout(() => {
    stop();
    settle.reject(
      new Error(
        probe.clickAt === null
          ? `no click on "${buttonText}" was seen`
          : `no "${toastStart}…" notification within ${timeoutMs / 1000} s`,
      ),
    );
  }, timeoutMs);
}

/** In the page: records, as wall-clock ms, the click on the button labelled `buttonText`. */
function armClickWatchInPage(buttonText: string): void {
  const probe: DataProbe = { clickAt: null };
  (window as ProbedWindow).__dataBench = probe;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (probe.clickAt === null && button?.textContent?.trim() === buttonText) {
        probe.clickAt = performance.timeOrigin + performance.now();
      }
    },
    true,
  );
}

/**
 * Installed in every document of a first-dashboard context; on /admin it checks each frame
 * whether Total Revenue shows a non-zero figure and Recent Orders has 5 rows, and keeps the time.
 */
function installDashboardProbe(): void {
  if (location.pathname.replace(/\/$/, '') !== '/admin') return;
  const probe: DashboardProbe = { readyAt: null, revenue: null };
  (window as ProbedWindow).__dashboardBench = probe;
  const byText = (selector: string, text: string) =>
    [...document.querySelectorAll(selector)].find((node) => node.textContent?.trim() === text);
  const check = () => {
    const revenue = byText('main p', 'Total Revenue')?.nextElementSibling?.textContent?.trim();
    const panel = byText('main h2', 'Recent Orders')?.closest('.mantine-Paper-root');
    const rows = panel?.querySelectorAll('tbody tr').length ?? 0;
    if (revenue && /[1-9]/.test(revenue) && rows === 5) {
      probe.readyAt = performance.now();
      probe.revenue = revenue;
    } else {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
}

// ---------------------------------------------------------------------------------------------
// In Node

const settle = (page: Page) =>
  page.evaluate(settleInPage, { quietMs: QUIET_MS, timeoutMs: TIMEOUT_MS }).catch(() => {});

/**
 * Admin → Settings → Data, freshly loaded. An admin session the backend no longer knows (the
 * login form shows instead) is renewed once.
 */
async function openDataTab(page: Page, baseUrl: string, { retry = true } = {}): Promise<void> {
  await page.goto(`${baseUrl}/admin/settings`);
  const dataTab = page.getByRole('tab', { name: 'Data' });
  const signInButton = page.getByRole('button', { name: 'Sign In' });
  await dataTab.or(signInButton).first().waitFor();
  if (await signInButton.isVisible()) {
    if (!retry) throw new Error('the admin is not signed in');
    await signInAdmin(page);
    return openDataTab(page, baseUrl, { retry: false });
  }
  await dataTab.click();
  await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
  await settle(page);
}

/** Clicks `confirm` and returns how long the app took to show the green `toastStart` toast. */
async function timeUntilToast(
  page: Page,
  confirm: Locator,
  { buttonText, toastStart }: { buttonText: string; toastStart: string },
): Promise<number> {
  await confirm.waitFor();
  await settle(page);
  await page.evaluate(armToastWatchInPage, { buttonText, toastStart, timeoutMs: TIMEOUT_MS });
  await confirm.click();
  const { ms } = await page.evaluate(() => (window as ProbedWindow).__dataBench!.done!);
  return ms;
}

/**
 * One "Export data": { ms, startMs (click to the download event), bytes, name, file } with the
 * file saved in `saveDir`.
 */
async function timeExport(page: Page, baseUrl: string, saveDir: string) {
  await openDataTab(page, baseUrl);
  await page.evaluate(armClickWatchInPage, 'Export data');
  const downloading = page.waitForEvent('download', { timeout: TIMEOUT_MS });
  // When the browser started the download: the app's own work ends there.
  const startedAt = downloading.then(() => performance.timeOrigin + performance.now());
  await page.getByRole('button', { name: 'Export data', exact: true }).click();
  const download = await downloading;
  const path = await download.path(); // resolves once the file is complete
  const doneAt = performance.timeOrigin + performance.now();
  const clickAt = await page.evaluate(() => (window as ProbedWindow).__dataBench?.clickAt ?? null);
  if (clickAt === null) throw new Error('no click on "Export data" was seen');
  const failure = await download.failure();
  if (failure) throw new Error(`the download failed: ${failure}`);
  const name = download.suggestedFilename();
  if (!dataFileNamePattern.test(name)) throw new Error(`the data file is called ${name}`);
  const file = join(saveDir, name);
  await download.saveAs(file);
  return {
    ms: doneAt - clickAt,
    startMs: (await startedAt) - clickAt,
    bytes: statSync(path).size,
    name,
    file,
  };
}

/** One "Import data" of `file`: ms, or null when this build has no "Import data". */
async function timeImport(page: Page, baseUrl: string, file: string): Promise<number | null> {
  await openDataTab(page, baseUrl);
  const input = page.locator('input[type="file"]').and(page.getByLabel('Import data file'));
  const button = page.getByRole('button', { name: 'Import data', exact: true });
  if ((await input.count()) > 0) {
    await input.setInputFiles(file);
  } else if ((await button.count()) > 0) {
    const choosing = page.waitForEvent('filechooser');
    await button.click();
    await (await choosing).setFiles(file);
  } else {
    return null;
  }
  const dialog = page.getByRole('dialog', { name: 'Replace all data?' });
  return timeUntilToast(page, dialog.getByRole('button', { name: 'Import', exact: true }), {
    buttonText: 'Import',
    toastStart: 'Data imported',
  });
}

/** One "Reset demo data" (to the demo data): ms. */
async function timeReset(page: Page, baseUrl: string): Promise<number> {
  await openDataTab(page, baseUrl);
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset all data?' });
  await dialog.getByRole('radio', { name: 'Demo data' }).check();
  return timeUntilToast(page, dialog.getByRole('button', { name: 'Reset', exact: true }), {
    buttonText: 'Reset',
    toastStart: 'Demo data restored',
  });
}

/** An operation that was not measured, and why. */
export interface NotMeasured {
  status: string;
  reason: string;
}

/** One dataset's export, import and reset. */
export interface Dataset {
  label: string;
  products: number;
  seedMs?: number;
  export?:
    { samplesMs: number[]; startMs: number[]; bytes: number[]; fileName: string } | NotMeasured;
  import?: { samplesMs: number[] } | NotMeasured;
  reset?: { samplesMs: number[]; restoreMs: number[] } | NotMeasured;
}

/**
 * Export, import and reset `runs` times each on the data the context holds now. `restore` puts
 * the dataset back after a reset (null: the reset restores it itself).
 */
async function measureDataset(
  page: Page,
  {
    baseUrl,
    label,
    runs,
    saveDir,
    restore,
    log,
    failures,
  }: {
    baseUrl: string;
    label: string;
    runs: number;
    saveDir: string;
    restore: (() => Promise<unknown>) | null;
    log: (line: string) => void;
    failures: string[];
  },
): Promise<Dataset> {
  const products = await productTotal(page);
  const dataset: Dataset = { label, products };
  const fail = (operation: string, error: unknown): NotMeasured => {
    const reason = reasonOf(error);
    failures.push(`${operation}, ${label}: ${reason}`);
    log(`data ${label}: ${operation} FAILED: ${reason}`);
    return { status: 'failed', reason };
  };

  let exported: Awaited<ReturnType<typeof timeExport>> | null = null;
  try {
    const samplesMs: number[] = [];
    const startMs: number[] = [];
    const bytes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await timeExport(page, baseUrl, saveDir);
      samplesMs.push(result.ms);
      startMs.push(result.startMs);
      bytes.push(result.bytes);
      exported ??= result;
      log(
        `data ${label}: export ${run + 1}/${runs} — ${Math.round(result.ms)} ms, ${(result.bytes / 1e6).toFixed(2)} MB`,
      );
    }
    dataset.export = { samplesMs, startMs, bytes, fileName: exported?.name ?? '' };
  } catch (error) {
    dataset.export = fail('export', error);
  }

  if (!exported) {
    dataset.import = { status: 'not measured', reason: 'no exported file to import' };
  } else {
    const file = exported.file;
    try {
      const samplesMs: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const ms = await timeImport(page, baseUrl, file);
        if (ms === null) break;
        samplesMs.push(ms);
        const after = await productTotal(page);
        if (after !== products) throw new Error(`${after} products after the import`);
        log(`data ${label}: import ${run + 1}/${runs} — ${Math.round(ms)} ms`);
      }
      dataset.import = samplesMs.length
        ? { samplesMs }
        : { status: 'not measured', reason: importMissingReason };
      if (!samplesMs.length) log(`data ${label}: import not measured: ${importMissingReason}`);
    } catch (error) {
      dataset.import = fail('import', error);
    }
  }

  try {
    const samplesMs: number[] = [];
    const restoreMs: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      if (run > 0 && restore) {
        const started = performance.now();
        await restore();
        restoreMs.push(performance.now() - started);
        const now = await productTotal(page);
        if (now !== products) throw new Error(`${now} products before the reset, not ${products}`);
      }
      const ms = await timeReset(page, baseUrl);
      samplesMs.push(ms);
      log(`data ${label}: reset ${run + 1}/${runs} — ${Math.round(ms)} ms`);
    }
    dataset.reset = { samplesMs, restoreMs };
  } catch (error) {
    dataset.reset = fail('reset', error);
  }
  return dataset;
}

/** Until Total Revenue is non-zero and Recent Orders has 5 rows (the demo dataset is there). */
function waitForDemoDashboard(page: Page) {
  return page.waitForFunction(
    () => {
      const byText = (selector: string, text: string) =>
        [...document.querySelectorAll(selector)].find((node) => node.textContent?.trim() === text);
      const revenue = byText('main p', 'Total Revenue')?.nextElementSibling?.textContent ?? '';
      const panel = byText('main h2', 'Recent Orders')?.closest('.mantine-Paper-root');
      return /[1-9]/.test(revenue) && panel?.querySelectorAll('tbody tr').length === 5;
    },
    undefined,
    { timeout: TIMEOUT_MS, polling: 100 },
  );
}

/** One first visit of /admin on a fresh device: { ms, appDbBefore, revenue }. */
async function timeFirstDashboard(browser: Browser, baseUrl: string) {
  const context = await newBenchContext(browser, { viewport: VIEWPORT });
  try {
    await context.addInitScript(installDashboardProbe);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${baseUrl}/`);
    await waitForController(page);
    await signInAdmin(page);
    // Whether the demo dataset could already have been written before /admin opened.
    const appDbBefore = await page.evaluate(async () =>
      (await indexedDB.databases()).some((database) => database.name === 'skyforge-app'),
    );
    await page.goto(`${baseUrl}/admin`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as ProbedWindow).__dashboardBench?.readyAt != null,
      undefined,
      {
        timeout: TIMEOUT_MS,
        polling: 100,
      },
    );
    const { readyAt, revenue } = await page.evaluate(
      () => (window as ProbedWindow).__dashboardBench!,
    );
    if (new URL(page.url()).pathname !== '/admin') throw new Error(`ended at ${page.url()}`);
    return { ms: readyAt ?? 0, appDbBefore, revenue };
  } finally {
    await context.close();
  }
}

/**
 * Times the Data tab's export, import and reset with the demo dataset and with `count` products,
 * and a fresh device's first dashboard. Returns { datasets: { demo, [count] }, firstDashboard,
 * failures }: each operation { samplesMs } (export also startMs, bytes and fileName; reset
 * restoreMs, the untimed refills) or { status, reason }; failures lists what failed (the rest is
 * still measured).
 */
export async function measureData({
  baseUrl,
  browser: given,
  count = 50_000,
  runs = 5,
  dashboardRuns = runs,
  log = console.log,
}: {
  baseUrl: string;
  browser?: Browser;
  count?: number;
  runs?: number;
  dashboardRuns?: number;
  log?: (line: string) => void;
}) {
  const browser = given ?? (await launchChromium());
  const saveDir = mkdtempSync(join(tmpdir(), 'skyforge-bench-data-'));
  const failures: string[] = [];
  const result: {
    count: number;
    datasets: Record<string, Dataset>;
    firstDashboard: { samplesMs: number[]; appDbBefore: boolean[] } | NotMeasured | null;
    failures: string[];
  } = { count, datasets: {}, firstDashboard: null, failures };
  try {
    const context = await newBenchContext(browser, { viewport: VIEWPORT, acceptDownloads: true });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT_MS);
      await page.goto(`${baseUrl}/`);
      await waitForController(page);
      await signInAdmin(page);
      await page.goto(`${baseUrl}/admin`);
      await waitForDemoDashboard(page);
      const common = { baseUrl, runs, saveDir, log, failures };
      result.datasets.demo = await measureDataset(page, {
        ...common,
        label: 'demo dataset',
        restore: null,
      });

      log(`data: filling the backend to ${count} products…`);
      const { seedMs, total } = await seedProducts(page, count);
      log(`data: ${total} products in ${(seedMs / 1000).toFixed(1)} s`);
      result.datasets[count] = {
        seedMs: Math.round(seedMs),
        ...(await measureDataset(page, {
          ...common,
          label: `${count.toLocaleString('en-US')} products`,
          restore: () => seedProducts(page, count),
        })),
      };
    } finally {
      await context.close();
    }

    try {
      const samplesMs: number[] = [];
      const appDbBefore: boolean[] = [];
      for (let run = 0; run < dashboardRuns; run += 1) {
        const one = await timeFirstDashboard(browser, baseUrl);
        samplesMs.push(one.ms);
        appDbBefore.push(one.appDbBefore);
        log(
          `data: first dashboard ${run + 1}/${dashboardRuns} — ${Math.round(one.ms)} ms (revenue ${one.revenue}; app database ${one.appDbBefore ? 'already there' : 'created by /admin'})`,
        );
      }
      result.firstDashboard = { samplesMs, appDbBefore };
    } catch (error) {
      const reason = reasonOf(error);
      failures.push(`first dashboard: ${reason}`);
      log(`data: first dashboard FAILED: ${reason}`);
      result.firstDashboard = { status: 'failed', reason };
    }
  } finally {
    rmSync(saveDir, { recursive: true, force: true });
    if (!given) await browser.close();
  }
  return result;
}

/** The demo dataset first, then the larger catalogues (object keys would put numbers first). */
export function datasetsInOrder<T>(datasets: Record<string, T> | undefined): T[] {
  return Object.entries(datasets ?? {})
    .sort(([a], [b]) => (a === 'demo' ? -1 : b === 'demo' ? 1 : Number(a) - Number(b)))
    .map(([, dataset]) => dataset);
}

// ---------------------------------------------------------------------------------------------
// Command line

function parseArgs(argv: string[]) {
  const options = parseBenchArgs(argv, {
    scriptUrl: import.meta.url,
    defaults: { count: 50_000, runs: 5, dashboardRuns: null as number | null, port: 4474 },
    own: {
      '--count': (value, options) => (options.count = Number(value)),
      '--dashboard-runs': (value, options) => (options.dashboardRuns = Number(value)),
    },
  });
  const dashboardRuns = options.dashboardRuns ?? options.runs;
  for (const [value, flag] of [
    [options.count, '--count'],
    [dashboardRuns, '--dashboard-runs'],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`bad ${flag}`);
  }
  return { ...options, dashboardRuns };
}

function printResult(result: Awaited<ReturnType<typeof measureData>>): void {
  const line = (
    name: string,
    operation: { samplesMs: number[] } | NotMeasured | null | undefined,
  ) => {
    if (!operation || !('samplesMs' in operation)) {
      return `  ${name.padEnd(16)} ${operation?.status ?? 'not measured'}${operation?.reason ? `: ${operation.reason}` : ''}`;
    }
    const { median, min, max, runs } = summarize(operation.samplesMs);
    return `  ${name.padEnd(16)} median ${String(median).padStart(6)} ms  (min ${min}, max ${max}, ${runs} runs)`;
  };
  for (const dataset of datasetsInOrder(result.datasets)) {
    console.log(`\n${dataset.label} (${dataset.products} products):`);
    console.log(line('export data', dataset.export));
    if (dataset.export && 'bytes' in dataset.export) {
      console.log(
        `  ${'data file'.padEnd(16)} ${dataset.export.fileName}, ${(summarize(dataset.export.bytes).median / 1e6).toFixed(2)} MB`,
      );
    }
    console.log(line('import data', dataset.import));
    console.log(line('reset demo data', dataset.reset));
  }
  console.log(`\n${line('first dashboard', result.firstDashboard).trimStart()}`);
  for (const failure of result.failures) console.log(`failed: ${failure}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = parseArgs(process.argv.slice(2));
  await runOnItsOwn(
    'data',
    options,
    (baseUrl) =>
      measureData({
        baseUrl,
        count: options.count,
        runs: options.runs,
        dashboardRuns: options.dashboardRuns,
      }),
    printResult,
  );
}
