// Turns the bench's raw results into bench/report.json (every figure as
// { median, min, max, runs, budget, met }) and bench/report.md (budget table first, then each
// figure, then the lead's notes from bench/notes.md).
//
// Run on its own — `npx tsx scripts/bench/report.ts` — it re-renders bench/report.md from
// bench/report.json and the current bench/notes.md, without measuring anything.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ADMIN_INTERACTIONS,
  ADMIN_LISTS,
  ADMIN_PAGES,
  type AdminInteraction,
  type AdminList,
  type AdminPage,
} from './admin.ts';
import { summarize, type Summary } from './browser.ts';
import { INTERACTIONS } from './inp.ts';
import type {
  Budget,
  Environment,
  Figure,
  LighthouseAudit,
  Op,
  Outcome,
  RawAdmin,
  RawAdminDataset,
  RawBackend,
  RawCheckout,
  RawData,
  RawInp,
  RawLighthouse,
  RawLighthouseRoute,
  RawOffline,
  RawOfflineFirstPaint,
  RawOfflineFirstPaintRun,
  RawOperation,
  RawResults,
  RawTransfer,
  RawTransferRoute,
  StepRecord,
} from './resultTypes.ts';

// ---------------------------------------------------------------------------------------------
// What report.json holds: each section judged, or the step's outcome when it did not measure

interface TransferRouteReport extends Omit<
  RawTransferRoute,
  'js' | 'css' | 'precacheJs' | 'precacheCss'
> {
  js: Figure | null;
  css: Figure | null;
  precacheJs?: Figure | null;
  precacheCss?: Figure | null;
}

interface TransferReport extends Omit<RawTransfer, 'routes'> {
  routes?: Record<string, TransferRouteReport>;
}

type LighthouseReport = RawLighthouse;

interface InpCountReport {
  seedMs: number;
  interactions: Record<string, Figure | null>;
  webVitalsInp: Figure | null;
  slow: unknown[];
  samplesMs: Record<string, number[]>;
}

interface InpReport extends Outcome {
  counts?: Record<string, InpCountReport>;
}

interface CheckoutReport extends RawCheckout {
  orders?: number;
  p50?: number;
  p95?: number;
  figure?: Summary;
}

type SeedingReport = Figure & { productsPerSecond: number };

interface BackendQueryReport {
  id: string;
  label: string;
  query: unknown;
  budgeted: boolean;
  at: Record<string, Figure | null>;
}

interface BackendReport extends Outcome {
  source?: string;
  generatedAt?: string;
  environment?: unknown;
  seeding?: Record<string, SeedingReport>;
  queries?: BackendQueryReport[];
  worstBudgetedQuery?:
    (Figure & { id: string; label: string; budgetedQueries: number; allMet: boolean }) | null;
}

interface OfflineReport extends Omit<RawOffline, 'share'> {
  share?: Figure | null;
}

interface DatasetReport {
  label: string;
  products: number;
  seedMs: number | null;
  export: Figure & {
    fileName: string | null;
    downloadStartMs: Summary | null;
    bytes: Summary | null;
  };
  import: Figure;
  reset: Figure & { refillMs: Summary | null };
}

interface DataReport extends Outcome {
  count?: number;
  failures?: string[];
  datasets?: Record<string, DatasetReport>;
  firstDashboard?: Figure & { appDbBefore: boolean[] | null };
}

type AdminListReport = Record<AdminInteraction, Figure> & { warnings: string[]; slow: unknown[] };

interface AdminDatasetReport {
  label: string;
  products: number;
  orders: number | null;
  seedMs: RawAdminDataset['seedMs'];
  pages: Record<AdminPage, Figure>;
  inp: Record<AdminList, AdminListReport>;
  heap: Figure & { pages?: { page: string; mb: number }[] };
}

interface AdminReport extends Outcome {
  products?: number;
  failures?: string[];
  datasets?: Record<string, AdminDatasetReport>;
}

interface OfflineFirstPaintReport extends Omit<RawOfflineFirstPaint, 'ready' | 'reloads'> {
  ready?: {
    runs: RawOfflineFirstPaintRun[];
    seconds: Figure | null;
    fcpMs: Figure | null;
    controlledSeconds: Figure | null;
    waitSeconds: Figure | null;
    downloadSeconds: Figure | null;
    workerKb: Figure | null;
  };
  reloads?: NonNullable<RawOfflineFirstPaint['reloads']> & { rendering: Figure | null };
}

/** report.json without its budget table. */
interface SectionsReport {
  generatedAt?: string;
  durationSeconds?: number;
  mode: RawResults['mode'];
  options: RawResults['options'];
  environment: Environment;
  steps: StepRecord[];
  transfer: TransferReport;
  lighthouse: LighthouseReport;
  inp: InpReport;
  checkout: CheckoutReport;
  backend: BackendReport;
  offline: OfflineReport;
  data: DataReport;
  admin?: AdminReport;
  offlineFirstPaint?: OfflineFirstPaintReport;
}

export const reportJsonPath = 'bench/report.json';
export const reportMdPath = 'bench/report.md';
export const notesPath = 'bench/notes.md';

// Issue 6. kB are 1000 bytes; judged on medians.
export const budgets = {
  js: { '/': 130, '/shop': 190, '/admin': 280 },
  cssKb: 40,
  mobilePerformance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  desktopPerformance: 95,
  // /admin with Lighthouse's default mobile config (signed in); LCP, TBT and CLS as above.
  adminMobilePerformance: 90,
  accessibility: 100,
  inpMs: { 10000: 100, 50000: 200 },
  queryMs: 20,
  queryAtProducts: 50000,
  offlineSharePercent: 100,
  // Issue 17: Settings → Data, from the confirming click to the green toast.
  resetMs: 2000,
  importMs: 5000,
  importAtProducts: 50000,
  // Issue 19: the back office with 50,000 products, by how many orders the app holds.
  adminPageMs: { 10000: 1000, 50000: 2000 },
  adminInpMs: 200,
  adminHeapMb: 150,
  // Issue 33: offline from the first paint, a first visit of `/` on a mobile network; every page
  // reloaded offline just after it is shown renders.
  readyOfflineSeconds: 20,
};

/** What each admin page's figure is timed to (report labels). */
const adminPageLabels: Record<AdminPage, string> = {
  products: '`/admin/products` first rows',
  orders: '`/admin/orders` first rows',
  customers: '`/admin/customers` first rows',
  dashboard: '`/admin` dashboard filled',
  analytics: '`/admin/analytics` (last year) filled',
  reports: '`/admin/reports` report of the last year shown',
};

/** Adds { budget, met, delta } to a figure; delta > 0 is how far the median misses. */
export function judge(
  figure: Figure | null | undefined,
  op: Op,
  value: number,
  unit: string,
): Figure | null {
  if (!figure) return null;
  // A null median (an operation not measured) counts as 0, as arithmetic on null does.
  const median = figure.median ?? 0;
  const delta = op === '<=' ? median - value : value - median;
  return { ...figure, budget: { op, value, unit }, met: delta <= 0, delta: round(delta, 3) };
}

const round = (value: number, digits = 1): number => Number(value.toFixed(digits));
const open = (figure: Figure | null | undefined): Figure | null =>
  figure ? { ...figure, budget: null, met: null } : null;
/** A budget by route or by count; undefined where that one has none. */
const budgetFor = (table: Partial<Record<string, number>>, key: string | number) => table[key];

/** A step that did not measure: its own outcome as it stands, or 'not measured'. */
/** `{ key: value(key) }` for each of `keys`, in their order. */
function byKey<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

const unmeasured = (raw: Outcome | undefined): Outcome => raw ?? { status: 'not measured' };

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

// ---------------------------------------------------------------------------------------------
// Raw results → report.json

function transferSection(raw: RawTransfer | undefined): TransferReport {
  if (!raw?.routes) return unmeasured(raw);
  const routes: Record<string, TransferRouteReport> = {};
  for (const [route, result] of Object.entries(raw.routes)) {
    const jsBudget = budgetFor(budgets.js, route);
    routes[route] = {
      ...result,
      js: jsBudget ? judge(result.js, '<=', jsBudget, 'kB') : open(result.js),
      css: judge(result.css, '<=', budgets.cssKb, 'kB'),
      precacheJs: open(result.precacheJs),
      precacheCss: open(result.precacheCss),
    };
  }
  return { ...raw, routes };
}

function lighthouseSection(raw: RawLighthouse | undefined): LighthouseReport {
  if (!raw?.routes) return unmeasured(raw);
  const routes: Record<string, RawLighthouseRoute> = {};
  for (const [route, result] of Object.entries(raw.routes)) {
    const mobile = result.formFactor === 'mobile';
    const { performance, accessibility } = result.scores;
    let performanceBudget = budgets.desktopPerformance;
    if (mobile) {
      performanceBudget = result.signedInAsAdmin
        ? budgets.adminMobilePerformance
        : budgets.mobilePerformance;
    }
    routes[route] = {
      ...result,
      scores: {
        performance: judge(performance, '>=', performanceBudget, 'points'),
        accessibility: judge(accessibility, '>=', budgets.accessibility, 'points'),
        'best-practices': open(result.scores['best-practices']),
        seo: open(result.scores.seo),
      },
      metrics: {
        fcp: open(result.metrics.fcp),
        lcp: mobile
          ? judge(result.metrics.lcp, '<=', budgets.lcpMs, 'ms')
          : open(result.metrics.lcp),
        tbt: mobile
          ? judge(result.metrics.tbt, '<=', budgets.tbtMs, 'ms')
          : open(result.metrics.tbt),
        cls: mobile ? judge(result.metrics.cls, '<=', budgets.cls, '') : open(result.metrics.cls),
      },
    };
  }
  return { ...raw, routes };
}

function inpSection(raw: RawInp | undefined): InpReport {
  if (!raw?.counts) return unmeasured(raw);
  const counts: Record<string, InpCountReport> = {};
  for (const [count, result] of Object.entries(raw.counts)) {
    const budget = budgetFor(budgets.inpMs, count);
    counts[count] = {
      seedMs: result.seedMs,
      interactions: Object.fromEntries(
        Object.entries(result.interactions).map(([name, values]) => {
          const figure = values.length ? summarize(values) : null;
          return [name, budget ? judge(figure, '<=', budget, 'ms') : open(figure)];
        }),
      ),
      webVitalsInp: result.webVitalsInp?.length ? summarize(result.webVitalsInp) : null,
      slow: result.slow ?? [],
      samplesMs: result.interactions,
    };
  }
  return { ...raw, counts };
}

function checkoutSection(raw: RawCheckout | undefined): CheckoutReport {
  const samples = raw?.samplesMs;
  if (!samples?.length) return unmeasured(raw);
  return {
    ...raw,
    orders: samples.length,
    p50: round(percentile(samples, 50), 2),
    p95: round(percentile(samples, 95), 2),
    figure: summarize(samples, 2),
  };
}

function backendSection(raw: RawBackend | undefined): BackendReport {
  const data = raw?.data;
  if (!raw || !data?.results) return unmeasured(raw);
  const seeding: Record<string, SeedingReport> = {};
  const queries = new Map<string, BackendQueryReport>();
  for (const result of data.results) {
    const { productsPerSecond, ...figure } = result.seeding;
    seeding[result.products] = { ...open(figure), productsPerSecond };
    for (const query of result.queries) {
      const entry: BackendQueryReport = queries.get(query.id) ?? {
        id: query.id,
        label: query.label,
        query: query.query,
        budgeted: query.budgetMet !== null,
        at: {},
      };
      const figure = {
        median: query.median,
        min: query.min,
        max: query.max,
        runs: query.runs,
        items: query.items,
        total: query.total,
      };
      entry.at[result.products] =
        entry.budgeted && result.products === budgets.queryAtProducts
          ? judge(figure, '<=', budgets.queryMs, 'ms')
          : open(figure);
      queries.set(query.id, entry);
    }
  }
  const atBudget = [...queries.values()]
    .filter((query) => query.budgeted && query.at[budgets.queryAtProducts])
    .map((query) => ({ id: query.id, label: query.label, ...query.at[budgets.queryAtProducts] }));
  const worst = atBudget.sort((a, b) => (b.median ?? 0) - (a.median ?? 0))[0] ?? null;
  return {
    status: raw.status,
    source: 'bench/backend.json (npm run bench:backend)',
    generatedAt: data.generatedAt,
    environment: data.environment,
    seeding,
    queries: [...queries.values()],
    worstBudgetedQuery: worst
      ? { ...worst, budgetedQueries: atBudget.length, allMet: atBudget.every((q) => q.met) }
      : null,
  };
}

function offlineSection(raw: RawOffline | undefined): OfflineReport {
  if (!raw || raw.share === undefined) return unmeasured(raw);
  const percent = round(raw.share * 100, 1);
  const figure = { median: percent, min: percent, max: percent, runs: 1 };
  return {
    ...raw,
    share: judge(figure, '>=', budgets.offlineSharePercent, '%'),
  };
}

function offlineFirstPaintSection(raw: RawOfflineFirstPaint | undefined): OfflineFirstPaintReport {
  const ready = raw?.ready;
  const reloads = raw?.reloads;
  if (!raw || !ready || !reloads) return unmeasured(raw);
  const figure = (key: keyof RawOfflineFirstPaintRun, digits = 1) => {
    const values = ready.runs
      .map((run) => run[key])
      .filter((value): value is number => value != null);
    return values.length ? summarize(values, digits) : null;
  };
  const seconds = figure('seconds');
  const { rendered, total } = reloads;
  return {
    ...raw,
    ready: {
      ...ready,
      seconds: seconds
        ? judge(seconds, '<=', budgets.readyOfflineSeconds, 's')
        : { median: null, reason: 'no first visit reached it' },
      fcpMs: open(figure('fcpMs', 0)),
      controlledSeconds: open(figure('controlledSeconds')),
      waitSeconds: open(figure('waitSeconds')),
      downloadSeconds: open(figure('downloadSeconds')),
      workerKb: open(figure('workerKb', 0)),
    },
    reloads: {
      ...reloads,
      rendering: judge(
        { median: rendered, min: rendered, max: rendered, runs: total },
        '>=',
        total,
        'reloads',
      ),
    },
  };
}

/**
 * One timed operation of the data step: its figure with samples, judged by `rate` (judge or
 * open), or — not measured or failed — a null median with the budget it would have had and why.
 */
function operationFigure(
  operation: RawOperation | null | undefined,
  rate: (figure: Figure) => Figure | null,
): Figure & { samplesMs?: number[] } {
  if (operation?.samplesMs?.length) {
    return { ...rate(summarize(operation.samplesMs)), samplesMs: operation.samplesMs };
  }
  const empty = rate({ median: null, min: null, max: null, runs: 0 });
  const status = operation?.status ?? 'not measured';
  return {
    ...empty,
    met: null,
    delta: null,
    status,
    reason: operation?.reason
      ? status === 'not measured'
        ? operation.reason
        : `${status}: ${operation.reason}`
      : status,
  };
}

function dataSection(raw: RawData | undefined): DataReport {
  if (!raw?.datasets) return unmeasured(raw);
  const withinReset = (figure: Figure) => judge(figure, '<=', budgets.resetMs, 'ms');
  const datasets: Record<string, DatasetReport> = {};
  for (const [key, dataset] of Object.entries(raw.datasets)) {
    const importBudgeted = key === String(budgets.importAtProducts);
    datasets[key] = {
      label: dataset.label,
      products: dataset.products,
      seedMs: dataset.seedMs ?? null,
      export: {
        ...operationFigure(dataset.export, open),
        fileName: dataset.export?.fileName ?? null,
        downloadStartMs: dataset.export?.startMs?.length ? summarize(dataset.export.startMs) : null,
        bytes: dataset.export?.bytes?.length ? summarize(dataset.export.bytes) : null,
      },
      import: operationFigure(dataset.import, (figure) =>
        importBudgeted ? judge(figure, '<=', budgets.importMs, 'ms') : open(figure),
      ),
      reset: {
        ...operationFigure(dataset.reset, withinReset),
        refillMs: dataset.reset?.restoreMs?.length ? summarize(dataset.reset.restoreMs) : null,
      },
    };
  }
  return {
    status: raw.status,
    count: raw.count,
    failures: raw.failures ?? [],
    datasets,
    firstDashboard: {
      ...operationFigure(raw.firstDashboard, open),
      appDbBefore: raw.firstDashboard?.appDbBefore ?? null,
    },
  };
}

/**
 * The admin step: pages and list interactions judged against their budgets by order count, the
 * peak heap in MB. A failed figure shows why (samples taken before the failure kept apart).
 */
function adminSection(raw: RawAdmin | undefined): AdminReport {
  if (!raw?.datasets) return unmeasured(raw);
  const failedOrMeasured = (figure: RawOperation & { rate: (figure: Figure) => Figure | null }) =>
    figure?.status
      ? {
          ...operationFigure({ status: figure.status, reason: figure.reason }, figure.rate),
          partialSamplesMs: figure.samplesMs ?? null,
        }
      : operationFigure(figure, figure?.rate);
  const datasets: Record<string, AdminDatasetReport> = {};
  for (const [orders, dataset] of Object.entries(raw.datasets)) {
    const pageBudget = budgetFor(budgets.adminPageMs, orders);
    const withinPage = (figure: Figure) =>
      pageBudget ? judge(figure, '<=', pageBudget, 'ms') : open(figure);
    const withinInp = (figure: Figure) => judge(figure, '<=', budgets.adminInpMs, 'ms');
    const heap = dataset.heap;
    const peakMb = heap?.peakBytes ? round(heap.peakBytes / 1e6) : null;
    datasets[orders] = {
      label: dataset.label,
      products: dataset.products,
      orders: dataset.orders,
      seedMs: dataset.seedMs ?? null,
      pages: byKey(ADMIN_PAGES, (name) =>
        failedOrMeasured({ ...dataset.pages?.[name], rate: withinPage }),
      ),
      inp: byKey(ADMIN_LISTS, (list) => ({
        ...byKey(ADMIN_INTERACTIONS, (step) =>
          failedOrMeasured({ ...dataset.inp?.[list]?.[step], rate: withinInp }),
        ),
        warnings: dataset.inp?.[list]?.warnings ?? [],
        slow: dataset.inp?.[list]?.slow ?? [],
      })),
      heap:
        peakMb === null
          ? operationFigure(heap?.status ? heap : null, (figure) =>
              judge(figure, '<=', budgets.adminHeapMb, 'MB'),
            )
          : {
              ...judge(
                { median: peakMb, min: peakMb, max: peakMb, runs: 1 },
                '<=',
                budgets.adminHeapMb,
                'MB',
              ),
              pages: (heap?.pages ?? []).map((entry) => ({
                page: entry.page,
                mb: round(entry.bytes / 1e6),
              })),
            },
    };
  }
  return {
    status: raw.status,
    products: raw.products,
    failures: raw.failures ?? [],
    datasets,
  };
}

/** One row per budget, in the order of the issue; a figure not measured keeps its budget. */
function budgetRows(report: SectionsReport): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const add = (
    section: string,
    label: string,
    figure: Figure | null | undefined,
    [op, value, unit]: [Op, number, string],
  ) => {
    const { median = null, min, max, runs, met = null, delta, reason } = figure ?? {};
    rows.push({
      section,
      label,
      median,
      min,
      max,
      runs,
      budget: { op, value, unit },
      met,
      delta,
      ...(median === null && reason ? { reason } : {}),
    });
  };
  const transfer = report.transfer.routes ?? {};
  for (const route of ['/', '/shop', '/admin'] as const) {
    add('transfer', `JS gzip, cold load of \`${route}\``, transfer[route]?.js, [
      '<=',
      budgets.js[route],
      'kB',
    ]);
  }
  for (const route of ['/', '/shop', '/shop/products', '/admin']) {
    add('transfer', `CSS gzip, cold load of \`${route}\``, transfer[route]?.css, [
      '<=',
      budgets.cssKb,
      'kB',
    ]);
  }
  const lighthouse = report.lighthouse.routes ?? {};
  for (const route of ['/', '/shop', '/shop/products']) {
    const result = lighthouse[route];
    add('lighthouse', `Lighthouse mobile performance \`${route}\``, result?.scores.performance, [
      '>=',
      budgets.mobilePerformance,
      'points',
    ]);
    add('lighthouse', `LCP (mobile) \`${route}\``, result?.metrics.lcp, [
      '<=',
      budgets.lcpMs,
      'ms',
    ]);
    add('lighthouse', `TBT (mobile) \`${route}\``, result?.metrics.tbt, [
      '<=',
      budgets.tbtMs,
      'ms',
    ]);
    add('lighthouse', `CLS (mobile) \`${route}\``, result?.metrics.cls, ['<=', budgets.cls, '']);
  }
  add(
    'lighthouse',
    'Lighthouse desktop performance `/admin`',
    lighthouse['/admin']?.scores.performance,
    ['>=', budgets.desktopPerformance, 'points'],
  );
  // lighthouse.ts keys the mobile run of /admin '/admin (mobile)'.
  const adminMobile = lighthouse['/admin (mobile)'];
  add('lighthouse', 'Lighthouse mobile performance `/admin`', adminMobile?.scores.performance, [
    '>=',
    budgets.adminMobilePerformance,
    'points',
  ]);
  add('lighthouse', 'LCP (mobile) `/admin`', adminMobile?.metrics.lcp, ['<=', budgets.lcpMs, 'ms']);
  add('lighthouse', 'TBT (mobile) `/admin`', adminMobile?.metrics.tbt, ['<=', budgets.tbtMs, 'ms']);
  add('lighthouse', 'CLS (mobile) `/admin`', adminMobile?.metrics.cls, ['<=', budgets.cls, '']);
  for (const route of ['/', '/shop', '/shop/products', '/admin']) {
    add('lighthouse', `Accessibility \`${route}\``, lighthouse[route]?.scores.accessibility, [
      '>=',
      budgets.accessibility,
      'points',
    ]);
  }
  for (const count of [10000, 50000] as const) {
    for (const name of INTERACTIONS) {
      add(
        'inp',
        `INP ${name}, ${count.toLocaleString('en-US')} products`,
        report.inp.counts?.[count]?.interactions[name],
        ['<=', budgets.inpMs[count], 'ms'],
      );
    }
  }
  const worst = report.backend.worstBudgetedQuery;
  add(
    'backend',
    worst
      ? `Product queries at 50,000 products (slowest of ${worst.budgetedQueries}: ${worst.label})`
      : 'Product queries at 50,000 products',
    worst,
    ['<=', budgets.queryMs, 'ms'],
  );
  add('offline', 'Routes that render offline after one visit', report.offline.share, [
    '>=',
    budgets.offlineSharePercent,
    '%',
  ]);
  const data = report.data.datasets ?? {};
  const at = budgets.importAtProducts;
  const atLabel = `${at.toLocaleString('en-US')} products`;
  add('data', 'Reset demo data, demo dataset', data.demo?.reset, ['<=', budgets.resetMs, 'ms']);
  // A quick run fills the backend to 10,000 products only.
  const otherSize = report.data.count
    ? {
        median: null,
        reason: `this run measured ${report.data.count.toLocaleString('en-US')} products`,
      }
    : null;
  add('data', `Reset demo data, ${atLabel}`, data[at]?.reset ?? otherSize, [
    '<=',
    budgets.resetMs,
    'ms',
  ]);
  add('data', `Import data, ${atLabel}`, data[at]?.import ?? otherSize, [
    '<=',
    budgets.importMs,
    'ms',
  ]);
  const admin = report.admin?.datasets ?? {};
  for (const orders of [10000, 50000] as const) {
    const size = `${orders.toLocaleString('en-US')} orders`;
    for (const name of ADMIN_PAGES) {
      add('admin', `${adminPageLabels[name]}, ${size}`, admin[orders]?.pages[name], [
        '<=',
        budgets.adminPageMs[orders],
        'ms',
      ]);
    }
  }
  for (const orders of [10000, 50000]) {
    const size = `${orders.toLocaleString('en-US')} orders`;
    for (const list of ADMIN_LISTS) {
      for (const step of ADMIN_INTERACTIONS) {
        add(
          'admin',
          `Admin INP ${step}, \`/admin/${list}\`, ${size}`,
          admin[orders]?.inp[list][step],
          ['<=', budgets.adminInpMs, 'ms'],
        );
      }
    }
  }
  for (const orders of [10000, 50000]) {
    add(
      'admin',
      `Admin peak JS heap, ${orders.toLocaleString('en-US')} orders`,
      admin[orders]?.heap,
      ['<=', budgets.adminHeapMb, 'MB'],
    );
  }
  const firstPaint = report.offlineFirstPaint ?? {};
  add(
    'offline-first-paint',
    "Seconds from the first paint to 'Ready to work offline', first visit of `/`, mobile network",
    firstPaint.ready?.seconds,
    ['<=', budgets.readyOfflineSeconds, 's'],
  );
  const reloads = firstPaint.reloads?.total ?? 10;
  add(
    'offline-first-paint',
    `Pages that render reloaded offline 0 s and 1 s after the first paint (of ${reloads})`,
    firstPaint.reloads?.rendering,
    ['>=', reloads, 'reloads'],
  );
  return rows;
}

export function buildReport(raw: RawResults): Report {
  const sectionsReport: SectionsReport = {
    generatedAt: raw.generatedAt,
    durationSeconds: raw.durationSeconds,
    mode: raw.mode,
    options: raw.options,
    environment: raw.environment,
    steps: raw.steps,
    transfer: transferSection(raw.transfer),
    lighthouse: lighthouseSection(raw.lighthouse),
    inp: inpSection(raw.inp),
    checkout: checkoutSection(raw.checkout),
    backend: backendSection(raw.backend),
    offline: offlineSection(raw.offline),
    data: dataSection(raw.data),
    admin: adminSection(raw.admin),
    offlineFirstPaint: offlineFirstPaintSection(raw.offlineFirstPaint),
  };
  const rows = budgetRows(sectionsReport);
  return {
    ...sectionsReport,
    budgets: rows,
    summary: {
      met: rows.filter((row) => row.met === true).length,
      missed: rows.filter((row) => row.met === false).length,
      notMeasured: rows.filter((row) => row.met === null).length,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// report.json → report.md

const number = (value: number | null | undefined, digits = 1): string =>
  value === null || value === undefined
    ? '—'
    : Number(value).toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });

/** "12.3 (11.9–13.0)" or "12.3" for a single run. */
function cell(figure: Figure | null | undefined, digits = 1, unit = ''): string {
  if (!figure || figure.median === null || figure.median === undefined) return 'not measured';
  const suffix = unit ? ` ${unit}` : '';
  if (figure.runs === 1 || figure.min === figure.max)
    return `${number(figure.median, digits)}${suffix}`;
  return `${number(figure.median, digits)} (${number(figure.min, digits)}–${number(figure.max, digits)})${suffix}`;
}

function verdict(row: Figure, digits: number): string {
  if (row.met === null || row.met === undefined) {
    return row.reason ? `not measured: ${escape(row.reason)}` : 'not measured';
  }
  const unit = row.budget?.unit ? ` ${row.budget.unit}` : '';
  const amount = number(Math.abs(row.delta ?? 0), digits);
  return row.met
    ? `✅ met${row.delta === 0 ? '' : ` (${amount}${unit} to spare)`}`
    : `❌ **missed by ${amount}${unit}**`;
}

const budgetText = (budget: Budget | null | undefined): string =>
  budget
    ? `${budget.op === '<=' ? '≤' : '≥'} ${budget.value}${budget.unit ? ` ${budget.unit}` : ''}`
    : '—';

const digitsFor = (row: BudgetRow): number => {
  const unit = row.budget?.unit;
  if (unit === 'kB' || unit === '%' || unit === 'MB' || unit === 's') return 1;
  if (row.label.startsWith('CLS')) return 3;
  if (row.section === 'backend') return 1;
  return 0;
};

/** The section's outcome when it did not measure, as a line of its own (none when it did). */
const status = (section: Outcome): string[] =>
  section.status && section.status !== 'measured'
    ? [`_${section.status}${section.reason ? `: ${section.reason}` : ''}._\n`]
    : [];

const escape = (text: unknown): string =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');
const code = (text: unknown): string => `\`${String(text).replace(/`/g, "'")}\``;

function budgetTable(report: Report): string {
  const lines = [
    '| figure | median (min–max) | runs | budget | result |',
    '| --- | ---: | ---: | --- | --- |',
  ];
  for (const row of report.budgets) {
    const digits = digitsFor(row);
    const unit = row.budget?.unit ?? '';
    lines.push(
      `| ${row.label} | ${cell(row.median === null ? null : row, digits, unit)} | ${row.runs || '—'} | ${budgetText(row.budget)} | ${verdict(row, digits)} |`,
    );
  }
  return lines.join('\n');
}

function transferMarkdown(section: TransferReport): string {
  const out = ['## 1. JavaScript and CSS transferred on a cold load (gzip)', ''];
  out.push(...status(section));
  if (!section.routes) return out.join('\n');
  out.push(
    'A fresh browser context per load (empty HTTP cache, no service worker), Chromium at desktop size.',
    'Every JS and CSS response the page receives from navigation until the network has been quiet',
    'for 2 s after `load` is gzipped in Node (level 6; `vite preview` does not compress) and summed;',
    '1 kB = 1000 bytes. `/admin` is loaded signed in as the demo admin: the session is created',
    'through `POST /api/admin/login` in the same context, then the service worker, Cache Storage',
    'and HTTP cache are cleared (localStorage and IndexedDB kept) so the load is still cold.',
    'The first visit also installs the service worker, which precaches the whole app; that download',
    'is shown apart ("precache": its JS and CSS only, gzip) and is not part of the route\'s figure.',
    'The app paints at once; the worker registers after the `load` event and only API calls wait',
    'for it (src/api/backendReady.ts), so on a first visit the precache follows the first render.',
    "The last column is the static closure of the route's modules in the build manifest",
    '(`scripts/bundle-report.ts`, what `npm test` checks), for comparison.',
    '',
    '| route | JS gzip kB | CSS gzip kB | files | precache JS + CSS kB | manifest closure JS / CSS kB |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const [route, result] of Object.entries(section.routes)) {
    const closure = section.bundleReport?.[route];
    const precache =
      result.precacheJs && result.precacheCss
        ? number((result.precacheJs.median ?? 0) + (result.precacheCss.median ?? 0))
        : '—';
    out.push(
      `| \`${route}\`${result.signedInAsAdmin ? ' (admin)' : ''} | ${cell(result.js)} | ${cell(result.css)} | ${result.files.length} | ${precache} | ${closure ? `${number(closure.jsKb)} / ${number(closure.cssKb)}` : '—'} |`,
    );
  }
  out.push('');
  const odd = Object.entries(section.routes).filter(
    ([route, result]) =>
      result.finalPath !== route ||
      !result.heading ||
      result.networkNeverQuiet ||
      result.inPageBackendRuns,
  );
  for (const [route, result] of odd) {
    const problems = [
      result.finalPath !== route ? `ended at \`${result.finalPath}\`` : null,
      result.heading ? null : 'no h1 shown',
      result.networkNeverQuiet ? 'the network was never quiet for 2 s within 60 s' : null,
      result.inPageBackendRuns
        ? `in ${result.inPageBackendRuns} of ${result.js?.runs} run(s) the service worker did not control the page within the app's 10 s, so it loaded its in-page backend (\`inPageBackend-*.js\`) — a sign of a busy machine or a slow precache`
        : null,
    ].filter(Boolean);
    out.push(`- ⚠️ \`${route}\`: ${problems.join('; ')}.`);
  }
  if (odd.length) out.push('');
  out.push(
    '### Files (the median run; "SW" = answered by the service worker once it controlled the page)',
    '',
  );
  for (const [route, result] of Object.entries(section.routes)) {
    out.push(
      '<details>',
      `<summary><code>${route}</code>: ${result.files.length} files, JS ${number(result.js?.median)} kB, CSS ${number(result.css?.median)} kB</summary>`,
      '',
      '| file | kind | raw kB | gzip kB | via |',
      '| --- | --- | ---: | ---: | --- |',
      ...result.files.map(
        (file) =>
          `| \`${file.file}\` | ${file.kind} | ${number(file.bytes / 1000)} | ${number(file.gzip / 1000, 2)} | ${file.viaServiceWorker ? 'SW' : 'network'} |`,
      ),
      '',
      '</details>',
      '',
    );
  }
  return out.join('\n');
}

function auditLines(audit: LighthouseAudit): string[] {
  const lines = [
    `  - \`${audit.id}\` — ${escape(audit.title)}${audit.displayValue ? ` (${escape(audit.displayValue)})` : ''}, failed in ${audit.failedRuns} run(s)`,
  ];
  for (const item of audit.items ?? []) {
    if (!item) continue;
    if (item.selector || item.snippet) {
      lines.push(
        `    - ${item.selector ? code(item.selector) : ''} ${item.snippet ? code(item.snippet.slice(0, 200)) : ''}${item.explanation ? ` — ${escape(item.explanation.split('\n').join(' ')).slice(0, 300)}` : ''}`,
      );
    } else if (item.url) {
      lines.push(`    - ${code(item.url)}`);
    }
  }
  return lines;
}

/** `/admin` (desktop), `/admin` (mobile), `/shop`: a Lighthouse result's route for the report. */
function lighthouseRouteLabel(key: string, result: RawLighthouseRoute): string {
  const label = code(result.path ?? key);
  return result.signedInAsAdmin ? `${label} (${result.formFactor})` : label;
}

function lighthouseMarkdown(section: LighthouseReport): string {
  const out = ['## 2. Lighthouse 12.8.2', ''];
  out.push(...status(section));
  if (!section.routes) return out.join('\n');
  out.push(
    "Lighthouse's Node API on Chromium started by chrome-launcher (`--headless=new` and the bench's",
    'flags), categories performance, accessibility, best practices and SEO. Public routes: default',
    'mobile config (simulated throttling: slow 4G, 4× CPU). `/admin` is measured twice, signed in',
    'as the demo admin both times: with the desktop config',
    '(`lighthouse/core/config/desktop-config.js`; performance ≥ 95) and with the same default mobile',
    "config as the public routes (performance ≥ 90, LCP, TBT and CLS held to the public routes'",
    'budgets) — the back office on a phone, over slow 4G with a 4× slower CPU.',
    '',
    "- **Storage between runs.** Each public run is a first visit: Lighthouse's storage reset is",
    '  widened (`clearStorageTypes`) to IndexedDB, localStorage and cookies as well as its default',
    '  service workers, Cache Storage and HTTP cache. For `/admin` the admin session is put into',
    '  localStorage before each run (a page in the same Chrome posts to `/api/admin/login`); the runs keep',
    "  Lighthouse's default reset, which never touches localStorage or IndexedDB: the code is still",
    '  loaded cold, and the session survives. `disableStorageReset` is therefore **not** used.',
    "- Lighthouse's mobile score swings between runs on this shared 2-core machine; the",
    "  benchmark index (Lighthouse's CPU speed estimate, higher is faster) is shown so a slow run",
    '  can be told from a slow page.',
    '',
    '| route | config | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | benchmark index |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const [route, result] of Object.entries(section.routes)) {
    const s = result.scores;
    const m = result.metrics;
    out.push(
      `| ${code(result.path ?? route)} | ${result.formFactor}${result.signedInAsAdmin ? ', admin' : ''} | ${cell(s.performance, 0)} | ${cell(s.accessibility, 0)} | ${cell(s['best-practices'], 0)} | ${cell(s.seo, 0)} | ${cell(m.fcp, 0)} | ${cell(m.lcp, 0)} | ${cell(m.tbt, 0)} | ${cell(m.cls, 3)} | ${cell(result.benchmarkIndex, 0)} |`,
    );
  }
  out.push('');
  for (const [route, result] of Object.entries(section.routes)) {
    const notes = [];
    if (result.errors?.length) notes.push(`- Errors: ${result.errors.map(escape).join('; ')}`);
    if (result.warnings?.length)
      notes.push(`- Warnings: ${result.warnings.map(escape).join('; ')}`);
    const expected = result.path ?? route;
    const moved = (result.finalUrls ?? []).filter((url) => new URL(url).pathname !== expected);
    if (moved.length) notes.push(`- ⚠️ Ended at ${moved.map(code).join(', ')}`);
    const lcp = result.lcpElement;
    if (lcp) {
      const phases = Object.entries(lcp.phases ?? {})
        .map(([phase, ms]) => `${phase} ${number(ms, 0)} ms`)
        .join(', ');
      notes.push(
        `- LCP element (run with the median LCP): ${code(lcp.selector ?? '')}${lcp.label && !lcp.selector?.startsWith(lcp.label.slice(0, 20)) ? ` "${escape(lcp.label).slice(0, 80)}"` : ''}${phases ? ` — ${phases}` : ''}`,
      );
    }
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      const failed = result.failedAudits?.[category] ?? [];
      if (failed.length) {
        notes.push(`- Failed ${category} audits:`);
        for (const audit of failed) notes.push(...auditLines(audit));
      }
    }
    const perf = result.failedAudits?.performance ?? [];
    if (perf.length) {
      notes.push(
        `- Performance audits scoring under 0.9: ${perf
          .map(
            (audit) =>
              `\`${audit.id}\`${audit.displayValue ? ` (${escape(audit.displayValue)})` : ''}`,
          )
          .join(', ')}`,
      );
    }
    if (notes.length) out.push(`### ${lighthouseRouteLabel(route, result)}`, '', ...notes, '');
  }
  return out.join('\n');
}

function inpMarkdown(section: InpReport, checkout: CheckoutReport): string {
  const out = ['## 3. Interaction to Next Paint on `/shop/products`', ''];
  out.push(...status(section));
  const byCount = section.counts;
  if (byCount) {
    const counts = Object.keys(byCount);
    out.push(
      'Measured by `scripts/bench/inp.ts` (see its header for the method): real Playwright input on',
      '`/shop/products` with the catalogue filled to the given size, CPU slowed 4×; each figure is the',
      "interaction's Event Timing latency (ms), median (min–max) over the rounds.",
      '',
      `| interaction | ${counts.map((count) => `${Number(count).toLocaleString('en-US')} products`).join(' | ')} |`,
      `| --- | ${counts.map(() => '---:').join(' | ')} |`,
    );
    for (const name of INTERACTIONS) {
      out.push(
        `| ${name} | ${counts.map((count) => cell(byCount[count].interactions[name], 0)).join(' | ')} |`,
      );
    }
    out.push(
      `| web-vitals INP of the round | ${counts.map((count) => cell(byCount[count].webVitalsInp, 0)).join(' | ')} |`,
      `| seeding the catalogue, s | ${counts.map((count) => number(byCount[count].seedMs / 1000)).join(' | ')} |`,
      '',
    );
    for (const count of counts) {
      const slow = byCount[count].slow ?? [];
      if (slow.length) {
        out.push(
          `- ${Number(count).toLocaleString('en-US')} products: ${slow.length} interaction(s) over 100 ms (details in report.json, \`inp.counts.${count}.slow\`).`,
        );
      }
    }
    out.push('');
  }
  out.push('### Checkout transaction', '');
  out.push(...status(checkout));
  if (checkout.figure) {
    out.push(
      "Measured by `scripts/bench/checkout.ts`: the app's own `placeOrder` (order, cart history and",
      "notification in one Dexie transaction) in Chromium's IndexedDB, timed per order.",
      '',
      '| orders | p50 ms | p95 ms | min–max ms |',
      '| ---: | ---: | ---: | ---: |',
      `| ${checkout.orders} | ${number(checkout.p50, 2)} | ${number(checkout.p95, 2)} | ${number(checkout.figure.min, 2)}–${number(checkout.figure.max, 2)} |`,
      '',
    );
  }
  return out.join('\n');
}

function backendMarkdown(section: BackendReport): string {
  const out = ['## 4. Backend answer times and seeding', ''];
  out.push(...status(section));
  const seeding = section.seeding ?? {};
  if (!section.queries) return out.join('\n');
  const sizes = Object.keys(seeding);
  out.push(
    `From \`npm run bench:backend\` (bench/backend.md has the method), generated ${section.generatedAt}:`,
    "the mocked backend's handlers in Node over fake-indexeddb, called through `fetch`. Milliseconds,",
    'median (min–max).',
    '',
    '| products | seeding ms | products/s |',
    '| ---: | ---: | ---: |',
    ...sizes.map(
      (size) =>
        `| ${Number(size).toLocaleString('en-US')} | ${cell(seeding[size])} | ${number(seeding[size].productsPerSecond, 0)} |`,
    ),
    '',
    `| query | ${sizes.map((size) => `${Number(size).toLocaleString('en-US')}`).join(' | ')} | budget at 50,000 |`,
    `| --- | ${sizes.map(() => '---:').join(' | ')} | --- |`,
  );
  for (const query of section.queries) {
    const at50 = query.at[budgets.queryAtProducts];
    const judged = at50?.budget
      ? at50.met
        ? 'met'
        : `**missed by ${number(at50.delta)} ms**`
      : 'no budget';
    out.push(
      `| ${escape(query.label)} | ${sizes.map((size) => cell(query.at[size])).join(' | ')} | ${query.budgeted ? judged : 'no budget'} |`,
    );
  }
  out.push('');
  return out.join('\n');
}

function offlineMarkdown(section: OfflineReport): string {
  const out = ['## 5. Routes that render offline after one visit', ''];
  out.push(...status(section));
  if (!section.routes) return out.join('\n');
  out.push(
    'One browser context visits `/` online and waits until the service worker controls the page; it',
    `signs the admin in (POST /api/admin/login), reads a real product id (\`${section.productId}\`) and stores an`,
    `order (\`${section.orderId}\`) in the app's database. Then the context is set offline **and the`,
    'server is stopped**, and every route opens in a new page. A route renders when an `h1` shows',
    "inside the app and neither 'Unexpected Application Error!' nor the browser's error page does.",
    '',
    `**${section.rendered} of ${section.total} routes render (${number(section.share?.median)} %).**`,
    '',
  );
  const failures = section.failures ?? [];
  if (failures.length) {
    out.push('Failures:', '');
    for (const failure of failures) out.push(`- \`${failure.path}\`: ${escape(failure.reason)}`);
    out.push('');
  }
  out.push(
    '<details>',
    '<summary>Every route and the heading it showed</summary>',
    '',
    '| route | area | renders | heading | ended at |',
    '| --- | --- | --- | --- | --- |',
    ...section.routes.map(
      (route) =>
        `| \`${route.path}\` | ${route.area} | ${route.ok ? 'yes' : '**no**'} | ${escape(route.heading ?? '—')} | ${route.finalPath && route.finalPath !== route.path ? `\`${route.finalPath}\`` : ''} |`,
    ),
    '',
    '</details>',
    '',
  );
  return out.join('\n');
}

function dataMarkdown(section: DataReport): string {
  const out = ['## 6. Data tools (Settings → Data) and the first dashboard', ''];
  out.push(...status(section));
  if (!section.datasets) return out.join('\n');
  out.push(
    'Measured by `scripts/bench/data.ts` (see its header for the method) through the UI of the',
    'built app: a fresh browser context that starts with the demo dataset, the demo admin signed in,',
    'then the same context with the backend filled to the larger size by the admin generator (the',
    "demo orders stay). Export: from the click on 'Export data' until the download is complete.",
    "Import and reset: from the click on 'Import' or 'Reset' in the confirm dialog to the frame that",
    "shows the green toast ('Data imported…', 'Demo data restored…'). First dashboard: a new context",
    'per run opens `/` until the service worker controls it, signs the admin in, then navigates to',
    '`/admin`; from the start of that navigation to the frame in which Total Revenue is non-zero and',
    'Recent Orders has 5 rows (the demo dataset is written on that visit). Milliseconds.',
    '',
    '| figure | median (min–max) ms | runs | budget | result |',
    '| --- | ---: | ---: | --- | --- |',
  );
  const row = (label: string, figure: Figure | null | undefined) => {
    const measured = figure?.median !== null && figure?.median !== undefined;
    const result = measured
      ? figure.budget
        ? verdict(figure, 0)
        : '—'
      : `not measured${figure?.reason ? `: ${escape(figure.reason)}` : ''}`;
    out.push(
      `| ${label} | ${measured ? cell(figure, 0) : '—'} | ${figure?.runs || '—'} | ${budgetText(figure?.budget)} | ${result} |`,
    );
  };
  const ordered = Object.entries(section.datasets).sort(([a], [b]) =>
    a === 'demo' ? -1 : b === 'demo' ? 1 : Number(a) - Number(b),
  );
  for (const [, dataset] of ordered) {
    const size = dataset.export.bytes
      ? `, ${number(dataset.export.bytes.median / 1e6, 2)} MB file`
      : '';
    row(`Export data, ${dataset.label}${size}`, dataset.export);
    row(`Import data, ${dataset.label}`, dataset.import);
    row(`Reset demo data, ${dataset.label}`, dataset.reset);
  }
  row('First dashboard render (demo dataset)', section.firstDashboard);
  out.push('');
  const notes = [];
  for (const [, dataset] of ordered) {
    const facts = dataset.label.endsWith('products')
      ? []
      : [`${number(dataset.products, 0)} products`];
    if (dataset.export.fileName) facts.push(`data file \`${dataset.export.fileName}\``);
    if (dataset.export.bytes) {
      facts.push(`${number(dataset.export.bytes.median, 0)} bytes`);
    }
    if (dataset.export.downloadStartMs) {
      facts.push(
        `the download began ${cell(dataset.export.downloadStartMs, 0)} ms after the click`,
      );
    }
    if (dataset.seedMs !== null) facts.push(`filled in ${number(dataset.seedMs / 1000)} s`);
    if (dataset.reset.refillMs) {
      facts.push(`refilled after each reset in ${cell(dataset.reset.refillMs, 0)} ms (untimed)`);
    }
    notes.push(`- ${dataset.label}: ${facts.join(', ')}.`);
  }
  const before = section.firstDashboard?.appDbBefore ?? [];
  if (before.some(Boolean)) {
    notes.push(
      `- ⚠️ First dashboard: in ${before.filter(Boolean).length} of ${before.length} run(s) the app database existed before \`/admin\` opened, so the demo dataset may already have been written.`,
    );
  }
  for (const failure of section.failures ?? []) notes.push(`- ❌ ${escape(failure)}`);
  out.push(...notes, '');
  return out.join('\n');
}

function adminMarkdown(section: AdminReport): string {
  const out = ['## 7. The back office at real size', ''];
  out.push(...status(section));
  const datasets = section.datasets;
  if (!datasets) return out.join('\n');
  const sizes = Object.keys(datasets).sort((a, b) => Number(a) - Number(b));
  const heading = sizes.map((orders) => datasets[orders].label).join(' | ');
  const aligned = sizes.map(() => '---:').join(' | ');
  /** "812 ✅" / "2,340 ❌" / "failed: …": the median (min–max) and its verdict. */
  const judged = (figure: Figure, digits = 0) => {
    if (figure?.median === null || figure?.median === undefined) {
      return escape(figure?.reason ?? 'not measured');
    }
    const mark = figure.met === null || figure.met === undefined ? '' : figure.met ? ' ✅' : ' ❌';
    return `${cell(figure, digits)}${mark}`;
  };
  out.push(
    'Measured by `scripts/bench/admin.ts` (see its header for the method) in the built app at',
    '1280×800: one browser context that starts with the demo dataset, the demo admin signed in',
    "throughout, the backend filled to 50,000 products by the admin generator and the app's orders",
    "brought to each size with Settings → Data's 'Generate orders'. At each size every page is",
    'visited once untimed first (a returning admin, service worker and code warm). Median (min–max)',
    'in ms; ✅/❌ against the budget (first rows and filled pages ≤ 1,000 ms at 10,000 orders,',
    '≤ 2,000 ms at 50,000; list INP ≤ 200 ms; peak heap ≤ 150 MB). What each row measures:',
    '',
    '- **`/admin/products`, `/admin/orders`, `/admin/customers` first rows**: a fresh navigation',
    '  (`page.goto`), no throttling, from the start of the navigation to the first frame in which',
    '  the table shows a data row (a `tbody tr` with cells of text, not the loading line).',
    '- **`/admin` dashboard filled**: the same, to the first frame in which Total Revenue shows a',
    '  non-zero figure and Recent Orders has rows.',
    '- **`/admin/analytics` (last year) filled**: `?period=1y`, to the first frame in which Revenue',
    '  shows a non-zero figure and Top 10 Products has rows.',
    '- **`/admin/reports` report of the last year shown**: `?period=1y`, the page loaded and settled,',
    "  from the click on 'Generate Report' to the frame that shows the report table's rows (the app",
    '  waits 400 ms on purpose before building it).',
    '- **Admin INP**: CPU slowed 4×, real Playwright input on a freshly loaded list, each round: type',
    '  a search term (every key), the filter (products: the Courses segment; orders: open Status and',
    '  pick Delivered, both clicks), a click on a sortable column header (Price, Total), Next page.',
    "  The figure is inp.ts's: the step's worst Event Timing latency, input to next paint (≤ 8 ms",
    '  when none was reported).',
    '- **Peak JS heap**: one walk through every sidebar page in one document (Reports generating',
    "  the last year's report), CDP `JSHeapUsedSize` (garbage included) once each page settled; the",
    '  largest.',
    '',
    `| figure | ${heading} |`,
    `| --- | ${aligned} |`,
  );
  for (const name of ADMIN_PAGES) {
    out.push(
      `| ${adminPageLabels[name]} | ${sizes.map((orders) => judged(datasets[orders].pages[name])).join(' | ')} |`,
    );
  }
  for (const list of ADMIN_LISTS) {
    for (const step of ADMIN_INTERACTIONS) {
      out.push(
        `| INP ${step}, \`/admin/${list}\` | ${sizes.map((orders) => judged(datasets[orders].inp[list][step])).join(' | ')} |`,
      );
    }
  }
  out.push(
    `| peak JS heap, MB | ${sizes.map((orders) => judged(datasets[orders].heap, 1)).join(' | ')} |`,
    '',
  );
  const notes = [];
  for (const orders of sizes) {
    const dataset = datasets[orders];
    const facts = [
      `${number(dataset.products, 0)} products`,
      `${number(dataset.orders, 0)} orders`,
    ];
    if (dataset.seedMs?.orders) {
      facts.push(`orders generated in ${number(dataset.seedMs.orders / 1000)} s`);
    }
    if (dataset.heap?.pages) {
      facts.push(
        `heap by page (MB): ${dataset.heap.pages.map((entry) => `${entry.page} ${number(entry.mb)}`).join(', ')}`,
      );
    }
    notes.push(`- ${dataset.label}: ${facts.join('; ')}.`);
    for (const list of ADMIN_LISTS) {
      const { warnings = [], slow = [] } = dataset.inp[list];
      for (const warning of warnings) notes.push(`  - ⚠️ \`/admin/${list}\`: ${escape(warning)}`);
      if (slow.length) {
        notes.push(
          `  - \`/admin/${list}\`: ${slow.length} interaction(s) over 100 ms (details in report.json, \`admin.datasets.${orders}.inp.${list}.slow\`).`,
        );
      }
    }
  }
  for (const failure of section.failures ?? []) notes.push(`- ❌ ${escape(failure)}`);
  out.push(...notes, '');
  return out.join('\n');
}

function offlineFirstPaintMarkdown(section: OfflineFirstPaintReport): string {
  const out = ['## 8. Offline from the first paint', ''];
  out.push(...status(section));
  const { ready, reloads, network } = section;
  if (!ready || !reloads || !network) return out.join('\n');
  out.push(
    'Measured by `scripts/bench/offlineFirstPaint.ts` (see its header for the method).',
    '',
    "**Ready to work offline.** A first visit of `/` in a fresh browser context at 412×823 on Lighthouse's",
    `mobile network (CDP \`Network.emulateNetworkConditions\`: ${network.latency} ms latency,`,
    `${number((network.downloadThroughput * 8) / 1024 / 1024, 1)} Mbit/s down, ${number((network.uploadThroughput * 8) / 1024, 0)} kbit/s up; no CPU slowdown), applied to the page`,
    "**and to its service worker** (the page's CDP session auto-attaches to the worker and throttles it",
    'before it runs). Nothing but the page asks the worker to store the app (5 s after its load event,',
    "then at an idle moment). From the page's first-contentful-paint to the frame that shows 'Ready to",
    "work offline'; the page's wait (first paint to its ask) and the download (ask to ready) apart.",
    '',
    '| figure | median (min–max) | runs |',
    '| --- | ---: | ---: |',
    `| first paint to 'Ready to work offline', s | ${cell(ready.seconds)} ${ready.seconds?.met === undefined || ready.seconds?.met === null ? '' : ready.seconds.met ? '✅' : '❌'} | ${ready.seconds?.runs ?? '—'} |`,
    `| first-contentful-paint, ms | ${cell(ready.fcpMs, 0)} | ${ready.fcpMs?.runs ?? '—'} |`,
    `| first paint to the worker's control, s | ${cell(ready.controlledSeconds)} | ${ready.controlledSeconds?.runs ?? '—'} |`,
    `| first paint to the page's ask, s | ${cell(ready.waitSeconds)} | ${ready.waitSeconds?.runs ?? '—'} |`,
    `| download: the ask to 'Ready', s | ${cell(ready.downloadSeconds)} | ${ready.downloadSeconds?.runs ?? '—'} |`,
    `| received by the worker, kB on the wire | ${cell(ready.workerKb, 0)} | ${ready.workerKb?.runs ?? '—'} |`,
    '',
    '**Reloads with the network off.** Each page opened on a first visit in a fresh context (1280×800,',
    'no throttling) on a server of its own; once its h1 is shown and the worker controls the page, 0 s',
    'or 1 s later the server is stopped and the page reloaded. It renders when an h1 inside the app',
    "shows at the same path, and it is not the offline page ('This page is not saved on this device",
    "yet') or React Router's error page. `/shop/cart` holds the ED1 added from its product page;",
    '`/admin` is signed in through `/admin/login`.',
    '',
    `**${reloads.rendered} of ${reloads.total} reloads render.**`,
    '',
    '| page | reloaded after | renders | heading | files stored when the server stopped |',
    '| --- | ---: | --- | --- | ---: |',
    ...reloads.runs.map(
      (run) =>
        `| \`${run.label}\` | ${run.delaySeconds} s | ${run.ok ? 'yes' : `**no**: ${escape(run.reason)}`} | ${escape(run.heading ?? '—')} | ${run.storedAtStop ? `${run.storedAtStop.stored} of ${run.storedAtStop.total}` : '—'} |`,
    ),
    '',
  );
  for (const failure of section.failures ?? []) out.push(`- ❌ ${escape(failure)}`);
  if (section.failures?.length) out.push('');
  return out.join('\n');
}

/** Lighthouse runs below this benchmark index ran on a CPU busy with other work. */
const busyBenchmarkIndex = 1500;

function busyWarning(report: Report): string[] {
  const env = report.environment ?? {};
  const load = Math.max(
    Number(env.loadAverage?.start ?? 0),
    Number(env.loadAverage?.end ?? 0),
    Number(env.loadAverage?.max ?? 0),
  );
  const slowRuns = Object.entries(report.lighthouse.routes ?? {})
    .filter(
      ([, result]) =>
        result.benchmarkIndex && (result.benchmarkIndex.min ?? 0) < busyBenchmarkIndex,
    )
    .map(
      ([route, result]) =>
        `${lighthouseRouteLabel(route, result)} (down to ${number(result.benchmarkIndex?.min, 0)})`,
    );
  if (!slowRuns.length && !(env.cpus && load > env.cpus)) return [];
  return [
    `> ⚠️ **The machine was busy during this run** (load average up to ${load} on ${env.cpus} CPUs` +
      `${slowRuns.length ? `; Lighthouse benchmark index under ${number(busyBenchmarkIndex, 0)} on ${slowRuns.join(', ')}` : ''}).` +
      ' Timing figures (Lighthouse, INP, backend, data tools, back office) are pessimistic; re-run on a quiet machine before judging them. Sizes and the offline share are not affected.',
    '',
  ];
}

export function renderMarkdown(report: Report, notes: string): string {
  const env = report.environment ?? {};
  const minutes = report.durationSeconds ? (report.durationSeconds / 60).toFixed(1) : '?';
  const { met, missed, notMeasured } = report.summary;
  const out = [
    '# Benchmark report',
    '',
    `Generated ${report.generatedAt} by \`npm run bench${report.mode === 'quick' ? ' -- --quick' : ''}\` in ${minutes} min` +
      ` (${report.mode === 'quick' ? '**quick mode: 1 run each, 10,000 products only — not for judging**' : `${report.options?.noisyRuns ?? report.options?.runs ?? 3} Lighthouse runs and INP rounds, ${report.options?.runs ?? 3} cold loads for transfer sizes`}).`,
    `Commit \`${env.commit ?? '?'}\`${env.uncommittedChanges ? ' with uncommitted changes' : ''}; Node ${env.node ?? '?'},` +
      ` Chromium ${env.chromium ?? '?'}, Lighthouse ${env.lighthouse ?? '?'}, Playwright ${env.playwright ?? '?'};` +
      ` ${env.cpus ?? '?'} CPUs, load average ${env.loadAverage?.start ?? '?'} at the start, ${env.loadAverage?.end ?? '?'} at the end${env.loadAverage?.max ? `, ${env.loadAverage.mean} on average and ${env.loadAverage.max} at most (sampled every 5 s)` : ''}.`,
    '',
    ...busyWarning(report),
    '## Budgets',
    '',
    `**${met} met, ${missed} missed${notMeasured ? `, ${notMeasured} not measured` : ''}.** Judged on the median; kB are 1000 bytes.`,
    'Sizes are deterministic and also enforced by `npm test` (size-limit); the timing figures are',
    'noisy and judged here.',
    '',
    budgetTable(report),
    '',
    transferMarkdown(report.transfer),
    lighthouseMarkdown(report.lighthouse),
    inpMarkdown(report.inp, report.checkout),
    backendMarkdown(report.backend),
    offlineMarkdown(report.offline),
    dataMarkdown(report.data),
    adminMarkdown(report.admin ?? { status: 'not measured' }),
    offlineFirstPaintMarkdown(report.offlineFirstPaint ?? { status: 'not measured' }),
    '## Steps',
    '',
    '| step | seconds | status |',
    '| --- | ---: | --- |',
    ...(report.steps ?? []).map(
      (step) =>
        `| ${step.name} | ${number(step.seconds, 0)} | ${step.status}${step.error ? `: ${escape(step.error)}` : ''} |`,
    ),
    '',
    '## Notes',
    '',
    notes?.trim()
      ? notes.trim().replace(/^# .*\n+/, '')
      : '_No notes yet: write them in bench/notes.md; `npx tsx scripts/bench/report.ts` re-renders this file._',
    '',
  ];
  return out.join('\n');
}

/** A report's notes: its folder's own notes.md when there is one (bench/admin), else bench/notes.md. */
export function readNotes(dir = 'bench'): string {
  const own = join(dir, 'notes.md');
  const path = existsSync(own) ? own : notesPath;
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** Writes report.json and report.md into `dir` (bench/ unless a trial run asks otherwise). */
/** A budget's row in report.json and the table. */
export interface BudgetRow {
  section: string;
  label: string;
  median: number | null;
  min?: number | null;
  max?: number | null;
  runs?: number;
  budget: Budget;
  met: boolean | null;
  delta?: number | null;
  reason?: string;
}

/** What report.json holds. */
export interface Report extends SectionsReport {
  budgets: BudgetRow[];
  summary: { met: number; missed: number; notMeasured: number };
}

export function writeReport(
  raw: RawResults,
  { dir = 'bench' } = {},
): { report: Report; jsonPath: string; mdPath: string } {
  const report = buildReport(raw);
  mkdirSync(dir, { recursive: true });
  const jsonPath = join(dir, 'report.json');
  const mdPath = join(dir, 'report.md');
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(mdPath, renderMarkdown(report, readNotes(dir)));
  return { report, jsonPath, mdPath };
}

// `npx tsx scripts/bench/report.ts [dir]`: re-render report.md from report.json (in bench/ or
// `dir`) and the notes.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  const jsonPath = dir ? join(dir, 'report.json') : reportJsonPath;
  const mdPath = dir ? join(dir, 'report.md') : reportMdPath;
  // report.json as writeReport wrote it.
  const report = JSON.parse(readFileSync(jsonPath, 'utf8')) as Report;
  writeFileSync(mdPath, renderMarkdown(report, readNotes(dir)));
  console.info(`wrote ${mdPath} from ${jsonPath} and its notes`);
}
