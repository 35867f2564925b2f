// Takes the manifest's install screenshots (and the README's) from a running
// build: npx tsx scripts/take-screenshots.ts http://localhost:4173
import { chromium, type ViewportSize } from '@playwright/test';
import { existsSync } from 'node:fs';

const base = process.argv[2] ?? 'http://localhost:4173';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });

async function shoot(path: string, file: string, viewport: ViewportSize): Promise<void> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `public/screenshots/${file}` });
  await page.close();
}

await shoot('/', 'wide.png', { width: 1280, height: 720 });
await shoot('/shop', 'narrow.png', { width: 390, height: 844 });
await browser.close();
