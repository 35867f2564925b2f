// Few, larger chunks for what a cold `/admin` runs before its first paint (decision 0010). The
// automatic chunking cut it into ~70 files, one per set of pages that shares a module. On a
// phone's link each file costs a round trip, and HTTP/1.1's six connections queue them:
// Lighthouse's simulation of a cold `/admin` ended with the 60th small file, not with the bytes.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const source = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Whether a built file is one of the chunks a lazy route's first paint imports (not app-start). */
export const isFirstPaintChunk = (file: string) =>
  /(^|\/)(admin-start|admin-shared|app-shared)-[\w-]+\.js$/.test(file);

/** Beside the build manifest: the file of each lazily loaded root module, by source path. */
export const groupedModulesFile = '.vite/first-paint-chunks.json';

/** The app's code that every page runs after the tiny entry (src/main.tsx). */
const appStart = source('src/app/start.tsx');

/** What `/admin` loads lazily before its first paint. */
const adminRoots = [
  'src/app/layouts/QueryLayout.tsx',
  'src/app/layouts/AdminLayout.tsx',
  'src/app/routes/admin/dashboard.page.tsx',
].map(source);

/** What the shop's landing pages load lazily before their first paint. */
const shopRoots = [
  'src/app/layouts/QueryLayout.tsx',
  'src/app/layouts/ShopLayout.tsx',
  'src/app/routes/shop/home.page.tsx',
  'src/app/routes/shop/products.page.tsx',
].map(source);

/** Code only the back office runs: its pages, its layout and its features. */
const adminOnlyPath =
  /\/src\/(features\/admin\/|app\/layouts\/AdminLayout|app\/routes\/admin\/(?!login|forgot-password))/;

/**
 * Barrels whose every module a static closure would take in: a closure over `import { Text }
 * from '@mantine/core'` follows the named module only (the build's tree-shaking drops the rest
 * anyway, but a module another page uses would be put into the wrong chunk).
 */
export const barrelPackages = ['@mantine/core', '@mantine/hooks', '@mantine/notifications'];

/** A barrel's modules by exported name, read from its `import { a, b } from '…'` lines. */
export async function barrelExports(
  file: string,
  resolveId: (specifier: string, importer: string) => Promise<string | undefined>,
): Promise<Map<string, string>> {
  const byName = new Map<string, string>();
  const code = readFileSync(file, 'utf8');
  for (const [, names, specifier] of code.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)) {
    const target = specifier!.startsWith('.')
      ? resolve(dirname(file), specifier!)
      : await resolveId(specifier!, file);
    if (!target) throw new Error(`first-paint-chunks: cannot resolve ${specifier} from ${file}`);
    for (const name of names!.split(',')) byName.set(name.trim(), target);
  }
  return byName;
}

/** The names a module's code imports from each barrel package (`import type` left out). */
export function namedImports(code: string): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  const pattern = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"](@mantine\/[\w-]+)['"]/g;
  for (const [, typeOnly, names, pkg] of code.matchAll(pattern)) {
    if (typeOnly || !barrelPackages.includes(pkg!)) continue;
    const values = names!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!.trim());
    byPackage.set(pkg!, [...(byPackage.get(pkg!) ?? []), ...values]);
  }
  return byPackage;
}

interface ModuleInfoLike {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContextLike {
  getModuleInfo(id: string): ModuleInfoLike | null;
}

interface Barrels {
  /** Barrel module id → its modules by exported name. */
  exports: Map<string, Map<string, string>>;
  /** Module id → the names it imports from each barrel module id. */
  imports: Map<string, Map<string, string[]>>;
}

function closure(
  ctx: ChunkingContextLike,
  barrels: Barrels,
  roots: readonly string[],
  { dynamic, stopAt }: { dynamic: boolean; stopAt?: (id: string) => boolean },
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || stopAt?.(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    const named = barrels.imports.get(id);
    for (const imported of info.importedIds) {
      const exports = barrels.exports.get(imported);
      const names = named?.get(imported);
      if (!exports || !names) {
        stack.push(imported);
        continue;
      }
      for (const name of names) {
        const target = exports.get(name);
        if (!target) throw new Error(`first-paint-chunks: ${imported} does not export ${name}`);
        stack.push(target);
      }
    }
    if (dynamic) stack.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

const minus = (set: Set<string>, ...others: Set<string>[]) =>
  new Set([...set].filter((id) => !others.some((other) => other.has(id))));

/**
 * A plugin that finds the build's entries, and the chunk for a module:
 * - 'app-start': what every page runs after the entry (start.tsx's static imports, beside the
 *   chunks of React and of the router and Mantine's core); every page loads all of it anyway.
 * - 'admin-start': what `/admin`'s first paint runs and nothing outside the back office reaches.
 * - 'app-shared': what `/admin`'s first paint shares with the shop's landing pages' first paint.
 * - 'admin-shared': the rest of `/admin`'s first paint (components that some shop and site pages
 *   use too, and load with this chunk).
 * Undefined leaves a module to the automatic chunking. Each set is closed under the imports that
 * do not lead into an earlier one, so the chunks import each other in one direction only
 * (admin-start → admin-shared → app-shared → app-start). Throws when a root is gone, so a renamed
 * layout fails the build rather than quietly splitting the first paint again.
 */
export function firstPaintChunks() {
  let chunkOf: Map<string, string> | null = null;
  let entries: string[] = [];
  const barrels: Barrels = { exports: new Map(), imports: new Map() };
  const barrelFiles = new Map<string, string>();
  const plugin: Plugin = {
    name: 'first-paint-chunks',
    // Chunks are a build's; in the dev server '@mantine/core' resolves to a pre-bundled file that
    // does not exist yet at buildStart, which stopped `vite` from starting.
    apply: 'build',
    async buildStart() {
      chunkOf = null;
      entries = [];
      barrels.imports.clear();
      const resolveId = async (specifier: string, importer: string) =>
        (await this.resolve(specifier, importer))?.id;
      for (const pkg of barrelPackages) {
        const file = await resolveId(pkg, appStart);
        if (!file) throw new Error(`first-paint-chunks: cannot resolve ${pkg}`);
        barrelFiles.set(pkg, file);
        barrels.exports.set(file, await barrelExports(file, resolveId));
      }
    },
    transform: {
      order: 'pre',
      handler(code, id) {
        if (!code.includes('@mantine/')) return null;
        const byPackage = namedImports(code);
        if (byPackage.size === 0) return null;
        const byBarrel = new Map<string, string[]>();
        for (const [pkg, names] of byPackage) byBarrel.set(barrelFiles.get(pkg)!, names);
        barrels.imports.set(id.split('?')[0]!, byBarrel);
        return null;
      },
    },
    buildEnd() {
      entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
    },
    // The build manifest names a lazily loaded module only when it heads a chunk of its own; the
    // bundle budgets (scripts/routeBundles.ts) look the grouped ones up here.
    generateBundle(_options, bundle) {
      const roots = new Set([appStart, ...adminRoots, ...shopRoots]);
      const fileOf: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          if (roots.has(id)) fileOf[relative(projectRoot, id)] = chunk.fileName;
        }
      }
      if (Object.keys(fileOf).length === 0) return; // the worker's build
      this.emitFile({
        type: 'asset',
        fileName: groupedModulesFile,
        source: `${JSON.stringify(fileOf, null, 2)}\n`,
      });
    },
  };
  const name = (id: string, ctx: ChunkingContextLike): string | undefined => {
    if (!chunkOf) {
      const admin = closure(ctx, barrels, adminRoots, { dynamic: false });
      if (admin.size === 0) return undefined; // not the app's build (the worker's)
      const roots = [appStart, ...adminRoots, ...shopRoots];
      const missing = roots.filter((root) => !ctx.getModuleInfo(root));
      if (missing.length) throw new Error(`first-paint-chunks: not in the build: ${missing}`);
      if (entries.length === 0) throw new Error('first-paint-chunks: no entry module');
      const entry = closure(ctx, barrels, entries, { dynamic: false });
      const start = closure(ctx, barrels, [appStart], { dynamic: false });
      const shop = closure(ctx, barrels, shopRoots, { dynamic: false });
      const outsideAdmin = closure(ctx, barrels, entries, {
        dynamic: true,
        stopAt: (module) => adminOnlyPath.test(module),
      });
      const adminFirstPaint = minus(admin, start, entry);
      const adminShared = minus(adminFirstPaint, minus(adminFirstPaint, outsideAdmin));
      chunkOf = new Map();
      // start.tsx itself stays the chunk the entry imports.
      for (const module of minus(start, entry, new Set([appStart]))) {
        chunkOf.set(module, 'app-start');
      }
      for (const module of minus(adminFirstPaint, outsideAdmin)) chunkOf.set(module, 'admin-start');
      for (const module of adminShared) {
        chunkOf.set(module, shop.has(module) ? 'app-shared' : 'admin-shared');
      }
    }
    return chunkOf.get(id);
  };
  return { plugin, name };
}
