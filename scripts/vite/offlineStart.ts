// The files a first install stores before the worker takes control (decision 0012): the shell,
// the start page's scripts and styles, and the worker's own offline page. Written beside the
// build as `offline-start.json`, which the worker reads from its cache at install.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { readManifest, routeFiles } from '../routeBundles.ts';

export const offlineStartFile = 'offline-start.json';

/** The manifest's start_url: an app installed at any moment must open on it offline. */
const startRoute = '/';

export function offlineStartFiles(outDir: string): string[] {
  const { js, css } = routeFiles(readManifest(outDir), startRoute);
  return [...js, ...css].map((file) => `/${file}`).sort();
}

export function offlineStart(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'offline-start-files',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const files = offlineStartFiles(outDir);
      if (files.length === 0) throw new Error('offline-start: the start page has no files');
      await writeFile(resolve(outDir, offlineStartFile), `${JSON.stringify({ files })}\n`);
    },
  };
}
