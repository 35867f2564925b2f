// Replaces a few of Mantine's internal modules with the app's own, and fails the build when one
// of them no longer applies (docs/decisions/0003-mantine-stand-ins.md).
import { dirname, relative, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export interface MantineStandIn {
  /** The import exactly as a Mantine module writes it, e.g. `./use-id/use-id.mjs`. */
  specifier: string;
  /** Absolute path of the module imported instead. */
  replacement: string;
  /**
   * Only where this Mantine module imports it (its path inside `@mantine/`, e.g.
   * `core/esm/components/ScrollArea/ScrollArea.mjs`): for a package other Mantine modules import
   * as a whole, and still get. The original stays bundled for those.
   */
  importer?: string;
}

const DECISION_RECORD = 'docs/decisions/0003-mantine-stand-ins.md';
const insideMantine = /[\\/]node_modules[\\/]@mantine[\\/]/;
const withoutQuery = (id: string) => id.replace(/\?.*$/, '');
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Redirects each `specifier` to its `replacement` when a module inside `node_modules/@mantine/`
 * imports it, and nowhere else. In `vite build`, a build that bundles Mantine fails when a
 * stand-in never applied (Mantine renamed or moved the module) or when Mantine's original is
 * bundled anyway (imported some other way too). Dev servers and Vitest load only part of the
 * module graph, so there it only redirects.
 */
export function mantineStandIns(standIns: readonly MantineStandIn[]): Plugin {
  const resolveFilter = { id: standIns.map((standIn) => exactly(standIn.specifier)) };
  const applied = new Set<MantineStandIn>();
  /** Mantine's own modules that were replaced, by absolute path. */
  const originals = new Map<string, MantineStandIn>();
  let root = process.cwd();
  let checked = false;

  function standInFor(source: string, importer: string | undefined): MantineStandIn | undefined {
    if (!importer || !insideMantine.test(importer)) return undefined;
    const importerPath = withoutQuery(importer).replace(/\\/g, '/');
    const standIn = standIns.find(
      (candidate) =>
        candidate.specifier === source &&
        (candidate.importer === undefined ||
          importerPath.endsWith(`/node_modules/@mantine/${candidate.importer}`)),
    );
    if (standIn) {
      applied.add(standIn);
      if (standIn.importer === undefined) {
        originals.set(resolve(dirname(withoutQuery(importer)), source), standIn);
      }
    }
    return standIn;
  }

  // Then resolved like an import of the stand-in's path, as resolve.alias does.
  async function redirect(
    this: Rolldown.PluginContext,
    source: string,
    importer: string | undefined,
    options: Pick<Rolldown.ResolveIdExtraOptions, 'isEntry' | 'custom'>,
  ) {
    const standIn = standInFor(source, importer);
    if (!standIn) return null;
    return (
      (await this.resolve(standIn.replacement, importer, { ...options, skipSelf: true })) ??
      standIn.replacement
    );
  }

  return {
    name: 'mantine-stand-ins',
    enforce: 'pre',
    config: () => ({
      // The dev server serves Mantine pre-bundled by its dependency optimizer, which does not
      // run the app's plugins: it needs the redirect too.
      optimizeDeps: {
        rolldownOptions: {
          plugins: [
            {
              name: 'mantine-stand-ins:deps',
              resolveId: { filter: resolveFilter, handler: redirect },
            },
          ],
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      checked = config.command === 'build' && !config.build.watch;
    },
    buildStart() {
      applied.clear();
      originals.clear();
    },
    resolveId: { filter: resolveFilter, handler: redirect },
    buildEnd(error) {
      if (error || !checked) return;
      const moduleIds = [...this.getModuleIds()].map(withoutQuery);
      // A build without Mantine (such as the service worker's, should it get this plugin) has
      // nothing to check.
      if (!moduleIds.some((id) => insideMantine.test(id))) return;
      const problems = standIns
        .filter((standIn) => !applied.has(standIn))
        .map(
          (standIn) =>
            `Mantine stand-in never applied: ${standIn.specifier} (to be replaced by ` +
            `${relative(root, standIn.replacement)}). No module in node_modules/@mantine/ ` +
            `imports it by that name any more: Mantine may have renamed or moved it.`,
        );
      for (const id of moduleIds) {
        const standIn = originals.get(id);
        if (standIn) {
          problems.push(
            `Mantine stand-in bypassed: ${relative(root, id)} is bundled although ` +
              `${standIn.specifier} was replaced: it is imported some other way too.`,
          );
        }
      }
      if (problems.length > 0) {
        this.error(`${problems.join('\n')}\nSee ${DECISION_RECORD}.`);
      }
    },
  };
}
