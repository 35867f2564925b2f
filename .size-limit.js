// Bundle budgets, enforced by `npm test` (after `vite build`): JS and CSS
// gzip of what a cold load of each route fetches (see scripts/routeBundles.ts). It imports
// TypeScript, so package.json runs size-limit under tsx.
import { join } from 'node:path';
import { budgets, readManifest, routeFiles } from './scripts/routeBundles.ts';

const outDir = process.env.OUT_DIR ?? 'dist';
const manifest = readManifest(outDir);

export default Object.entries(budgets).flatMap(([route, budget]) => {
  const files = routeFiles(manifest, route);
  return [
    {
      name: `${route} JS`,
      path: files.js.map((file) => join(outDir, file)),
      limit: `${budget.js} kB`,
      gzip: true,
    },
    {
      name: `${route} CSS`,
      path: files.css.map((file) => join(outDir, file)),
      limit: `${budget.css} kB`,
      gzip: true,
    },
  ];
});
