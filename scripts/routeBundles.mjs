// What a cold load of each budgeted route downloads, read from the build
// manifest: the entry, the route's layouts and page, and everything they
// import statically. Shared by the size-limit config and bundle-report.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app's code: the tiny entry (src/main.tsx) imports it on every route. */
export const appModule = 'src/app/start.tsx';

/** The lazily loaded modules each route renders, beside the entry and the app module. */
export const routeModules = {
  '/': [],
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
  // The admin's layout and dashboard are built into the 'admin-start' chunk
  // (scripts/vite/adminStartChunk.ts), which the manifest names rather than their sources.
  '/admin': ['src/app/layouts/QueryLayout.tsx', 'admin-start'],
};

/** A route module's manifest key: its source path, or a named chunk's key. */
function manifestKey(manifest, module) {
  if (module.includes('/')) return manifest[module] ? module : undefined;
  return Object.keys(manifest).find(
    (key) => key.startsWith('_') && manifest[key].name === module && key.endsWith('.js'),
  );
}

/**
 * Issue 6's budgets, kB of gzip (1 kB = 1000 bytes, as size-limit and
 * Lighthouse count). /shop/products is held to the shop's budget.
 */
export const budgets = {
  '/': { js: 130, css: 40 },
  '/shop': { js: 190, css: 40 },
  '/shop/products': { js: 190, css: 40 },
  '/admin': { js: 280, css: 40 },
};

export function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** { js: [...files], css: [...files] } a cold load of `route` fetches. */
export function routeFiles(manifest, route) {
  const modules = [appModule, ...routeModules[route]];
  const missing = modules.filter((module) => !manifestKey(manifest, module));
  if (missing.length) throw new Error(`not in the build manifest: ${missing.join(', ')}`);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  [entry, ...modules.map((module) => manifestKey(manifest, module))].forEach(visit);
  const js = new Set();
  const css = new Set();
  for (const key of seen) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}
