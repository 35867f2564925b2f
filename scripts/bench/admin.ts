// The back office at a real shop's size (issue 19): the admin's pages, list interactions and
// JS heap with 50,000 products and 10,000 orders, then again with 50,000 orders, timed in the
// built app through its own UI.
//
// One browser context at desktop size (1280×800), which starts with the demo dataset (340
// orders) as a new device does, the demo admin signed in and kept signed in throughout. The
// backend is filled to 50,000 products by the admin's generator (POST
// /api/admin/products/generate); the orders, which live in the app's own database, are added
// through Admin → Settings → Data → "Generate orders" (real clicks; the toast "Generated N
// orders." ends it): up to 10,000 orders, measured, then up to 50,000, measured again. At each
// size, after one untimed visit of every page (a returning admin: code and service worker warm):
//   pages      `runs` fresh navigations (page.goto) of each page, no throttling; from the start
//              of the navigation (performance.now() of the new document) to the first frame
//              that shows what the admin came for:
//                products, orders, customers   a data row of the table (a `tbody tr` with cells
//                                              of text, not the "Loading…" line)
//                dashboard                     Total Revenue shows a non-zero figure and Recent
//                                              Orders has rows
//                analytics (?period=1y)        Revenue shows a non-zero figure and Top 10
//                                              Products has rows
//                reports (?period=1y)          from the click on "Generate Report" (the page
//                                              loaded and settled first) to the frame that shows
//                                              the report table's rows
//   inp        `runs` rounds on /admin/products and /admin/orders with the CPU slowed 4×
//              (Emulation.setCPUThrottlingRate), each on a freshly loaded list, real Playwright
//              input: search (click the box, untimed; type a term: every key is timed; a box
//              that drops keys is warned about and its list taken as it is), filter
//              (products: the "Courses" segment; orders: open "Status", pick "Delivered"; both
//              clicks timed), sort (click the "Price" / "Total" column header), next page. The
//              figure and its method are inp.ts's (its probes are imported): the worst Event
//              Timing latency of the step, input to next paint; ≤ 8 ms when none was reported.
//              After each step the list must show the new state (the URL's list state, and for
//              products the answer of the request asking for exactly it) and the DOM be quiet.
//   heap       one walk through every admin page by the sidebar, in one document (as an admin
//              moves around the tab), Reports generating its report for the last year: the JS
//              heap in use (CDP Performance.getMetrics JSHeapUsedSize, garbage included) once
//              each page has settled, and its maximum.
// Every measurement gives up after 60 s and is reported as failed with the reason; the others
// still run.
//
// Usage: npx tsx scripts/bench/admin.ts [--runs 5] [--products 50000] [--orders 10000,50000]
//        [--base-url http://localhost:4476 | --out-dir dist --port 4476] [--json]
// Without --base-url it serves an existing build (--out-dir, default $OUT_DIR or dist) with
// `vite preview`; it never builds.
import type { Browser, BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { parseBenchArgs, runOnItsOwn } from './args.ts';
import {
  launchChromium,
  newBenchContext,
  reasonOf,
  seedProducts,
  settleInPage,
  summarize,
} from './browser.ts';
import { installProbes, timed, worst, type Interaction } from './inp.ts';
import { signInAdmin, waitForController } from './session.ts';

export const ADMIN_PAGES = [
  'products',
  'orders',
  'customers',
  'dashboard',
  'analytics',
  'reports',
] as const;
export const ADMIN_LISTS = ['products', 'orders'] as const;
export const ADMIN_INTERACTIONS = ['search', 'filter', 'sort', 'next page'] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];
export type AdminList = (typeof ADMIN_LISTS)[number];
export type AdminInteraction = (typeof ADMIN_INTERACTIONS)[number];
const PAGE_PATHS: Record<AdminPage, string> = {
  products: '/admin/products',
  orders: '/admin/orders',
  customers: '/admin/customers',
  dashboard: '/admin',
  analytics: '/admin/analytics?period=1y',
  reports: '/admin/reports?period=1y',
};
/** The sidebar's links, in its order: the heap walk visits each once. */
const SIDEBAR = [
  'Dashboard',
  'Analytics',
  'Products',
  'Orders',
  'Customers',
  'Coupons',
  'Messages',
  'Notifications',
  'Reports',
  'Settings',
  'Help',
];
const PRODUCT_TERMS = ['falcon', 'solar', 'vector', 'turbo', 'lunar', 'orbital'];
// First names of the demo dataset's customers (mocks/fixtures/demoDataset.ts).
const CUSTOMER_TERMS = ['priya', 'rahul', 'emma', 'liam', 'sofia', 'omar'];
const MEASURE_TIMEOUT_MS = 60_000;
/** Generating 40,000 orders is set-up, not a measurement: it may take longer. */
const SETUP_TIMEOUT_MS = 600_000;
const QUIET_MS = 300;
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 1280, height: 800 };

// ---------------------------------------------------------------------------------------------
// In the page

/**
 * Installed in every document: each frame, until found, checks whether this admin page shows
 * what it is for (see the header) and keeps performance.now() of the first frame that does.
 * Also keeps the list requests' answers (resource timing, without its 250-entry buffer limit)
 * and, on Reports, the click on "Generate Report".
 */
interface AdminProbe {
  readyAt: number | null;
  clickAt: number | null;
  requests: string[];
}

/** The page's window with the admin probe. */
type ProbedWindow = Window & { __adminBench?: AdminProbe };

function installAdminProbe(): void {
  const probe: AdminProbe = { readyAt: null, clickAt: null, requests: [] };
  (window as ProbedWindow).__adminBench = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name.includes('/api/')) probe.requests.push(entry.name);
      }
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // no resource timing: list steps then wait for the DOM alone
  }
  const path = location.pathname.replace(/\/$/, '');
  const byText = (selector: string, text: string) =>
    [...document.querySelectorAll(selector)].find((node) => node.textContent?.trim() === text);
  const figure = (label: string) =>
    byText('main p', label)?.nextElementSibling?.textContent?.trim() ?? '';
  const rowsUnder = (heading: string) =>
    byText('main h2', heading)?.closest('.mantine-Paper-root')?.querySelectorAll('tbody tr')
      .length ?? 0;
  const dataRow = () =>
    [...document.querySelectorAll('main table tbody tr')].some(
      (row) =>
        row.querySelectorAll('td').length > 1 &&
        /\w/.test(row.textContent ?? '') &&
        !/^Loading/.test((row.textContent ?? '').trim()),
    );
  const checks: Record<string, () => boolean> = {
    '/admin/products': dataRow,
    '/admin/orders': dataRow,
    '/admin/customers': dataRow,
    '/admin': () => /[1-9]/.test(figure('Total Revenue')) && rowsUnder('Recent Orders') > 0,
    '/admin/analytics': () => /[1-9]/.test(figure('Revenue')) && rowsUnder('Top 10 Products') > 0,
    '/admin/reports': () =>
      probe.clickAt !== null &&
      (document.querySelector('main table[aria-label] tbody tr') ?? null) !== null,
  };
  const check = checks[path];
  if (!check) return;
  if (path === '/admin/reports') {
    document.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (probe.clickAt === null && button?.textContent?.trim() === 'Generate Report') {
          probe.clickAt = performance.now();
        }
      },
      true,
    );
  }
  const poll = () => {
    if (check()) probe.readyAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/**
 * In the page: the admin list's signature (header line, first cells of its rows, footer)
 * and whether it shows the state asked for: every `expect` key in the URL with that value, with
 * `searchBox` ({ label, key }) the URL's search what the box shows (which may differ from what
 * was typed if the box dropped keys), no
 * "Loading" line instead of the table, and with `request` an answered request for exactly the
 * list state in the URL (the products page asks the backend, with a debounced search and the
 * previous rows kept on screen meanwhile, so its rows alone do not say they are the new ones).
 */
interface ListRequest {
  path: string;
  keys: string[];
  defaults: Record<string, string | null>;
}

interface ListState {
  expect?: Record<string, string | null>;
  request?: ListRequest | null;
  searchBox?: { label: string; key: string } | null;
}

function listInPage({ expect = {}, request = null, searchBox = null }: ListState): {
  signature: string;
  ready: boolean;
} {
  const main = document.querySelector('main');
  const params = new URL(location.href).searchParams;
  const rows = [...(main?.querySelectorAll('table tbody tr') ?? [])].map(
    (row) => row.querySelector('td')?.textContent?.trim() ?? '',
  );
  const header = main?.querySelector('h1')?.parentElement?.textContent?.trim() ?? '';
  const footer = [...(main?.querySelectorAll('p') ?? [])]
    .map((node) => node.textContent?.trim() ?? '')
    .find((text) => text.startsWith('Showing'));
  // Not the URL: it changes on the input itself, before the list does.
  const signature = [header, footer ?? '', ...rows].join('|');
  const ready = () => {
    for (const [key, value] of Object.entries(expect)) {
      if (params.get(key) !== value) return false;
    }
    if (searchBox) {
      const box = [...(main?.querySelectorAll('label') ?? [])].find(
        (node) => node.textContent?.trim() === searchBox.label,
      )?.control as HTMLInputElement | null | undefined;
      const shown = box?.value.trim() ?? '';
      if (shown === '' || params.get(searchBox.key) !== shown) return false;
    }
    if (/^Loading/m.test(main?.innerText ?? '')) return false;
    if (request) {
      const wanted = request.keys.map(
        (key) => [key, params.get(key) ?? request.defaults[key]] as const,
      );
      const answered = ((window as ProbedWindow).__adminBench?.requests ?? []).some((name) => {
        const url = new URL(name, location.href);
        if (!url.pathname.endsWith(request.path)) return false;
        return wanted.every(([key, value]) => (url.searchParams.get(key) ?? null) === value);
      });
      if (!answered) return false;
    }
    return true;
  };
  return { signature, ready: ready() };
}

/** In the page: how many orders the app's database holds. */
async function orderCountInPage(): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('skyforge-app');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!db.objectStoreNames.contains('orders')) return 0;
    return await new Promise<number>((resolve, reject) => {
      const request = db.transaction('orders').objectStore('orders').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// In Node

const label = (count: number) => count.toLocaleString('en-US');

/** `promise`, or a rejection naming `what` after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Waits until nothing in the page has changed for QUIET_MS (given up on silently). */
const settle = (page: Page, timeoutMs = MEASURE_TIMEOUT_MS) =>
  page.evaluate(settleInPage, { quietMs: QUIET_MS, timeoutMs }).catch(() => {});

/**
 * The admin's tab. A page whose measurement timed out may still be busy in a long task, so it
 * is replaced by a new one in the same context (same session, same service worker).
 */
class AdminTab {
  page!: Page;
  cdp!: CDPSession;
  private readonly context: BrowserContext;

  constructor(context: BrowserContext) {
    this.context = context;
  }

  async open(): Promise<Page> {
    await this.close();
    this.page = await this.context.newPage();
    this.page.setDefaultTimeout(MEASURE_TIMEOUT_MS);
    this.cdp = await this.context.newCDPSession(this.page);
    return this.page;
  }

  async close(): Promise<void> {
    // Before the first open() there is no page yet.
    const page = this.page as Page | undefined;
    await page?.close().catch(() => {});
  }
}

/**
 * A fresh navigation to `path`, returning once it has begun: the probe in the new document
 * times from there.
 */
async function gotoAdmin(page: Page, baseUrl: string, path: string): Promise<Page> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  return page;
}

/** Fails when the app sent the admin elsewhere (e.g. to the sign-in page). */
function assertStillThere(page: Page, path: string): void {
  const wanted = path.split('?')[0];
  const now = new URL(page.url()).pathname.replace(/\/$/, '') || '/';
  if (now !== wanted) throw new Error(`ended at ${now}`);
}

/** Until the page's probe has found what the page is for. */
function waitForReady(page: Page, timeout = MEASURE_TIMEOUT_MS) {
  return page.waitForFunction(
    () => (window as ProbedWindow).__adminBench?.readyAt != null,
    undefined,
    {
      timeout,
      polling: 50,
    },
  );
}

/** One timed visit of `name`: ms (see the header for what it is timed to). */
async function timePage(page: Page, baseUrl: string, name: AdminPage): Promise<number> {
  const path = PAGE_PATHS[name];
  await gotoAdmin(page, baseUrl, path);
  if (name === 'reports') {
    const button = page.getByRole('button', { name: 'Generate Report' });
    await button.waitFor();
    await settle(page);
    await button.click();
  }
  await waitForReady(page);
  assertStillThere(page, path);
  const { readyAt, clickAt } = await page.evaluate(() => (window as ProbedWindow).__adminBench!);
  return name === 'reports' ? (readyAt ?? 0) - (clickAt ?? 0) : (readyAt ?? 0);
}

/** `runs` timed visits of each page: { [page]: { samplesMs } | { status, reason } }. */
interface Figure {
  samplesMs?: number[];
  status?: string;
  reason?: string;
}

interface RunSettings {
  baseUrl: string;
  runs: number;
  tag: string;
  log: (line: string) => void;
  failures: string[];
}

async function measurePages(
  tab: AdminTab,
  { baseUrl, runs, tag, log, failures }: RunSettings,
): Promise<Record<AdminPage, Figure>> {
  const pages = {} as Record<AdminPage, Figure>;
  for (const name of ADMIN_PAGES) {
    const samplesMs: number[] = [];
    try {
      for (let run = 0; run < runs; run += 1) {
        const ms = await withTimeout(
          timePage(tab.page, baseUrl, name),
          MEASURE_TIMEOUT_MS,
          `${name} page`,
        );
        samplesMs.push(ms);
        log(`admin ${tag}: ${name} ${run + 1}/${runs} — ${Math.round(ms)} ms`);
        // The page's tail (e.g. the rest of a dashboard) must not weigh on the next run.
        await settle(tab.page, 10_000);
      }
      pages[name] = { samplesMs };
    } catch (error) {
      const reason = reasonOf(error);
      failures.push(`${name} page, ${tag}: ${reason}`);
      log(`admin ${tag}: ${name} FAILED: ${reason}`);
      pages[name] = { status: 'failed', reason, ...(samplesMs.length ? { samplesMs } : {}) };
      await tab.open();
    }
  }
  return pages;
}

/**
 * Resolves with the list's signature once it shows the state asked for (listInPage), differs
 * from `before` (when given) and stayed the same over two quiet spells of QUIET_MS: an answer
 * that came in during the first may not have been rendered yet. (This wait is not part of the
 * figures, which are Event Timing's.)
 */
async function waitForList(
  page: Page,
  { before = null, expect, request, searchBox }: ListState & { before?: string | null },
): Promise<string> {
  const deadline = Date.now() + MEASURE_TIMEOUT_MS;
  let lastReady: string | null = null;
  for (;;) {
    await page.evaluate(settleInPage, {
      quietMs: QUIET_MS,
      timeoutMs: Math.max(deadline - Date.now(), QUIET_MS),
    });
    const { signature, ready } = await page.evaluate(listInPage, { expect, request, searchBox });
    if (ready && signature !== before && signature === lastReady) return signature;
    lastReady = ready && signature !== before ? signature : null;
    if (Date.now() > deadline) {
      throw new Error(`the list did not settle; it shows ${signature.slice(0, 120)}`);
    }
    await page.waitForTimeout(50);
  }
}

const listSignature = async (page: Page) => (await page.evaluate(listInPage, {})).signature;

/** The input of the Select labelled `name` (its open list is labelled the same). */
const selectInput = (page: Page, name: string) =>
  page.getByLabel(name, { exact: true }).and(page.locator('input'));

/** How each list is searched, filtered, sorted and paged, and how it tells it is ready. */
interface ListSpec {
  path: string;
  terms: string[];
  searchLabel: string;
  searchKey: string;
  request: ListRequest | null;
  filter: ((page: Page) => Locator)[];
  filterExpect: Record<string, string>;
  sortHeader: (page: Page) => Locator;
  sortExpect: Record<string, string>;
}

const LISTS: Record<AdminList, ListSpec> = {
  products: {
    path: '/admin/products',
    terms: PRODUCT_TERMS,
    searchLabel: 'Search products',
    searchKey: 'search',
    request: {
      path: '/products',
      keys: ['search', 'category', 'sort', 'page'],
      defaults: { search: null, category: null, sort: 'newest', page: '1' },
    },
    // The segment's radio input has no size: a user clicks its label.
    filter: [(page) => page.locator('main label').filter({ hasText: /^Courses$/ })],
    filterExpect: { category: 'courses' },
    sortHeader: (page) => page.getByRole('button', { name: 'Price', exact: true }),
    sortExpect: { sort: 'price-asc' },
  },
  orders: {
    path: '/admin/orders',
    terms: CUSTOMER_TERMS,
    searchLabel: 'Search orders',
    searchKey: 'q',
    request: null,
    filter: [
      (page) => selectInput(page, 'Status'),
      (page) => page.getByRole('option', { name: 'Delivered', exact: true }),
    ],
    filterExpect: { status: 'delivered' },
    sortHeader: (page) => page.getByRole('button', { name: 'Total', exact: true }),
    sortExpect: { sort: 'total' },
  },
};

/** One round on a freshly loaded list: { [interaction]: interactions[] }. */
async function oneListRound(
  tab: AdminTab,
  baseUrl: string,
  list: ListSpec,
  run: number,
  warnings: string[],
): Promise<Record<AdminInteraction, Interaction[]>> {
  const { page, cdp } = tab;
  const { request } = list;
  await gotoAdmin(page, baseUrl, list.path);
  await waitForReady(page);
  assertStillThere(page, list.path);
  await waitForList(page, { expect: {}, request });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const steps = {} as Record<AdminInteraction, Interaction[]>;
  try {
    const term = list.terms[run % list.terms.length];
    const searchBox = page.getByRole('textbox', { name: list.searchLabel });
    await searchBox.click();
    await settle(page);
    steps.search = await timed(
      page,
      () => page.keyboard.type(term, { delay: 120 }),
      // Not `before`: a search can leave the list as it was.
      () =>
        waitForList(page, {
          expect: {},
          request,
          searchBox: { label: list.searchLabel, key: list.searchKey },
        }),
    );
    const shown = await searchBox.inputValue();
    if (shown !== term) {
      warnings.push(`round ${run + 1}: typed "${term}" but the search box shows "${shown}"`);
    }
    // Back to the whole list (untimed).
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    let before = await waitForList(page, { expect: { [list.searchKey]: null }, request });

    steps.filter = await timed(
      page,
      async () => {
        for (const target of list.filter) await target(page).click();
      },
      () => waitForList(page, { before, expect: list.filterExpect, request }),
    );
    before = await listSignature(page);

    steps.sort = await timed(
      page,
      () => list.sortHeader(page).click(),
      () => waitForList(page, { before, expect: list.sortExpect, request }),
    );
    before = await listSignature(page);

    steps['next page'] = await timed(
      page,
      () => page.getByRole('button', { name: 'Next page' }).click(),
      () => waitForList(page, { before, expect: { page: '2' }, request }),
    );
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
  }
  return steps;
}

/**
 * `runs` rounds on each list: { [list]: { [interaction]: { samplesMs } | { status, reason } },
 * warnings, slow }.
 */
type ListFigures = Record<AdminInteraction, Figure> & {
  warnings?: string[];
  slow?: (Interaction & { run: number; step: AdminInteraction })[];
};

async function measureListInp(
  tab: AdminTab,
  { baseUrl, runs, tag, log, failures }: RunSettings,
): Promise<Record<AdminList, ListFigures>> {
  const result = {} as Record<AdminList, ListFigures>;
  for (const name of ADMIN_LISTS) {
    const list = LISTS[name];
    const samples = Object.fromEntries(
      ADMIN_INTERACTIONS.map((step) => [step, [] as number[]]),
    ) as Record<AdminInteraction, number[]>;
    const warnings: string[] = [];
    const slow: (Interaction & { run: number; step: AdminInteraction })[] = [];
    let failure: string | null = null;
    for (let run = 0; run < runs && !failure; run += 1) {
      try {
        const steps = await withTimeout(
          oneListRound(tab, baseUrl, list, run, warnings),
          // Four steps, each allowed a measurement's time.
          MEASURE_TIMEOUT_MS * ADMIN_INTERACTIONS.length,
          `${name} round ${run + 1}`,
        );
        for (const step of ADMIN_INTERACTIONS) {
          samples[step].push(worst(steps[step]));
          for (const interaction of steps[step]) {
            if (interaction.duration > 100) slow.push({ run, step, ...interaction });
          }
        }
        log(
          `admin ${tag}: ${name} INP round ${run + 1}/${runs} — ` +
            ADMIN_INTERACTIONS.map((step) => `${step} ${samples[step][run]}`).join(', ') +
            ' ms',
        );
      } catch (error) {
        failure = reasonOf(error);
        failures.push(`${name} INP, ${tag}: ${failure}`);
        log(`admin ${tag}: ${name} INP round ${run + 1} FAILED: ${failure}`);
        await tab.open();
      }
    }
    for (const warning of warnings) log(`admin ${tag}: ${name} warning: ${warning}`);
    result[name] = {
      ...(Object.fromEntries(
        ADMIN_INTERACTIONS.map((step) => [
          step,
          failure
            ? {
                status: 'failed',
                reason: failure,
                ...(samples[step].length ? { samplesMs: samples[step] } : {}),
              }
            : { samplesMs: samples[step] },
        ]),
      ) as Record<AdminInteraction, Figure>),
      warnings,
      slow,
    };
  }
  return result;
}

/** JSHeapUsedSize now, bytes. */
async function heapUsed(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
}

/** Waits until the page shows no "Loading" line and has settled. */
async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return Boolean(main?.querySelector('h1')) && !/^Loading/m.test(main?.innerText ?? '');
    },
    undefined,
    { timeout: MEASURE_TIMEOUT_MS, polling: 100 },
  );
  await settle(page);
}

/** One walk through the sidebar in one document: { peakBytes, pages: [{ page, bytes }] }. */
interface Heap {
  peakBytes: number;
  pages: { page: string; bytes: number }[];
}

async function measureHeap(
  tab: AdminTab,
  { baseUrl, tag, log }: Pick<RunSettings, 'baseUrl' | 'tag' | 'log'>,
): Promise<Heap> {
  const { page, cdp } = tab;
  await cdp.send('Performance.enable');
  await gotoAdmin(page, baseUrl, '/admin');
  await waitForReady(page);
  const pages: Heap['pages'] = [];
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  for (const name of SIDEBAR) {
    await withTimeout(
      (async () => {
        await nav.getByRole('link', { name: new RegExp(`^${name}`) }).click();
        await waitForSettledPage(page);
        if (name === 'Reports') {
          // The report of the year reads every order: the page's heaviest state.
          await selectInput(page, 'Period').click();
          await page.getByRole('option', { name: 'Last Year', exact: true }).click();
          await page.getByRole('button', { name: 'Generate Report' }).click();
          await page.locator('main table[aria-label] tbody tr').first().waitFor();
          await settle(page);
        }
      })(),
      MEASURE_TIMEOUT_MS,
      `heap walk, ${name}`,
    );
    const bytes = await heapUsed(cdp);
    pages.push({ page: name, bytes });
    log(`admin ${tag}: heap after ${name} — ${(bytes / 1e6).toFixed(1)} MB`);
  }
  return { peakBytes: Math.max(...pages.map((entry) => entry.bytes)), pages };
}

/** Settings → Data → "Generate orders" until the app holds `target` orders: { ms, orders }. */
async function generateOrdersUpTo(
  page: Page,
  baseUrl: string,
  target: number,
): Promise<{ ms: number; orders: number }> {
  const have = await page.evaluate(orderCountInPage);
  if (have >= target) return { ms: 0, orders: have };
  const count = target - have;
  const started = performance.now();
  await page.goto(`${baseUrl}/admin/settings`);
  await page.getByRole('tab', { name: 'Data' }).click();
  const input = page.getByLabel('Orders to generate');
  const button = page.getByRole('button', { name: 'Generate orders' });
  try {
    await input.waitFor({ timeout: MEASURE_TIMEOUT_MS });
  } catch {
    throw new Error('this build has no "Generate orders" (Settings → Data)');
  }
  await input.fill(String(count));
  await button.click();
  const toast = page
    .locator('.mantine-Notification-root')
    .filter({ hasText: `Generated ${label(count)} orders.` });
  const failed = page.locator('.mantine-Notification-root').filter({ hasText: 'could not' });
  await toast.or(failed).first().waitFor({ timeout: SETUP_TIMEOUT_MS });
  if (await failed.isVisible()) throw new Error(`the app answered "${await failed.innerText()}"`);
  const orders = await page.evaluate(orderCountInPage);
  if (orders !== target) throw new Error(`${orders} orders after generating ${count}`);
  return { ms: performance.now() - started, orders };
}

/**
 * The back office with `products` products and each of `orderCounts` orders in turn. Returns {
 * products, datasets: { [orders]: { label, products, orders, seedMs, pages, inp, heap } },
 * failures }, each figure { samplesMs } or { status, reason } (heap { peakBytes, pages }).
 */
/** One order count's figures. */
interface AdminDataset {
  label: string;
  products: number;
  orders: number | null;
  seedMs: { products: number; orders: number | null };
  pages?: Record<AdminPage, Figure>;
  inp?: Record<AdminList, ListFigures>;
  heap?: Heap | Figure;
}

export async function measureAdmin({
  baseUrl,
  browser: given,
  products = 50_000,
  orderCounts = [10_000, 50_000],
  runs = 5,
  log = console.log,
}: {
  baseUrl: string;
  browser?: Browser;
  products?: number;
  orderCounts?: number[];
  runs?: number;
  log?: (line: string) => void;
}) {
  const browser = given ?? (await launchChromium());
  const failures: string[] = [];
  const result: {
    products: number;
    orderCounts: number[];
    datasets: Record<number, AdminDataset>;
    failures: string[];
  } = { products, orderCounts, datasets: {}, failures };
  try {
    const context = await newBenchContext(browser, { viewport: VIEWPORT });
    try {
      await context.addInitScript(installProbes);
      await context.addInitScript(installAdminProbe);
      const tab = new AdminTab(context);
      const page = await tab.open();
      await page.goto(`${baseUrl}/`);
      await waitForController(page);
      await signInAdmin(page);
      // The demo dataset is written on the first admin visit.
      await page.goto(`${baseUrl}/admin`);
      await waitForReady(page);
      log(`admin: filling the backend to ${label(products)} products…`);
      const seeded = await seedProducts(page, products);
      log(`admin: ${label(seeded.total)} products in ${(seeded.seedMs / 1000).toFixed(1)} s`);

      for (const orderCount of orderCounts) {
        const tag = `${label(orderCount)} orders`;
        const dataset: AdminDataset = {
          label: `${label(products)} products, ${tag}`,
          products: seeded.total,
          orders: null,
          seedMs: { products: Math.round(seeded.seedMs), orders: null },
        };
        result.datasets[orderCount] = dataset;
        try {
          log(`admin: generating orders up to ${label(orderCount)}…`);
          const generated = await generateOrdersUpTo(tab.page, baseUrl, orderCount);
          dataset.orders = generated.orders;
          dataset.seedMs.orders = Math.round(generated.ms);
          log(`admin: ${tag} in ${(generated.ms / 1000).toFixed(1)} s`);
        } catch (error) {
          const reason = reasonOf(error);
          failures.push(`generating ${tag}: ${reason}`);
          log(`admin: generating ${tag} FAILED: ${reason}`);
          const failed: Figure = { status: 'failed', reason: `no ${tag}: ${reason}` };
          dataset.pages = Object.fromEntries(ADMIN_PAGES.map((name) => [name, failed])) as Record<
            AdminPage,
            Figure
          >;
          dataset.inp = Object.fromEntries(
            ADMIN_LISTS.map((name) => [
              name,
              Object.fromEntries(ADMIN_INTERACTIONS.map((step) => [step, failed])) as ListFigures,
            ]),
          ) as Record<AdminList, ListFigures>;
          dataset.heap = failed;
          continue;
        }

        // A returning admin: every page visited once, untimed (code compiled, caches warm).
        for (const name of ADMIN_PAGES) {
          try {
            await gotoAdmin(tab.page, baseUrl, PAGE_PATHS[name]);
            if (name !== 'reports') await waitForReady(tab.page);
            await settle(tab.page, 10_000);
          } catch {
            await tab.open(); // the timed runs report it
          }
        }
        const common = { baseUrl, runs, tag, log, failures };
        dataset.pages = await measurePages(tab, common);
        dataset.inp = await measureListInp(tab, common);
        try {
          await tab.open();
          dataset.heap = await measureHeap(tab, common);
        } catch (error) {
          const reason = reasonOf(error);
          failures.push(`heap, ${tag}: ${reason}`);
          log(`admin ${tag}: heap FAILED: ${reason}`);
          dataset.heap = { status: 'failed', reason };
          await tab.open();
        }
      }
    } finally {
      await context.close();
    }
  } finally {
    if (!given) await browser.close();
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Command line

function parseArgs(argv: string[]) {
  const options = parseBenchArgs(argv, {
    scriptUrl: import.meta.url,
    defaults: { products: 50_000, orderCounts: [10_000, 50_000], runs: 5, port: 4476 },
    own: {
      '--products': (value, options) => (options.products = Number(value)),
      '--orders': (value, options) => (options.orderCounts = value.split(',').map(Number)),
    },
  });
  if (!Number.isInteger(options.products) || options.products < 1) {
    throw new Error('bad --products');
  }
  for (const count of options.orderCounts) {
    if (!Number.isInteger(count) || count < 1) throw new Error(`bad --orders ${count}`);
  }
  return options;
}

function printResult(result: Awaited<ReturnType<typeof measureAdmin>>): void {
  const line = (name: string, figure: Figure | undefined, unit = 'ms') => {
    if (!figure?.samplesMs || figure.status) {
      return `  ${name.padEnd(22)} ${figure?.status ?? 'not measured'}${figure?.reason ? `: ${figure.reason}` : ''}`;
    }
    const { median, min, max, runs } = summarize(figure.samplesMs);
    return `  ${name.padEnd(22)} median ${String(median).padStart(6)} ${unit}  (min ${min}, max ${max}, ${runs} runs)`;
  };
  for (const dataset of Object.values(result.datasets)) {
    console.log(`\n${dataset.label}:`);
    for (const name of ADMIN_PAGES) console.log(line(`${name} page`, dataset.pages?.[name]));
    for (const list of ADMIN_LISTS) {
      for (const step of ADMIN_INTERACTIONS) {
        console.log(line(`${list} INP ${step}`, dataset.inp?.[list]?.[step]));
      }
      for (const warning of dataset.inp?.[list]?.warnings ?? []) {
        console.log(`  warning (${list}): ${warning}`);
      }
    }
    const heap = dataset.heap;
    console.log(
      heap && 'peakBytes' in heap
        ? `  ${'peak JS heap'.padEnd(22)} ${(heap.peakBytes / 1e6).toFixed(1)} MB (${heap.pages.map((entry) => `${entry.page} ${(entry.bytes / 1e6).toFixed(0)}`).join(', ')})`
        : `  ${'peak JS heap'.padEnd(22)} ${heap?.status ?? 'not measured'}${heap?.reason ? `: ${heap.reason}` : ''}`,
    );
  }
  for (const failure of result.failures) console.log(`failed: ${failure}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = parseArgs(process.argv.slice(2));
  await runOnItsOwn(
    'admin',
    options,
    (baseUrl) =>
      measureAdmin({
        baseUrl,
        products: options.products,
        orderCounts: options.orderCounts,
        runs: options.runs,
      }),
    printResult,
  );
}
