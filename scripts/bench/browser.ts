// Shared by the bench scripts: one way to find and start Chromium, and to
// serve a build with `vite preview`.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
} from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, then Debian's Chromium, else Playwright's own browser. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags this machine's closed network needs (see ARCHITECTURE.md, machine facts). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, ...options });
}

/**
 * tsx compiles these scripts with esbuild's keepNames, which wraps a named function inside a
 * function in `__name(fn, "name")`; Playwright sends a page function's source to the browser,
 * where no `__name` exists. Every context the bench opens defines it first (a no-op).
 */
export async function defineNameHelper(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
}

/** A new context of `browser` in which page functions written here run (see defineNameHelper). */
export async function newBenchContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await defineNameHelper(context);
  return context;
}

export interface Server {
  baseUrl: string;
  stop: () => void;
}

/**
 * Runs `npx vite <args>` on `port` until the process exits; resolves once
 * `readyPath` answers.
 */
export async function startVite({
  args,
  port,
  readyPath = '/',
  name = 'vite',
}: {
  args: string[];
  port: number;
  readyPath?: string;
  name?: string;
}): Promise<Server> {
  const server = spawn('npx', ['vite', ...args, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid !== undefined) process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const baseUrl = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) return { baseUrl, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`${name} did not start on port ${port}`);
}

/** Serves the build in `outDir` with `vite preview`. */
export function startPreview({ outDir = 'dist', port = 4480 } = {}): Promise<Server> {
  return startVite({ args: ['preview', '--outDir', outDir], port, name: 'vite preview' });
}

/** The first line of an error's message (or of whatever was thrown). */
export const reasonOf = (error: unknown): string =>
  String(error instanceof Error ? error.message : error).split('\n')[0];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** { median, min, max, runs } of a list of numbers, rounded to `digits`. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function summarize(values: number[], digits = 0): Summary {
  const round = (value: number) => Number(value.toFixed(digits));
  return {
    median: round(median(values)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    runs: values.length,
  };
}

/**
 * Runs in an open page of the app (controlled by the worker): fills the backend up to `count`
 * products with the admin's generator (POST /api/admin/products/generate), as inp.ts seeds its
 * catalogue. Resolves with { seedMs, total }.
 */
export function seedProducts(
  page: Page,
  count: number,
): Promise<{ seedMs: number; total: number }> {
  return page.evaluate(
    async ({ count, maxPerCall }) => {
      const login = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
      });
      if (!login.ok) throw new Error(`admin login answered ${login.status}`);
      const { token } = (await login.json()) as { token: string };
      const current = (await (await fetch('/api/products?page=1&limit=1')).json()) as {
        total: number;
      };
      let total = current.total;
      const started = performance.now();
      while (total < count) {
        const response = await fetch('/api/admin/products/generate', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ count: Math.min(maxPerCall, count - total) }),
        });
        if (response.status !== 201) {
          throw new Error(`generate answered ${response.status}: ${await response.text()}`);
        }
        ({ total } = (await response.json()) as { total: number });
      }
      return { seedMs: performance.now() - started, total };
    },
    { count, maxPerCall: 100_000 },
  );
}

/** Runs in an open page of the app: how many products the backend's catalogue holds. */
export function productTotal(page: Page): Promise<number> {
  return page.evaluate(
    async () =>
      ((await (await fetch('/api/products?page=1&limit=1')).json()) as { total: number }).total,
  );
}

/** In the page: resolves once the DOM has not changed for `quietMs` (the page has settled). */
export function settleInPage({
  quietMs,
  timeoutMs,
}: {
  quietMs: number;
  timeoutMs: number;
}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let lastChange = performance.now();
    const observer = new MutationObserver(() => {
      lastChange = performance.now();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const started = performance.now();
    const poll = () => {
      const now = performance.now();
      if (now - lastChange >= quietMs) {
        observer.disconnect();
        resolve();
      } else if (now - started > timeoutMs) {
        observer.disconnect();
        reject(new Error('the page never settled'));
      } else setTimeout(poll, 50);
    };
    poll();
  });
}

/**
 * The text of the first heading `selector` finds once it shows and a lazy route or a loader has
 * had a moment to replace it; null when none shows within `timeout`.
 */
export async function settledHeading(
  page: Page,
  selector: string,
  timeout: number,
): Promise<string | null> {
  const heading = page.locator(selector).first();
  try {
    await heading.waitFor({ state: 'visible', timeout });
    await page.waitForTimeout(300);
    return (await heading.textContent({ timeout: 2000 }))?.trim() ?? '';
  } catch {
    return null;
  }
}
