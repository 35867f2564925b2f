// Build-time prerender of the public landing pages (src/app/prerender/entry.tsx).
// After the client build is written, the entry is built for Node with the same CSS-module
// names, each page of `prerenderedPages` is rendered and written into a copy of the built
// index.html; the untouched copy becomes the shell (app.html) that the service worker and the
// servers answer every other navigation with. vite preview gets the same routing.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { readManifest, routeFiles } from '../routeBundles.ts';
import { htmlFileFor, prerenderedPages, SHELL_FILE } from './pages.ts';

interface PrerenderedPage {
  html: string;
  meta: { title: string; description: string; fullTitle: string };
  queries: unknown;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/json">: nothing in it may close the element. */
const escapeJsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** `<link>` tags for the files the built template does not already name. */
function linkTags(files: string[], rel: 'stylesheet' | 'modulepreload', template: string): string {
  return files
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="${rel}" crossorigin href="/${file}">`)
    .join('');
}

export function fillTemplate(template: string, page: PrerenderedPage, headTags = ''): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`the built index.html has no ${root}`);
  const data = page.queries
    ? `<script type="application/json" id="prerendered-queries">${escapeJsonForHtml(page.queries)}</script>`
    : '';
  // React renders resource hints (image preloads) at the start of the markup; they belong in
  // the head, where the browser sees them before the body and hydration never meets them.
  const hints = /^(?:<link rel="preload"[^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hints.length);
  let html = template
    .replace('</head>', () => `${headTags}${hints}</head>`)
    .replace(root, () => `<div id="root">${body}</div>${data}`);
  html = html.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(page.meta.fullTitle)}</title>`,
  );
  if (page.meta.description) {
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${escapeHtml(page.meta.description)}${end}`,
    );
  }
  return html;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-pages',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = resolve(
        config.root,
        'node_modules/.prerender',
        config.build.outDir.replace(/\W+/g, '-'),
      );
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        // The app build's Mantine stand-ins too (docs/decisions/0003-mantine-stand-ins.md).
        plugins: [react(), ...config.plugins.filter(({ name }) => name === 'mantine-stand-ins')],
        resolve: { alias: config.resolve.alias },
        ssr: { noExternal: true },
        build: {
          ssr: resolve(config.root, 'src/app/prerender/entry.tsx'),
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          target: 'node20',
          rollupOptions: { output: { entryFileNames: 'entry.mjs' } },
        },
      });
      const { prerenderPage } = (await import(pathToFileURL(join(ssrDir, 'entry.mjs')).href)) as {
        prerenderPage: (url: string) => Promise<PrerenderedPage>;
      };
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const manifest = readManifest(outDir);
      await writeFile(
        join(outDir, SHELL_FILE),
        // The shell starts the app at once: its code is fetched beside the entry, not after it.
        template.replace(
          '</head>',
          () => `${linkTags(routeFiles(manifest, '/').js, 'modulepreload', template)}</head>`,
        ),
      );
      for (const [url, file] of Object.entries(prerenderedPages)) {
        const target = join(outDir, file);
        await mkdir(dirname(target), { recursive: true });
        const page = await prerenderPage(url);
        // The stylesheets of the route's lazy layouts and pages are needed at first paint. No
        // module preloads: they would compete with the first paint for the line.
        const stylesheets = linkTags(routeFiles(manifest, url).css, 'stylesheet', template);
        await writeFile(target, fillTemplate(template, page, stylesheets));
      }
      await rm(ssrDir, { recursive: true, force: true });
    },
    configurePreviewServer(server) {
      // Before vite preview's own SPA fallback, which would answer every route with index.html.
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html')) {
          return next();
        }
        const url = new URL(req.url ?? '/', 'http://preview.invalid');
        if (extname(url.pathname) !== '' || url.pathname.startsWith('/api/')) return next();
        const file = htmlFileFor(url.pathname, url.search);
        const outDir = resolve(server.config.root, server.config.build.outDir);
        if (existsSync(join(outDir, file))) req.url = `/${file}${url.search}`;
        next();
      });
    },
  };
}
