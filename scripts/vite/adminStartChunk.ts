// One chunk for what the back office's first paint runs (decision 0010). Without it, a cold
// `/admin` fetched ~60 small files in four import levels before the dashboard's greeting
// painted; on a phone's link (and HTTP/1.1's six connections) each level and each queued file
// costs a round trip.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The modules that `/admin` loads lazily before its first paint. */
const adminStartRoots = [
  'src/app/layouts/QueryLayout.tsx',
  'src/app/layouts/AdminLayout.tsx',
  'src/app/routes/admin/dashboard.page.tsx',
].map((path) => fileURLToPath(new URL(`../../${path}`, import.meta.url)));

/** Code only the back office runs: its pages, its layout and its features. */
const adminOnlyPath =
  /\/src\/(features\/admin\/|app\/layouts\/AdminLayout|app\/routes\/admin\/(?!login|forgot-password))/;

interface ModuleInfoLike {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContextLike {
  getModuleInfo(id: string): ModuleInfoLike | null;
}

function closure(
  ctx: ChunkingContextLike,
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
    stack.push(...info.importedIds);
    if (dynamic) stack.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/**
 * A plugin that finds the build's entries, and the chunk name for a module: 'admin-start' when
 * the back office's first paint imports it and nothing outside the back office reaches it (the
 * public and shop pages would otherwise download the back office with it); undefined leaves it
 * to the automatic chunking. Throws when the roots are gone, so a renamed layout fails the build
 * rather than quietly splitting the first paint again.
 */
export function adminStartChunk() {
  let members: Set<string> | null = null;
  let entries: string[] = [];
  const plugin: Plugin = {
    name: 'admin-start-chunk',
    buildStart() {
      members = null;
      entries = [];
    },
    buildEnd() {
      entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
    },
  };
  const name = (id: string, ctx: ChunkingContextLike): string | undefined => {
    if (!members) {
      const firstPaint = closure(ctx, adminStartRoots, { dynamic: false });
      if (firstPaint.size === 0) return undefined; // not the app's build (the worker's)
      const missing = adminStartRoots.filter((root) => !firstPaint.has(root));
      if (missing.length) throw new Error(`admin-start-chunk: not in the build: ${missing}`);
      if (entries.length === 0) throw new Error('admin-start-chunk: no entry module');
      const outsideAdmin = closure(ctx, entries, {
        dynamic: true,
        stopAt: (module) => adminOnlyPath.test(module),
      });
      members = new Set([...firstPaint].filter((module) => !outsideAdmin.has(module)));
    }
    return members.has(id) ? 'admin-start' : undefined;
  };
  return { plugin, name };
}
