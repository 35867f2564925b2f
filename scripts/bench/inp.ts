// Interaction to Next Paint on /shop/products with a large catalogue (10,000 and 50,000
// products), in Chromium with the CPU slowed 4×.
//
// For each product count: a fresh browser context, the backend filled through the admin bulk
// endpoint (POST /api/admin/products/generate, timed as seedMs), then `runs` rounds of real
// Playwright input (mouse clicks and key presses, no synthetic events), each round on a freshly
// loaded catalogue so no query is answered from a previous round's cache:
//   search       click the search box (untimed), type a term, press Enter (timed: every key)
//   category     click the "Courses" radio
//   sort         focus "Sort by" and press ArrowDown (name → price low to high): a closed native
//                select changes on arrow keys, which is how a keyboard user sorts, and unlike
//                Playwright's selectOption it is trusted input that Event Timing reports
//   next page    click "Next page"
//   add to cart  open the first product's page (untimed), click "Add to Cart"
// After each one the page must settle (new results shown, not busy, no DOM change for 300 ms).
//
// What a number is: the interaction's latency as Event Timing reports it (PerformanceObserver on
// 'event' entries, durationThreshold 16) — the longest event `duration` of the interaction, from
// input to the next paint, which is exactly that interaction's contribution to INP. When one step
// has several interactions (each key of the search), the worst counts. Event Timing rounds to
// 8 ms and reports nothing under 16 ms: an interaction without an entry is recorded as 8 (≤ 8 ms).
// web-vitals (attribution build, injected with addInitScript; the context bypasses the app's CSP
// for it) reports the page's INP for each round, with its breakdown, as a cross-check; long
// animation frames around slow interactions (> 100 ms) are kept to show what the time went to.
//
// Usage: npx tsx scripts/bench/inp.ts [--count 10000 --count 50000] [--runs 3]
//        [--base-url http://localhost:4470 | --out-dir dist --port 4470] [--json]
// Without --base-url it serves an existing build (--out-dir, default $OUT_DIR or dist) with
// `vite preview`; it never builds.
import type { CDPSession, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseBenchArgs, runOnItsOwn } from './args.ts';
import {
  launchChromium,
  newBenchContext,
  seedProducts,
  settleInPage,
  summarize,
} from './browser.ts';

const require = createRequire(import.meta.url);
const webVitalsIife = join(
  dirname(require.resolve('web-vitals/attribution')),
  'web-vitals.attribution.iife.js',
);

export const INTERACTIONS = ['search', 'category', 'sort', 'next page', 'add to cart'] as const;
export type InteractionName = (typeof INTERACTIONS)[number];
const SEARCH_TERMS = ['falcon', 'solar', 'vector', 'turbo', 'lunar', 'orbital'];
const CPU_SLOWDOWN = 4;
/** Recorded for an interaction Event Timing did not report (under its 16 ms threshold). */
export const BELOW_THRESHOLD_MS = 8;
const SLOW_MS = 100;
const QUIET_MS = 300;
const SETTLE_TIMEOUT_MS = 90_000;

// ---------------------------------------------------------------------------------------------
// In the page

/**
 * Installed in every document before the app runs (after web-vitals, when present). Exported for
 * admin.ts, which measures the back office's lists the same way.
 */
/** An Event Timing entry of an interaction, as the probes keep it. */
interface ProbeEvent {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string | null;
}

interface ProbeScript {
  invoker: string;
  invokerType: string;
  source: string;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}

/** A Long Animation Frame entry, as the probes keep it. */
interface ProbeFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: ProbeScript[];
}

/** The Long Animation Frames API's entry (not in TypeScript's DOM types yet). */
interface LongAnimationFrameEntry extends PerformanceEntry {
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: (PerformanceEntry & {
    invoker: string;
    invokerType: string;
    sourceURL: string;
    sourceFunctionName: string;
    forcedStyleAndLayoutDuration: number;
  })[];
}

interface WebVitalsInp {
  value: number;
  target?: string;
  type?: string;
  inputDelay?: number;
  processingDuration?: number;
  presentationDelay?: number;
}

interface Probes {
  events: ProbeEvent[];
  frames: ProbeFrame[];
  inp: WebVitalsInp | null;
}

/** The page's window with the probes and, when injected, web-vitals' attribution build. */
type ProbedWindow = Window & {
  __inpBench?: Probes;
  webVitals?: {
    onINP: (
      report: (metric: {
        value: number;
        attribution?: Omit<WebVitalsInp, 'value'> & {
          interactionTarget?: string;
          interactionType?: string;
        };
      }) => void,
      options: { reportAllChanges: boolean; durationThreshold: number },
    ) => void;
  };
};

/** An interaction a step caused: its worst event and, when slow, the frames it overlapped. */
export interface Interaction {
  name: string;
  target: string | null;
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  frames?: {
    duration: number;
    blocking: number;
    styleAndLayout: number;
    scripts: { invoker: string; source: string; duration: number; forcedLayout: number }[];
  }[];
}

export function installProbes(): void {
  const describe = (node: Node | null): string | null => {
    if (!node || !(node instanceof Element)) return null;
    const label = (
      node.getAttribute('aria-label') ??
      (node as HTMLInputElement).labels?.[0]?.textContent ??
      node.closest('button, a')?.textContent ??
      node.textContent ??
      ''
    )
      .trim()
      .slice(0, 30);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${label ? ` "${label}"` : ''}`;
  };
  const probes: Probes = { events: [], frames: [], inp: null };
  const probed = window as ProbedWindow;
  probed.__inpBench = probes;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number;
    })[]) {
      if (!entry.interactionId) continue;
      probes.events.push({
        interactionId: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: describe(entry.target),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as LongAnimationFrameEntry[]) {
        probes.frames.push({
          startTime: frame.startTime,
          duration: frame.duration,
          blockingDuration: frame.blockingDuration,
          renderStart: frame.renderStart,
          styleAndLayoutStart: frame.styleAndLayoutStart,
          scripts: frame.scripts.map((script) => ({
            invoker: script.invoker,
            invokerType: script.invokerType,
            source: `${script.sourceURL.replace(location.origin, '')}${
              script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ''
            }`,
            duration: script.duration,
            forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // no Long Animation Frames API: the figures stand without the diagnosis
  }
  probed.webVitals?.onINP(
    (metric) => {
      const a = metric.attribution ?? {};
      probes.inp = {
        value: metric.value,
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processingDuration: a.processingDuration,
        presentationDelay: a.presentationDelay,
      };
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
}

/**
 * In the page: the catalogue's signature (URL search, heading, result count, product links) and
 * whether it is ready: a result shown, not loading or busy, `search` (when given) the URL's search
 * term, and with `searchFromBox` whatever the search box shows, which may differ from what was
 * typed if the box dropped keys.
 */
function catalogueInPage({
  search,
  searchFromBox = false,
}: { search?: string; searchFromBox?: boolean } = {}) {
  const heading = document.querySelector('h1');
  const status = heading?.parentElement?.querySelector('[aria-live="polite"]');
  const section = document.querySelector('section[aria-label="Products"]');
  const links = [...(section?.querySelectorAll('h2 a[href^="/shop/products/"]') ?? [])];
  const signature = [
    location.search,
    heading?.textContent ?? '',
    status?.textContent ?? '',
    ...links.map((link) => link.getAttribute('href')),
  ].join('|');
  const ready = () => {
    if (!section || section.querySelector('[role="status"]')) return false;
    if (section.querySelector('[aria-busy="true"]')) return false;
    if (!/^(Showing|No matching)/.test(status?.textContent ?? '')) return false;
    const urlSearch = new URL(location.href).searchParams.get('search') ?? '';
    if (search !== undefined && urlSearch !== search) return false;
    if (searchFromBox) {
      const shown =
        section.querySelector<HTMLInputElement>('input[type="search"]')?.value.trim() ?? '';
      if (shown === '' || urlSearch !== shown) return false;
    }
    return true;
  };
  return { signature, ready: ready() };
}

/** In the page: after two frames and a task, so Event Timing has delivered the last entries. */
function afterNextPaintsInPage(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 50)),
    ),
  );
}

/** In the page: the interactions that started in [from, to), each with its worst event. */
function interactionsInPage({
  from,
  to,
  slowMs,
}: {
  from: number;
  to: number;
  slowMs: number;
}): Interaction[] {
  const { events, frames } = (window as ProbedWindow).__inpBench!;
  const byId = new Map<number, ProbeEvent>();
  for (const event of events) {
    if (event.startTime < from || event.startTime >= to) continue;
    const worst = byId.get(event.interactionId);
    if (!worst || event.duration > worst.duration) byId.set(event.interactionId, event);
  }
  return [...byId.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map((event) => {
      const end = event.startTime + event.duration;
      const interaction: Interaction = {
        name: event.name,
        target: event.target,
        duration: event.duration,
        inputDelay: Math.round(event.processingStart - event.startTime),
        processing: Math.round(event.processingEnd - event.processingStart),
        presentation: Math.round(end - event.processingEnd),
      };
      if (event.duration > slowMs) {
        interaction.frames = frames
          .filter(
            (frame) => frame.startTime < end && frame.startTime + frame.duration > event.startTime,
          )
          .map((frame) => ({
            duration: Math.round(frame.duration),
            blocking: Math.round(frame.blockingDuration),
            styleAndLayout:
              frame.styleAndLayoutStart > 0
                ? Math.round(frame.startTime + frame.duration - frame.styleAndLayoutStart)
                : 0,
            scripts: frame.scripts
              .filter((script) => script.duration >= 5)
              .sort((a, b) => b.duration - a.duration)
              .slice(0, 5)
              .map((script) => ({
                invoker: script.invoker,
                source: script.source,
                duration: Math.round(script.duration),
                forcedLayout: Math.round(script.forcedStyleAndLayoutDuration),
              })),
          }));
      }
      return interaction;
    });
}

// ---------------------------------------------------------------------------------------------
// In Node

/**
 * Resolves with the catalogue's signature once it is ready, differs from `before` and the DOM has
 * not changed for QUIET_MS.
 */
async function waitForCatalogue(
  page: Page,
  {
    before = null,
    search,
    searchFromBox = false,
  }: { before?: string | null; search?: string; searchFromBox?: boolean } = {},
): Promise<string> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    await page.evaluate(settleInPage, {
      quietMs: QUIET_MS,
      timeoutMs: Math.max(deadline - Date.now(), QUIET_MS),
    });
    const { signature, ready } = await page.evaluate(catalogueInPage, { search, searchFromBox });
    if (ready && signature !== before) return signature;
    if (Date.now() > deadline) {
      throw new Error(`the catalogue did not settle: ${signature.slice(0, 200)}`);
    }
  }
}

/** The catalogue's signature now, for waitForCatalogue's `before`. */
async function catalogueSignature(page: Page): Promise<string> {
  return (await page.evaluate(catalogueInPage, {})).signature;
}

/** Waits until nothing in the page has changed for QUIET_MS (after a navigation). */
async function waitForQuiet(page: Page): Promise<void> {
  await page.evaluate(settleInPage, { quietMs: QUIET_MS, timeoutMs: SETTLE_TIMEOUT_MS });
}

/** Runs `act` then `settle`, and returns the interactions that happened in between. */
export async function timed(
  page: Page,
  act: () => Promise<unknown>,
  settle: () => Promise<unknown>,
): Promise<Interaction[]> {
  const from = await page.evaluate(() => performance.now());
  await act();
  await settle();
  const to = await page.evaluate(afterNextPaintsInPage);
  return page.evaluate(interactionsInPage, { from, to, slowMs: SLOW_MS });
}

/** The step's figure: its worst interaction, or BELOW_THRESHOLD_MS when none was reported. */
export function worst(interactions: Interaction[]): number {
  return interactions.reduce((max, { duration }) => Math.max(max, duration), BELOW_THRESHOLD_MS);
}

async function oneRound(
  page: Page,
  cdp: CDPSession,
  baseUrl: string,
  run: number,
  warnings: string[],
) {
  await page.goto(`${baseUrl}/shop/products`);
  await waitForCatalogue(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const steps = {} as Record<InteractionName, Interaction[]>;
  try {
    // Search: every key press and Enter.
    const term = SEARCH_TERMS[run % SEARCH_TERMS.length];
    const searchBox = page.getByRole('searchbox', { name: 'Search products' });
    await searchBox.click();
    await waitForQuiet(page);
    let before = await catalogueSignature(page);
    steps.search = await timed(
      page,
      async () => {
        await page.keyboard.type(term, { delay: 120 });
        await page.keyboard.press('Enter');
      },
      () => waitForCatalogue(page, { before, searchFromBox: true }),
    );
    const shown = await searchBox.inputValue();
    if (shown !== term) {
      warnings.push(`round ${run + 1}: typed "${term}" but the search box shows "${shown}"`);
    }
    // Back to the whole catalogue (untimed).
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    before = await waitForCatalogue(page, { search: '' });

    steps.category = await timed(
      page,
      () => page.getByRole('radio', { name: 'Courses', exact: true }).click(),
      () => waitForCatalogue(page, { before }),
    );
    before = await catalogueSignature(page);

    const sort = page.getByLabel('Sort by');
    // A late re-render of the filters can take the focus from the select: settle first, and
    // if the key press still missed, put the sort back (untimed) and time it once more.
    await waitForQuiet(page);
    for (let attempt = 1; ; attempt += 1) {
      await sort.focus();
      steps.sort = await timed(
        page,
        () => page.keyboard.press('ArrowDown'),
        () => waitForCatalogue(page, { before }),
      );
      if ((await sort.inputValue()) === 'price-asc') break;
      if (attempt === 2) throw new Error('ArrowDown did not sort');
      warnings.push(`round ${run + 1}: ArrowDown on the sort select missed; timed again`);
      await sort.selectOption('name');
      await waitForQuiet(page);
      before = await catalogueSignature(page);
    }
    before = await catalogueSignature(page);

    steps['next page'] = await timed(
      page,
      () => page.getByRole('button', { name: 'Next page' }).click(),
      () => waitForCatalogue(page, { before }),
    );

    // Add to cart, on the first product's page (opening it is not timed).
    await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await addToCart.waitFor({ timeout: SETTLE_TIMEOUT_MS });
    await waitForQuiet(page);
    steps['add to cart'] = await timed(
      page,
      () => addToCart.click(),
      async () => {
        await page.waitForURL(/\/shop\/cart$/, { timeout: SETTLE_TIMEOUT_MS });
        await page
          .getByRole('heading', { name: 'Shopping Cart' })
          .waitFor({ timeout: SETTLE_TIMEOUT_MS });
        await waitForQuiet(page);
      },
    );
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const inp = await page.evaluate(() => (window as ProbedWindow).__inpBench?.inp ?? null);
  return { steps, inp };
}

/**
 * INP per interaction on /shop/products of the build served at `baseUrl`, for each product
 * count: `{ [count]: { seedMs, interactions: { search: ms[], … }, webVitalsInp: ms[], all,
 * slow, warnings } }` (one value per round; `all`: every reported interaction of each step per
 * round; `slow`: interactions over 100 ms with their long frames; `warnings`: what looked wrong
 * in the app, e.g. typed keys the search box dropped).
 */
interface SlowInteraction extends Interaction {
  run: number;
  step: InteractionName;
}

/** One product count's figures. */
export interface InpResult {
  seedMs: number;
  interactions: Record<InteractionName, number[]>;
  webVitalsInp: number[];
  all: Record<InteractionName, number[][]>;
  slow: SlowInteraction[];
  warnings: string[];
}

export async function measureInp({
  baseUrl,
  counts = [10_000, 50_000],
  runs = 3,
  log = console.log,
}: {
  baseUrl: string;
  counts?: number[];
  runs?: number;
  log?: (line: string) => void;
}) {
  const browser = await launchChromium();
  const results: Record<number, InpResult> = {};
  try {
    for (const count of counts) {
      const context = await newBenchContext(browser, {
        bypassCSP: true,
        viewport: { width: 1280, height: 900 },
      });
      try {
        // Playwright runs an init script inside a function, so the IIFE's `var webVitals` would
        // stay local: the script exposes it itself.
        await context.addInitScript({
          content: `${readFileSync(webVitalsIife, 'utf8')}\n;window.webVitals = webVitals;`,
        });
        await context.addInitScript(installProbes);
        const page = await context.newPage();
        page.setDefaultTimeout(SETTLE_TIMEOUT_MS);
        const cdp = await context.newCDPSession(page);
        await page.goto(`${baseUrl}/shop/products`);
        await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
          timeout: 60_000,
        });
        log(`inp ${count}: seeding…`);
        const { seedMs, total } = await seedProducts(page, count);
        log(`inp ${count}: ${total} products in ${(seedMs / 1000).toFixed(1)} s`);
        await page.reload();
        await waitForCatalogue(page);

        const interactions = Object.fromEntries(
          INTERACTIONS.map((name) => [name, [] as number[]]),
        ) as Record<InteractionName, number[]>;
        const webVitalsInp: number[] = [];
        /** Every reported interaction of each step, per round (the search has one per key). */
        const all = Object.fromEntries(
          INTERACTIONS.map((name) => [name, [] as number[][]]),
        ) as Record<InteractionName, number[][]>;
        const slow: SlowInteraction[] = [];
        const warnings: string[] = [];
        for (let run = 0; run < runs; run += 1) {
          const { steps, inp } = await oneRound(page, cdp, baseUrl, run, warnings);
          for (const name of INTERACTIONS) {
            interactions[name].push(worst(steps[name]));
            all[name].push(steps[name].map(({ duration }) => duration));
            for (const interaction of steps[name]) {
              if (interaction.duration > SLOW_MS) slow.push({ run, step: name, ...interaction });
            }
          }
          webVitalsInp.push(inp?.value ?? 0);
          log(
            `inp ${count}: round ${run + 1}/${runs} — ` +
              INTERACTIONS.map((name) => `${name} ${interactions[name][run]}`).join(', ') +
              ` ms; web-vitals INP ${inp ? Math.round(inp.value) : '≤16'} ms`,
          );
        }
        for (const warning of warnings) log(`inp ${count}: warning: ${warning}`);
        results[count] = {
          seedMs: Math.round(seedMs),
          interactions,
          webVitalsInp,
          all,
          slow,
          warnings,
        };
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Command line

function parseArgs(argv: string[]) {
  const addCounts = (value: string, options: { counts: number[] }) =>
    options.counts.push(...value.split(',').map(Number));
  const options = parseBenchArgs(argv, {
    scriptUrl: import.meta.url,
    defaults: { counts: [] as number[], runs: 3, port: 4470 },
    own: { '--count': addCounts, '--counts': addCounts },
  });
  if (options.counts.length === 0) options.counts = [10_000, 50_000];
  for (const count of options.counts) {
    if (!Number.isInteger(count) || count < 1) throw new Error(`bad --count ${count}`);
  }
  return options;
}

function printReport(results: Record<number, InpResult>): void {
  for (const [count, result] of Object.entries(results)) {
    const { seedMs, interactions, webVitalsInp, slow, warnings } = result;
    console.log(`\n${count} products (seeded in ${(seedMs / 1000).toFixed(1)} s), CPU ÷4:`);
    for (const [name, values] of Object.entries(interactions)) {
      const { median, min, max, runs } = summarize(values);
      const shown = (ms: number) =>
        ms <= BELOW_THRESHOLD_MS ? `≤${BELOW_THRESHOLD_MS}` : String(ms);
      console.log(
        `  ${name.padEnd(12)} median ${shown(median).padStart(4)} ms  (min ${shown(min)}, max ${shown(max)}, ${runs} runs)`,
      );
    }
    console.log(`  web-vitals INP per round: ${webVitalsInp.map(Math.round).join(', ')} ms`);
    for (const warning of warnings) console.log(`  warning: ${warning}`);
    for (const interaction of slow) {
      console.log(
        `  slow: round ${interaction.run + 1} ${interaction.step} — ${interaction.name} on ${interaction.target}: ` +
          `${interaction.duration} ms (input delay ${interaction.inputDelay}, processing ${interaction.processing}, ` +
          `presentation ${interaction.presentation})`,
      );
      for (const frame of interaction.frames ?? []) {
        console.log(
          `    frame ${frame.duration} ms (blocking ${frame.blocking}, style+layout ${frame.styleAndLayout}): ` +
            frame.scripts
              .map((script) => `${script.invoker} [${script.source}] ${script.duration} ms`)
              .join('; '),
        );
      }
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = parseArgs(process.argv.slice(2));
  await runOnItsOwn(
    'inp',
    options,
    (baseUrl) => measureInp({ baseUrl, counts: options.counts, runs: options.runs }),
    printReport,
  );
}
