// Shared by the bench scripts: one way to find and start Chromium, and to
// serve a build with `vite preview`.
import { chromium } from '@playwright/test';
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

export function launchChromium(options = {}) {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, ...options });
}

/**
 * Runs `npx vite <args>` on `port` until the process exits; resolves once
 * `readyPath` answers.
 */
export async function startVite({ args, port, readyPath = '/', name = 'vite' }) {
  const server = spawn('npx', ['vite', ...args, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid);
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
export function startPreview({ outDir = 'dist', port = 4480 } = {}) {
  return startVite({ args: ['preview', '--outDir', outDir], port, name: 'vite preview' });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** { median, min, max, runs } of a list of numbers, rounded to `digits`. */
export function summarize(values, digits = 0) {
  const round = (value) => Number(value.toFixed(digits));
  return {
    median: round(median(values)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    runs: values.length,
  };
}

/**
 * Runs in an open page of the app (controlled by the worker): fills the backend up to `count`
 * products with the admin's generator (POST /api/admin/products/generate), as inp.mjs seeds its
 * catalogue. Resolves with { seedMs, total }.
 */
export function seedProducts(page, count) {
  return page.evaluate(
    async ({ count, maxPerCall }) => {
      const login = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
      });
      if (!login.ok) throw new Error(`admin login answered ${login.status}`);
      const { token } = await login.json();
      const current = await (await fetch('/api/products?page=1&limit=1')).json();
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
        ({ total } = await response.json());
      }
      return { seedMs: performance.now() - started, total };
    },
    { count, maxPerCall: 100_000 },
  );
}

/** Runs in an open page of the app: how many products the backend's catalogue holds. */
export function productTotal(page) {
  return page.evaluate(
    async () => (await (await fetch('/api/products?page=1&limit=1')).json()).total,
  );
}

/** In the page: resolves once the DOM has not changed for `quietMs` (the page has settled). */
export function settleInPage({ quietMs, timeoutMs }) {
  return new Promise((resolve, reject) => {
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
