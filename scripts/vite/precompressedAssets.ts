// Brotli for the app's code and styles, compressed once at build time at the highest quality.
// `vite preview` (what `npm start` serves) gzips every answer as it sends it, at a speed-minded
// level; the same files in Brotli at quality 11 are ~14 % smaller (a cold /admin: 207 -> 179 kB),
// and on a slow phone line a page's first paint waits on those bytes (decision 0011).
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { contentTypes } from './contentTypes.ts';

const compress = promisify(brotliCompress);

/** The hashed files worth compressing, by extension, with the type they are served as. */
const compressibleTypes: Record<string, string> = Object.fromEntries(
  ['.js', '.css', '.svg'].map((extension) => [extension, contentTypes[extension]]),
);
// Below this, compression saves less than a packet (vite preview's own threshold too).
const MIN_BYTES = 1024;

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.'));

/** Writes `<file>.br` beside every compressible file of `files` (paths relative to `outDir`). */
export async function writeBrotliFiles(outDir: string, files: readonly string[]): Promise<number> {
  const chosen = files.filter(
    (file) => file.startsWith('assets/') && extensionOf(file) in compressibleTypes,
  );
  let written = 0;
  await Promise.all(
    chosen.map(async (file) => {
      const source = await readFile(join(outDir, file));
      if (source.length < MIN_BYTES) return;
      const packed = await compress(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      await writeFile(join(outDir, `${file}.br`), packed);
      written += 1;
    }),
  );
  return written;
}

/**
 * A middleware answering GET and HEAD of `/assets/<file>` with `<file>.br` from `outDir` when the
 * browser accepts Brotli and the file exists; anything else goes on to vite preview's own
 * handlers (gzip as it sends, or plain).
 */
export function brotliResponder(outDir: string) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const accepts = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let path = '';
    try {
      path = decodeURIComponent((req.url ?? '').split('?')[0]);
    } catch {
      // A malformed address: the server's own handlers answer it.
    }
    const type = compressibleTypes[extensionOf(path)];
    if (
      !accepts ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !path.startsWith('/assets/') ||
      path.includes('..') ||
      !type
    ) {
      next();
      return;
    }
    const file = join(outDir, `${path}.br`);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) {
      next();
      return;
    }
    const etag = `W/"br-${stats.size}-${stats.mtime.getTime()}"`;
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', stats.size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}

/** Writes the Brotli files after a build, and serves them from `vite preview`. */
export function precompressedAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // PRECOMPRESS=off: a build only a test serves uncompressed (the real-backend e2e spec's)
      // saves the ~4 CPU-s of quality-11 Brotli.
      if (process.env.PRECOMPRESS === 'off') return;
      await writeBrotliFiles(outDir, Object.keys(bundle));
    },
    configurePreviewServer(server) {
      const respond = brotliResponder(resolve(server.config.root, server.config.build.outDir));
      server.middlewares.use((req, res, next) => void respond(req, res, next));
    },
  };
}
