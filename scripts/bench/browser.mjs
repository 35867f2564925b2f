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

/** Serves `outDir` with `vite preview`; resolves once it answers. */
export async function startPreview({ outDir = 'dist', port = 4480 } = {}) {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const baseUrl = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(baseUrl)).ok) return { baseUrl, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`vite preview did not start on port ${port}`);
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
