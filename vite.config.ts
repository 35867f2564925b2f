import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { apiOrigins } from './src/config/apiBase.ts';
import { earlyClicksScript } from './src/lib/earlyClicks.ts';
import { prerenderedPages } from './scripts/prerender/pages.ts';
import { prerenderPlugin } from './scripts/prerender/vitePlugin.ts';
import { mantineStandIns, type MantineStandIn } from './scripts/vite/mantineStandIns.ts';
import { firstPaintChunks, isFirstPaintChunk } from './scripts/vite/firstPaintChunks.ts';
import { precompressedAssets } from './scripts/vite/precompressedAssets.ts';
import { offlineStart, offlineStartFile } from './scripts/vite/offlineStart.ts';

const firstPaint = firstPaintChunks();

const shortcutIcon = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

const tsStub = fileURLToPath(new URL('./src/sw/toughCookieStub.ts', import.meta.url));

// The built app runs under a Content-Security-Policy with no remote scripts and one inline
// script, allowed by its hash: it holds clicks on a prerendered page until React has hydrated it
// (src/lib/earlyClicks.ts). Styles may be inline: Mantine sets CSS variables through style
// attributes. Product images may come from any http(s) URL an admin enters.
const earlyClicksHash = `'sha256-${createHash('sha256').update(earlyClicksScript).digest('base64')}'`;

// The services' own origins when VITE_*_API point elsewhere (README, "A real backend"), by the
// app's rules (src/config/env.ts), from the same values the build gives the app.
const serviceOrigins = apiOrigins(loadEnv('production', process.cwd(), 'VITE_'));

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${earlyClicksHash}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob:",
  "font-src 'self'",
  ["connect-src 'self' https://api.emailjs.com", ...serviceOrigins].join(' '),
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const cspPlugin: Plugin = {
  name: 'content-security-policy',
  apply: 'build', // the dev server injects inline scripts for hot reload
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
      injectTo: 'head-prepend',
    },
    { tag: 'script', children: earlyClicksScript, injectTo: 'head' },
  ],
};

// The app must not be framed (clickjacking). `frame-ancestors` works only in a response header
// (a <meta> policy ignores it), so `vite preview` sends it, and X-Frame-Options for browsers that
// predate it, with every answer. Another host must send them too (README, "Run it").
export const frameProtectionHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

const previewFrameProtection: Plugin = {
  name: 'preview-frame-protection',
  configurePreviewServer(server) {
    server.middlewares.use((_req, res, next) => {
      for (const [name, value] of Object.entries(frameProtectionHeaders)) {
        res.setHeader(name, value);
      }
      next();
    });
  },
};

// `vite preview` gzips every answer as it sends it. The end-to-end tests' server sets
// PREVIEW_COMPRESSION=off: each test's first visit precaches ~310 files, and compressing them
// again for every test costs the test machine CPU that a server on localhost does not need.
const previewWithoutCompression: Plugin = {
  name: 'preview-without-compression',
  configurePreviewServer(server) {
    if (process.env.PREVIEW_COMPRESSION !== 'off') return;
    // Runs before vite preview's compression, which only compresses for a gzip-accepting client.
    server.middlewares.use((req, _res, next) => {
      delete req.headers['accept-encoding'];
      next();
    });
  },
};

// OUT_DIR lets parallel e2e runs build side by side without clobbering dist/.
const outDir = process.env.OUT_DIR ?? 'dist';

// react-router's package exports always resolve to its development build
// (remix-run/react-router#14102, #14753), whose dev-only warnings would ship on
// every page. Production builds take its production files instead.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/', import.meta.url),
);

// Three Mantine imports replaced for page start-up time: two modules each imported by one Mantine
// file by exactly this path, and one package where one named Mantine file imports it. The build
// fails when one stops applying: docs/decisions/0003.
export const mantineReplacements: MantineStandIn[] = [
  {
    // Renders every form control a second time after mounting to swap its id.
    specifier: './use-id/use-id.mjs',
    replacement: fileURLToPath(new URL('./src/lib/stableUseId.ts', import.meta.url)),
  },
  {
    // Computes the default theme's CSS variables on load for an injection the app turns off.
    specifier: './remove-default-variables.mjs',
    replacement: fileURLToPath(new URL('./src/lib/mantineVariablesUnused.ts', import.meta.url)),
  },
  {
    // ScrollArea (which every Table brings along) takes one small hook from Floating UI; the
    // module it lives in holds all of Floating UI's React layer, which then rides in the back
    // office's first paint (~13 kB gzip) for the tooltips and popovers of later pages.
    specifier: '@floating-ui/react',
    importer: 'core/esm/components/ScrollArea/ScrollArea.mjs',
    replacement: fileURLToPath(new URL('./src/lib/mergeRefs.ts', import.meta.url)),
  },
];

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
          ]
        : [],
  },
  plugins: [
    mantineStandIns(mantineReplacements),
    firstPaint.plugin,
    react(),
    cspPlugin,
    previewFrameProtection,
    previewWithoutCompression,
    // After previewWithoutCompression: a server told not to compress serves no Brotli either.
    precompressedAssets(),
    prerenderPlugin(),
    offlineStart(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'SkyForge Technologies',
        short_name: 'SkyForge',
        description:
          'Drones, software and student training from SkyForge Technologies — with a shop and back office that work offline.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b1d3a',
        background_color: '#0b1d3a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        // Long-press (Android) or right-click (desktop) on the installed icon.
        shortcuts: [
          { name: 'Shop', url: '/shop', icons: [shortcutIcon] },
          { name: 'Cart', url: '/shop/cart', icons: [shortcutIcon] },
          { name: 'Admin', url: '/admin', icons: [shortcutIcon] },
        ],
        screenshots: [
          {
            src: '/screenshots/wide.png',
            sizes: '1280x720',
            type: 'image/png',
            form_factor: 'wide',
            label: 'SkyForge home page',
          },
          {
            src: '/screenshots/narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'SkyForge shop on a phone',
          },
        ],
      },
      injectManifest: {
        globPatterns: [
          '**/*.{js,css,html,svg,png,webp,woff2,mp4,webm,ico,txt,webmanifest}',
          offlineStartFile,
        ],
        // The prerendered pages are for first visits from the network; once installed, the
        // worker answers every navigation with the shell (app.html).
        globIgnores: [
          '**/inPageBackend-*.js',
          'screenshots/**',
          ...Object.values(prerenderedPages),
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        buildPlugins: {
          vite: [
            {
              name: 'sw-tough-cookie-stub',
              enforce: 'pre',
              resolveId(id) {
                return id === 'tough-cookie' ? tsStub : null;
              },
            },
          ],
        },
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  build: {
    outDir,
    target: 'es2022',
    // Every browser the app supports (es2022) has <link rel="modulepreload"> natively.
    modulePreload: {
      polyfill: false,
      // No <link rel="modulepreload"> per chunk of a lazy import: a prerendered page starts the
      // app by importing the route's ~50 chunks, and appending their links cost the main thread
      // ~100 ms on a slow phone (Lighthouse TBT). Each chunk's own imports still load in
      // parallel, and once the worker is installed every chunk comes from its cache. CSS is not
      // affected: lazy stylesheets still load before their module runs. The grouped first-paint
      // chunks (firstPaintChunks.ts) are the exception: their few imports are asked for beside
      // them, not one round trip later, when the chunk has arrived and been parsed.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && !isFirstPaintChunk(file) ? [] : deps,
    },
    sourcemap: false,
    // Read by scripts/bundle-report.mjs to weigh each route's chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React on its own: the entry starts it ahead of the rest of the app, so the
              // browser evaluates it in a task of its own (src/main.tsx).
              name: 'react',
              test: /\/node_modules\/(react|react-dom|scheduler)\//,
              priority: 2,
            },
            {
              // The app database's engine under a name of its own: the bundle check
              // (scripts/bundle-report.mjs) keeps it out of the back office's first paint.
              name: 'dexie',
              test: /\/node_modules\/dexie\//,
              priority: 2,
            },
            {
              // What else every page runs (the router, Mantine's core and the few components
              // the shell uses) in one file rather than a dozen small ones.
              name: 'core',
              test: /\/node_modules\/react-router\/|\/@mantine\/core\/esm\/(core|components\/(Button|Loader|Transition|Container|UnstyledButton))\//,
              priority: 1,
            },
            {
              // The rest of what a cold /admin runs before its first paint, and what every page
              // runs after the entry, in four files rather than ~60 (firstPaintChunks.ts). Their
              // members are closed under the imports that stay in them; with rolldown's default
              // the groups would also take modules of the entry and of other pages.
              name: firstPaint.name,
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
}));
