import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// A Chromium is found in this order: CHROMIUM_PATH, Debian's headless shell, Debian's Chromium,
// else Playwright's own browser (a developer's laptop after `npx playwright install`). The headless
// shell is the browser Playwright itself runs headless: the whole suite took 803 CPU-s with it
// against ~1,400 with the full Chromium in its new headless mode (202 of 202 passed with both).
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

// Playwright reports every request a service worker makes over the DevTools protocol. A first
// visit's precache is ~310 requests, which cost ~2 s of CPU per test (a third of a first visit)
// and no test looks at them. Pages' own requests are still reported, routed and taken offline;
// the worker fetches nothing but its precache and, until that is complete, the app files it
// has not stored yet (src/sw.ts): offline tests wait for the whole precache first.
process.env.PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK ??= '1';

const port = Number(process.env.E2E_PORT ?? 4317);
const outDir = process.env.OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: './tests/e2e',
  // Per port, so parallel runs on one machine do not wipe each other's results.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  // Three on two cores: the suite keeps both busy (95 % of /proc/stat's time at 3 workers); 2 and
  // 4 workers took as long on a third of the suite.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every test cost ~15% of the suite's time; CI records the retry of a
    // failed test instead, which is where a trace is read.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    serviceWorkers: 'allow',
    // The journeys were written against an empty shop: a fresh browser starts with no orders
    // instead of the demo dataset (src/data/appData.ts). Booth tests clear this to get the demo.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: 'skyforge.startingData', value: 'empty' }],
        },
      ],
    },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    env: { PREVIEW_COMPRESSION: 'off' }, // see vite.config.ts
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
