// `npm run bench`: builds the app into its own directory, serves it, measures it and writes
// bench/report.md and bench/report.json (see README, "Benchmark").
//
//   npm run bench                      full run: 5 Lighthouse runs and INP rounds (3 cold loads), 10,000 and 50,000 products
//   npm run bench -- --quick           1 run each, 10,000 products only (for development)
//   npm run bench -- --skip-build      measure the existing build in the out dir
//   npm run bench -- --skip-backend    reuse bench/backend.json instead of re-running the backend bench
//   npm run bench -- --out-dir=dist-x  build into and serve dist-x (default dist-bench)
//   npm run bench -- --only=data,inp   run only these steps (transfer, lighthouse, inp, checkout,
//                                      offline, offline-first-paint, data, admin, backend); the
//                                      others are reported as skipped
//   npm run bench -- --report-dir=dir  write report.md and report.json there (default bench; a
//                                      partial or trial run should not replace bench/report.md)
//   npm run bench -- --help            print this text
//
// Figures: 1 JS/CSS transferred on a cold load (transfer.ts), 2 Lighthouse (lighthouse.ts),
// 3 INP and checkout (inp.ts and checkout.ts), 4 the backend bench
// (backend.bench.test.ts), 5 routes offline (offline.ts), 6 Settings → Data's export, import
// and reset and the first dashboard (data.ts), 7 the back office with 50,000 products and
// 10,000 then 50,000 orders (admin.ts; the sizes are the same in quick mode, with 1 run), 8
// offline from the first paint: a first visit of `/` on a mobile network until 'Ready to work
// offline', and five pages reloaded with the server stopped 0 s and 1 s after they are shown
// (offlineFirstPaint.ts). Steps that need timing run one at a time; a failed step is reported
// and the others still run.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { headerComment } from './args.ts';
import { launchChromium, reasonOf, startPreview } from './browser.ts';
import { measureCheckout, startDevServer } from './checkout.ts';
import { measureInp } from './inp.ts';
import { measureTransfer } from './transfer.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureOffline } from './offline.ts';
import { measureOfflineFirstPaint } from './offlineFirstPaint.ts';
import { measureData } from './data.ts';
import { measureAdmin } from './admin.ts';
import { writeReport } from './report.ts';
import type { RawResults, RawTransfer, StepOutcome, StepRecord } from './resultTypes.ts';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.info(headerComment(import.meta.url));
  process.exit(0);
}
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const quick = args.includes('--quick');
const skipBuild = args.includes('--skip-build');
const skipBackend = args.includes('--skip-backend');
const outDir = option('out-dir') ?? 'dist-bench';
const reportDir = option('report-dir') ?? 'bench';
const stepNames = [
  'transfer',
  'lighthouse',
  'inp',
  'checkout',
  'offline',
  'offline-first-paint',
  'data',
  'admin',
  'backend',
];
const only = option('only')?.split(',').filter(Boolean) ?? null;
const unknownSteps = (only ?? []).filter((name) => !stepNames.includes(name));
if (unknownSteps.length) {
  console.error(`--only: no step ${unknownSteps.join(', ')} (steps: ${stepNames.join(', ')})`);
  process.exit(2);
}
const runs = quick ? 1 : 3;
// Lighthouse and INP spread widely between runs on a shared machine (TBT 75–1,033 ms for one
// build): five runs give a steadier median. Transfer sizes barely vary; three loads suffice.
const noisyRuns = quick ? 1 : 5;
const counts = quick ? [10_000] : [10_000, 50_000];
/** The data step's large catalogue: the largest count of the mode. */
const dataCount = Math.max(...counts);
const checkoutOrders = quick ? 20 : 100;
/** The admin step's sizes (issue 19's budgets are set at these): quick mode only runs once. */
const adminProducts = 50_000;
const adminOrderCounts = [10_000, 50_000];
const budgetMinutes = 15;

if (outDir === 'dist' || outDir.startsWith('dist/')) {
  console.error('The bench builds into its own directory; choose another --out-dir than dist.');
  process.exit(2);
}

const started = Date.now();
const clock = () => {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};
const log = (message: string) => console.info(`[bench ${clock()}] ${message}`);
const steps: StepRecord[] = [];

/**
 * Runs one step, timing it; a failure is logged and recorded, never thrown. `key` names it for
 * --only: a step left out is recorded as skipped.
 */
async function step<T>(
  key: string,
  name: string,
  body: () => Promise<T>,
): Promise<T | StepOutcome> {
  if (only && stepNames.includes(key) && !only.includes(key)) {
    steps.push({ name, seconds: 0, status: 'skipped' });
    return { status: 'skipped', reason: `--only=${only.join(',')}` };
  }
  const begin = Date.now();
  log(`${name}…`);
  try {
    const value = await body();
    const seconds = (Date.now() - begin) / 1000;
    const status =
      typeof value === 'object' && value !== null && 'status' in value
        ? String(value.status)
        : 'measured';
    steps.push({ name, seconds, status });
    log(`${name} done in ${seconds.toFixed(0)} s`);
    return value;
  } catch (error) {
    const seconds = (Date.now() - begin) / 1000;
    const message = reasonOf(error);
    steps.push({ name, seconds, status: 'failed', error: message });
    log(`${name} FAILED after ${seconds.toFixed(0)} s: ${message}`);
    if (process.env.BENCH_DEBUG) console.error(error);
    return { status: 'failed', reason: message };
  }
}

/** Runs a command, streaming the lines that match `show`; rejects on a non-zero exit. */
function run(
  command: string,
  commandArgs: string[],
  {
    env = {},
    show = () => false,
  }: { env?: Record<string, string>; show?: (line: string) => boolean } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) if (line.trim() && show(line)) log(`  ${line.trim()}`);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(
              `${command} ${commandArgs.join(' ')} exited ${code}:\n${output.slice(-3000)}`,
            ),
          ),
    );
  });
}

/** A port in 4460–4469 nothing answers on. */
async function freePort(taken: number[]): Promise<number> {
  for (let port = 4460; port <= 4469; port += 1) {
    if (taken.includes(port)) continue;
    try {
      await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(1000) });
    } catch {
      return port;
    }
  }
  throw new Error('no free port in 4460–4469');
}

const git = (gitArgs: string[]) => {
  try {
    return execFileSync('git', gitArgs, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
};

const require = createRequire(import.meta.url);
const version = (name: string): string | null => {
  try {
    const file = readFileSync(require.resolve(`${name}/package.json`), 'utf8');
    return (JSON.parse(file) as { version: string }).version;
  } catch {
    return null;
  }
};

// ---------------------------------------------------------------------------------------------

log(
  `mode ${quick ? 'quick (1 run each, 10,000 products)' : 'full (5 Lighthouse runs and INP rounds, 3 cold loads, 10,000 and 50,000 products)'}; out dir ${outDir}`,
);
mkdirSync('bench', { recursive: true });
const environment = {
  commit: git(['rev-parse', '--short', 'HEAD']),
  uncommittedChanges: Boolean(git(['status', '--porcelain', '--untracked-files=no'])),
  node: process.version,
  chromium: null as string | null,
  lighthouse: version('lighthouse'),
  playwright: version('@playwright/test'),
  cpus: cpus().length,
  loadAverage: {
    start: loadavg()[0].toFixed(2),
    end: null as string | null,
    max: null as string | null,
    mean: null as string | null,
  },
};
// The load average every 5 s: other jobs on the machine skew the timing figures.
const loadSamples = [loadavg()[0]];
const sampler = setInterval(() => loadSamples.push(loadavg()[0]), 5000);
sampler.unref();

const raw: RawResults = {
  mode: quick ? 'quick' : 'full',
  options: {
    quick,
    skipBuild,
    skipBackend,
    outDir,
    only,
    runs,
    noisyRuns,
    counts,
    dataCount,
    checkoutOrders,
    adminProducts,
    adminOrderCounts,
  },
  environment,
  steps,
};

if (!skipBuild) {
  await step('build', 'build', async () => {
    await run('npx', ['vite', 'build'], { env: { OUT_DIR: outDir } });
  });
}
if (!existsSync(`${outDir}/index.html`)) {
  log(`no build in ${outDir}; stopping`);
  process.exit(1);
}

const usedPorts: number[] = [];
const previewPort = await freePort(usedPorts);
usedPorts.push(previewPort);
const preview = await startPreview({ outDir, port: previewPort });
log(`serving ${outDir} at ${preview.baseUrl}`);

try {
  raw.transfer = await step('transfer', `transfer (${runs} cold loads per route)`, async () => {
    const browser = await launchChromium();
    environment.chromium = browser.version();
    try {
      const routes = await measureTransfer({ browser, baseUrl: preview.baseUrl, runs, log });
      let bundleReport: RawTransfer['bundleReport'] = null;
      try {
        bundleReport = JSON.parse(
          await run('npx', ['tsx', 'scripts/bundle-report.ts', '--json'], {
            env: { OUT_DIR: outDir },
          }),
        );
      } catch (error) {
        log(`bundle-report failed: ${reasonOf(error)}`);
      }
      return { status: 'measured', routes, bundleReport };
    } finally {
      await browser.close();
    }
  });

  raw.lighthouse = await step(
    'lighthouse',
    `lighthouse (${noisyRuns} runs per route)`,
    async () => ({
      status: 'measured',
      routes: await measureLighthouse({
        baseUrl: preview.baseUrl,
        runs: noisyRuns,
        log,
        saveDir: process.env.BENCH_SAVE_LHR ? 'bench/.tmp/lighthouse' : undefined,
      }),
    }),
  );

  raw.inp = await step(
    'inp',
    `INP (${counts.join(' and ')} products, ${noisyRuns} rounds)`,
    async () => {
      const result = await measureInp({
        baseUrl: preview.baseUrl,
        counts,
        runs: noisyRuns,
        log,
      });
      return { status: 'measured', counts: result };
    },
  );

  raw.checkout = await step('checkout', `checkout (${checkoutOrders} orders)`, async () => {
    // checkout.ts times the app's own placeOrder, which the Vite dev server serves it.
    const port = await freePort(usedPorts);
    usedPorts.push(port);
    const dev = await startDevServer({ port });
    try {
      const result = await measureCheckout({ baseUrl: dev.baseUrl, orders: checkoutOrders, log });
      return { status: 'measured', ...result };
    } finally {
      dev.stop();
    }
  });

  raw.data = await step(
    'data',
    `data tools (demo dataset and ${dataCount} products, ${noisyRuns} runs) and first dashboard`,
    async () => {
      const browser = await launchChromium();
      environment.chromium ??= browser.version();
      try {
        const result = await measureData({
          baseUrl: preview.baseUrl,
          browser,
          count: dataCount,
          runs: noisyRuns,
          log,
        });
        // A failed operation keeps the others' figures; the run still fails.
        return { status: result.failures.length ? 'partly failed' : 'measured', ...result };
      } finally {
        await browser.close();
      }
    },
  );

  raw.admin = await step(
    'admin',
    `back office (${adminProducts} products; ${adminOrderCounts.join(' then ')} orders; ${noisyRuns} runs)`,
    async () => {
      const browser = await launchChromium();
      environment.chromium ??= browser.version();
      try {
        const result = await measureAdmin({
          baseUrl: preview.baseUrl,
          browser,
          products: adminProducts,
          orderCounts: adminOrderCounts,
          runs: noisyRuns,
          log,
        });
        // Slow pages are figures, not failures; a figure that could not be taken fails the run.
        return { status: result.failures.length ? 'partly failed' : 'measured', ...result };
      } finally {
        await browser.close();
      }
    },
  );

  raw.offline = await step('offline', 'offline (every route after one visit)', async () => {
    // Its own server, stopped in the middle: offline must mean nothing answers.
    const port = await freePort(usedPorts);
    usedPorts.push(port);
    const server = await startPreview({ outDir, port });
    const browser = await launchChromium();
    try {
      const result = await measureOffline({
        browser,
        baseUrl: server.baseUrl,
        stopServer: server.stop,
        log,
      });
      return { status: 'measured', ...result };
    } finally {
      server.stop();
      await browser.close();
    }
  });

  raw.offlineFirstPaint = await step(
    'offline-first-paint',
    `offline from the first paint (${runs} first visit(s) of / on a mobile network; 10 reloads with the server stopped)`,
    async () => {
      // The reloads stop their server: one of their own per reload, one after the other on one port.
      const port = await freePort(usedPorts);
      usedPorts.push(port);
      const startServer = async () => {
        const before = new Set(process.listeners('exit'));
        const server = await startPreview({ outDir, port });
        const added = process.listeners('exit').filter((listener) => !before.has(listener));
        return {
          baseUrl: server.baseUrl,
          // Killing `vite preview` closes its connections too; resolves once nothing answers.
          stop: async () => {
            server.stop();
            added.forEach((listener) => process.off('exit', listener));
            for (let attempt = 0; attempt < 40; attempt += 1) {
              try {
                await fetch(server.baseUrl, { signal: AbortSignal.timeout(500) });
              } catch {
                return;
              }
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            throw new Error(`the server on port ${port} still answers after being stopped`);
          },
        };
      };
      const browser = await launchChromium();
      environment.chromium ??= browser.version();
      try {
        const result = await measureOfflineFirstPaint({
          browser,
          baseUrl: preview.baseUrl,
          startServer,
          runs,
          log,
        });
        // A page that does not render is a missed budget; a figure not taken fails the run.
        return { status: result.failures.length ? 'partly failed' : 'measured', ...result };
      } finally {
        await browser.close();
      }
    },
  );
} finally {
  preview.stop();
}

raw.backend = await step('backend', 'backend bench (npm run bench:backend)', async () => {
  const before = Date.now();
  if (!skipBackend) {
    await run('npx', ['vitest', 'run', '--config', 'scripts/bench/vitest.config.ts'], {
      env: { NO_COLOR: '1', ...(quick ? { BENCH_SIZES: '10000', BENCH_RUNS: '5' } : {}) },
      show: (line) => line.includes('[bench]'),
    });
  }
  const data = JSON.parse(readFileSync('bench/backend.json', 'utf8')) as { generatedAt: string };
  const fresh = Date.parse(data.generatedAt) >= before;
  return {
    status:
      skipBackend || !fresh ? `taken from bench/backend.json of ${data.generatedAt}` : 'measured',
    data,
  };
});

clearInterval(sampler);
environment.loadAverage.end = loadavg()[0].toFixed(2);
environment.loadAverage.max = Math.max(...loadSamples).toFixed(2);
environment.loadAverage.mean = (
  loadSamples.reduce((sum, value) => sum + value, 0) / loadSamples.length
).toFixed(2);
raw.generatedAt = new Date().toISOString();
raw.durationSeconds = Math.round((Date.now() - started) / 1000);
const { report, mdPath, jsonPath } = writeReport(raw, { dir: reportDir });
log(`wrote ${mdPath} and ${jsonPath}`);

for (const row of report.budgets) {
  const mark = row.met === null ? '  ?' : row.met ? ' ok' : 'MISS';
  const notMeasured = `not measured${row.reason ? `: ${row.reason}` : ''}`;
  console.info(`  ${mark}  ${row.label}: ${row.median ?? notMeasured}`);
}
console.info(
  `budgets: ${report.summary.met} met, ${report.summary.missed} missed, ${report.summary.notMeasured} not measured`,
);
const minutes = raw.durationSeconds / 60;
log(
  `finished in ${minutes.toFixed(1)} min${minutes > budgetMinutes ? ` — over the ${budgetMinutes}-minute limit` : ''}`,
);
process.exitCode = steps.some((s) => s.status === 'failed' || s.status === 'partly failed') ? 1 : 0;
