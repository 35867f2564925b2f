// Prints what a cold load of each route downloads (JS and CSS, gzip) against
// its budget, and checks that the public home loads no shop or admin code, no route's first
// load any test-scenario code, the back office's first paint no app-database code and at most a
// dozen scripts.
// Usage (after `vite build`): npx tsx scripts/bundle-report.ts [--check] [--json]
// The budgets themselves are enforced by size-limit (.size-limit.js).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { budgets, readManifest, routeFiles } from './routeBundles.ts';

const outDir = process.env.OUT_DIR ?? 'dist';
const manifest = readManifest(outDir);
const gzipKb = (files: string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(outDir, file))).length, 0) /
  1000;

interface RouteReport {
  jsKb: number;
  cssKb: number;
  budget: { js: number; css: number };
  ok: boolean;
  files: string[];
}

const report: Record<string, RouteReport> = {};
for (const [route, budget] of Object.entries(budgets)) {
  const files = routeFiles(manifest, route);
  const js = gzipKb(files.js);
  const css = gzipKb(files.css);
  report[route] = {
    jsKb: +js.toFixed(1),
    cssKb: +css.toFixed(1),
    budget,
    ok: js <= budget.js && css <= budget.css,
    files: [...files.js, ...files.css],
  };
}

// The public home must not pull in shop or admin code.
const homeFiles = new Set(report['/'].files);
const leaked = Object.keys(manifest)
  .filter((key) =>
    ['src/features/shop', 'src/features/admin', 'src/app/routes/shop', 'src/app/routes/admin'].some(
      (prefix) => key.startsWith(prefix),
    ),
  )
  .map((key) => manifest[key].file)
  // The back office's and the shop's first-paint chunks (scripts/vite/firstPaintChunks.ts).
  .concat(
    [...homeFiles].filter((file) =>
      /^assets\/(admin|app)-shared-|^assets\/admin-start-/.test(file),
    ),
  )
  .filter((file) => homeFiles.has(file));
if (leaked.length) console.error(`/ loads shop or admin chunks: ${leaked.join(', ')}`);

// No route's first load carries test-scenario code (mocks/scenarios, the banner, the switch):
// only the check for `?scenario=` and the page's copy of the active name.
const scenarioSources = ['mocks/scenarios/', 'src/app/testScenario/', 'src/api/testScenario/'];
const scenarioFiles = new Set(
  Object.keys(manifest)
    .filter((key) => scenarioSources.some((prefix) => key.startsWith(prefix)))
    .map((key) => manifest[key].file),
);
const scenarioLeaks = Object.entries(report).flatMap(([route, r]) =>
  r.files
    .filter(
      (file) =>
        scenarioFiles.has(file) ||
        /Test scenario:|large-catalogue|payment-declined/.test(
          readFileSync(join(outDir, file), 'utf8'),
        ),
    )
    .map((file) => `${route}: ${file}`),
);
if (scenarioLeaks.length) {
  console.error(`first loads carry test-scenario code: ${scenarioLeaks.join(', ')}`);
}

// The back office paints its frame and greeting before the app database's code loads
// (src/data/useLocalQuery.ts, decision 0009): Dexie is a chunk of its own (vite.config.ts), and
// none of what a cold /admin imports statically may pull it in.
const dexieFiles = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => /^assets\/dexie-[\w-]+\.js$/.test(file));
const adminPaintLeaks = dexieFiles.length
  ? report['/admin'].files.filter((file) => dexieFiles.includes(file))
  : ['no assets/dexie-*.js chunk in the build (vite.config.ts names it)'];
if (adminPaintLeaks.length) {
  console.error(`/admin's first paint loads the app database: ${adminPaintLeaks.join(', ')}`);
}

// Each script is a round trip on a phone's line, and HTTP/1.1 queues them six at a time: a cold
// /admin gets its first paint in a few larger chunks (decision 0010), not ~60 small ones.
const maxAdminScripts = 12;
const adminScripts = report['/admin'].files.filter((file) => file.endsWith('.js')).length;
const tooManyScripts = adminScripts > maxAdminScripts;
if (tooManyScripts) {
  console.error(`a cold /admin loads ${adminScripts} scripts (at most ${maxAdminScripts})`);
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log('route            JS gzip (budget)     CSS gzip (budget)');
  for (const [route, r] of Object.entries(report)) {
    console.log(
      `${route.padEnd(16)} ${`${r.jsKb} kB (${r.budget.js})`.padEnd(20)} ${`${r.cssKb} kB (${r.budget.css})`.padEnd(18)} ${r.ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
}
if (
  process.argv.includes('--check') &&
  (leaked.length || scenarioLeaks.length || adminPaintLeaks.length || tooManyScripts)
) {
  process.exit(1);
}
