// Weighs what a cold load of each route downloads (JS and CSS, gzip), from the
// build's manifest, and checks the budgets. Usage:
//   node scripts/bundle-report.mjs [--check] [--json]   (after `vite build`)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const outDir = process.env.OUT_DIR ?? 'dist';
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

const routes = {
  '/': ['src/app/layouts/SiteLayout.tsx', 'src/app/routes/site/home.page.tsx'],
  '/shop': [
    'src/app/layouts/QueryLayout.tsx',
    'src/app/layouts/ShopLayout.tsx',
    'src/app/routes/shop/home.page.tsx',
  ],
  '/shop/products': [
    'src/app/layouts/QueryLayout.tsx',
    'src/app/layouts/ShopLayout.tsx',
    'src/app/routes/shop/products.page.tsx',
  ],
  '/admin': [
    'src/app/layouts/QueryLayout.tsx',
    'src/app/layouts/AdminLayout.tsx',
    'src/app/routes/admin/dashboard.page.tsx',
  ],
};

// kB of gzip (1 kB = 1000 bytes, as size-limit and Lighthouse count).
// `--check` fails the build above these; the public home also must not load
// shop or admin code. Issue 6 tightens them to /: 130, shop: 190, admin: 280.
const budgets = {
  '/': { js: 150, css: 40 },
  '/shop': { js: 300, css: 40 },
  '/shop/products': { js: 300, css: 40 },
  '/admin': { js: 300, css: 40 },
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file))).length);
  return gzipCache.get(file);
};

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

function weigh(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of closure(keys)) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { js: sum(js) / 1000, css: sum(css) / 1000, files: [...js, ...css] };
}

const areaOnly = (prefixes) =>
  Object.keys(manifest).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));

const report = {};
let failed = false;
for (const [route, pages] of Object.entries(routes)) {
  const missing = pages.filter((page) => !manifest[page]);
  if (missing.length) throw new Error(`not in the build manifest: ${missing.join(', ')}`);
  const { js, css, files } = weigh([entryKey, ...pages]);
  const budget = budgets[route];
  const ok = js <= budget.js && css <= budget.css;
  failed ||= !ok;
  report[route] = { jsKb: +js.toFixed(1), cssKb: +css.toFixed(1), budget, ok, files };
}

// The public home must not pull in shop or admin code.
const homeFiles = new Set(report['/'].files);
const leaked = areaOnly([
  'src/features/shop',
  'src/features/admin',
  'src/app/routes/shop',
  'src/app/routes/admin',
])
  .map((key) => manifest[key].file)
  .filter((file) => homeFiles.has(file));
if (leaked.length) {
  failed = true;
  console.error(`/ loads shop or admin chunks: ${leaked.join(', ')}`);
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
if (process.argv.includes('--check') && failed) process.exit(1);
