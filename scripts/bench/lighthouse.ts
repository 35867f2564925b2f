// Figure 2: Lighthouse 12.8.2 through its Node API, in the same Chromium as the other figures,
// started by chrome-launcher (Lighthouse's own launcher) with the bench's flags plus
// --headless=new. The public routes run with the default mobile config; /admin runs twice, with
// the desktop config and with the default mobile config, both signed in as the demo admin.
// Results are keyed by `key` (the path unless a route gives one): `/admin` is the desktop run,
// `/admin (mobile)` the mobile one; each result also carries its `path`.
//
// Storage between runs: every public run is a first visit — Lighthouse's storage reset is
// widened to IndexedDB, localStorage and cookies as well, so no run sees the backend data an
// earlier one created. /admin keeps Lighthouse's default reset (service workers, Cache Storage,
// HTTP cache): the app's code is still loaded cold, while the admin session that was put into
// localStorage (and the backend's IndexedDB, with the data the dashboard shows) just before each
// /admin run survives. So
// `disableStorageReset` is not needed, and not used.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath, defineNameHelper, summarize } from './browser.ts';
import { signInAdmin, waitForController } from './session.ts';
import type { RawLighthouseRoute } from './resultTypes.ts';

export interface LighthouseRoute {
  key?: string;
  path: string;
  formFactor: 'mobile' | 'desktop';
  admin?: boolean;
}

export const lighthouseRoutes: LighthouseRoute[] = [
  { path: '/', formFactor: 'mobile' },
  { path: '/shop', formFactor: 'mobile' },
  { path: '/shop/products', formFactor: 'mobile' },
  { path: '/admin', formFactor: 'desktop', admin: true },
  { key: '/admin (mobile)', path: '/admin', formFactor: 'mobile', admin: true },
];

/** A route's key in the results: its path, or its own key when a path runs more than once. */
export const routeKey = (route: LighthouseRoute): string => route.key ?? route.path;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};
const firstVisitStorage: NonNullable<Flags['clearStorageTypes']> = [
  'service_workers',
  'cache_storage',
  'indexeddb',
  'local_storage',
  'cookies',
  'file_systems',
  'shader_cache',
];

/**
 * Signs the admin in inside Lighthouse's Chrome and opens the dashboard once (one page, then
 * disconnects). The first dashboard on a device writes the demo dataset; without this visit the
 * desktop run, which follows a public run's storage reset, measured that one-time fill and the
 * mobile run after it did not.
 */
async function signInInChrome(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await defineNameHelper(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await waitForController(page);
    await signInAdmin(page);
    await page.goto(`${baseUrl}/admin`);
    await page.getByText('Total Revenue', { exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.close();
  } finally {
    await browser.close(); // over CDP this only disconnects; Chrome keeps running
  }
}

/** Failed audits of a category (score below 1), with the elements they name. */
/** A row of an audit's details table, as far as the report reads it. */
interface DetailItem {
  node?: { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string };
  url?: unknown;
  source?: { url?: unknown };
  items?: DetailItem[];
  phase?: string;
  timing?: number;
}

const detailItems = (audit: Result['audits'][string] | undefined): DetailItem[] =>
  ((audit?.details as { items?: DetailItem[] } | undefined)?.items ?? []) as DetailItem[];

function failedAudits(lhr: Result, categoryId: string) {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < (categoryId === 'performance' ? 0.9 : 1) &&
        !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? null,
      items: detailItems(audit)
        .map((item) => {
          if (item.node) {
            return {
              selector: item.node.selector,
              snippet: item.node.snippet,
              label: item.node.nodeLabel,
              explanation: item.node.explanation,
            };
          }
          const url = item.url ?? item.source?.url;
          return typeof url === 'string' ? { url } : null;
        })
        .filter(Boolean)
        .slice(0, 10),
    }));
}

/** The LCP element and the phases of its time, from the 'largest-contentful-paint-element' audit. */
function lcpElement(lhr: Result) {
  const [elementTable, phaseTable] = detailItems(lhr.audits['largest-contentful-paint-element']);
  const node = elementTable?.items?.[0]?.node;
  if (!node) return null;
  return {
    selector: node.selector,
    snippet: node.snippet,
    label: node.nodeLabel,
    phases: Object.fromEntries(
      (phaseTable?.items ?? []).map((item) => [item.phase, Math.round(item.timing ?? 0)]),
    ),
  };
}

async function runOnce(
  port: number,
  url: string,
  route: LighthouseRoute,
  saveDir: string | undefined,
  index: number,
) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // The full-page screenshot only feeds the HTML report's element thumbnails: ~5 s a run.
    disableFullPageScreenshot: true,
    ...(route.admin ? {} : { clearStorageTypes: firstVisitStorage }),
  };
  const config = route.formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (saveDir) {
    const name = `${routeKey(route).replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${index + 1}.json`;
    writeFileSync(`${saveDir}/${name}`, String(result.report));
  }
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  return {
    scores: Object.fromEntries(categories.map((id) => [id, score(id)])),
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
    ),
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpElement(lhr),
    runtimeError: lhr.runtimeError?.message ?? null,
    runWarnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failed: Object.fromEntries(categories.map((id) => [id, failedAudits(lhr, id)])),
  };
}

type Run = Awaited<ReturnType<typeof runOnce>>;
type Outcome = Run | { error: string; runtimeError?: undefined };

const figure = (values: (number | null | undefined)[], digits?: number) => {
  const numbers = values.filter((value): value is number => typeof value === 'number');
  return numbers.length ? summarize(numbers, digits) : null;
};

/** Merges the failed audits of all runs: each audit once, with how many runs failed it. */
type FailedAudit = ReturnType<typeof failedAudits>[number];

function mergeFailures(runs: Run[], categoryId: string) {
  const byId = new Map<string, FailedAudit & { failedRuns: number }>();
  for (const run of runs) {
    for (const audit of run.failed[categoryId]) {
      const seen = byId.get(audit.id);
      if (seen) seen.failedRuns += 1;
      else byId.set(audit.id, { ...audit, failedRuns: 1 });
    }
  }
  return [...byId.values()];
}

/**
 * `runs` Lighthouse runs of each route. Returns, per route, each score and metric as
 * { median, min, max, runs }, and the audits that failed.
 */
export async function measureLighthouse({
  baseUrl,
  runs = 3,
  routes = lighthouseRoutes,
  saveDir,
  log,
}: {
  baseUrl: string;
  runs?: number;
  routes?: LighthouseRoute[];
  saveDir?: string;
  log?: (line: string) => void;
}) {
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const all = new Map<LighthouseRoute, Outcome[]>(routes.map((route) => [route, []]));
  try {
    // Runs go round the routes (run 1 of every route, then run 2…), so a burst of load from
    // elsewhere on the machine spoils one run of several routes, not every run of one.
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) {
        // A public run clears localStorage and IndexedDB: sign in again before each /admin run.
        if (route.admin) await signInInChrome(chrome.port, baseUrl);
        const started = Date.now();
        let outcome: Outcome;
        try {
          outcome = await runOnce(chrome.port, `${baseUrl}${route.path}`, route, saveDir, run);
        } catch (error) {
          outcome = { error: String(error instanceof Error ? error.message : error) };
        }
        all.get(route)?.push(outcome);
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        log?.(
          'error' in outcome || outcome.runtimeError
            ? `lighthouse ${route.path} (${route.formFactor}) run ${run + 1}/${runs}: ERROR ${'error' in outcome ? outcome.error : outcome.runtimeError} (${seconds} s)`
            : `lighthouse ${route.path} (${route.formFactor}) run ${run + 1}/${runs}: perf ${outcome.scores.performance}, a11y ${outcome.scores.accessibility}, bp ${outcome.scores['best-practices']}, seo ${outcome.scores.seo}, LCP ${Math.round(outcome.metrics.lcp ?? 0)} ms, TBT ${Math.round(outcome.metrics.tbt ?? 0)} ms, CLS ${(outcome.metrics.cls ?? 0).toFixed(3)}, benchmark index ${Math.round(outcome.benchmarkIndex ?? 0)} (${seconds} s)`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  const results: Record<string, RawLighthouseRoute> = {};
  for (const route of routes) {
    const outcomes = all.get(route) ?? [];
    const good = outcomes.filter((run): run is Run => !('error' in run) && !run.runtimeError);
    const scoreFigure = (id: string) => figure(good.map((run) => run.scores[id]));
    results[routeKey(route)] = {
      path: route.path,
      formFactor: route.formFactor,
      signedInAsAdmin: Boolean(route.admin),
      storageReset: route.admin
        ? 'default (service workers, Cache Storage, HTTP cache); session kept'
        : 'first visit (also IndexedDB, localStorage, cookies)',
      scores: {
        performance: scoreFigure('performance'),
        accessibility: scoreFigure('accessibility'),
        'best-practices': scoreFigure('best-practices'),
        seo: scoreFigure('seo'),
      },
      metrics: {
        fcp: figure(good.map((run) => run.metrics.fcp)),
        lcp: figure(good.map((run) => run.metrics.lcp)),
        tbt: figure(good.map((run) => run.metrics.tbt)),
        cls: figure(
          good.map((run) => run.metrics.cls),
          3,
        ),
      },
      finalUrls: [...new Set(good.map((run) => run.finalUrl))],
      // Of the run with the median LCP.
      lcpElement:
        [...good].sort((a, b) => (a.metrics.lcp ?? 0) - (b.metrics.lcp ?? 0))[
          Math.floor((good.length - 1) / 2)
        ]?.lcpElement ?? null,
      benchmarkIndex: figure(good.map((run) => run.benchmarkIndex)),
      errors: outcomes
        .map((run) => ('error' in run ? run.error : run.runtimeError))
        .filter((error): error is string => Boolean(error)),
      warnings: [...new Set(good.flatMap((run) => run.runWarnings))],
      failedAudits: Object.fromEntries(categories.map((id) => [id, mergeFailures(good, id)])),
    };
  }
  return results;
}
