// Renders the app icons (PNG) from public/icons/favicon.svg with Chromium.
// Run by hand after changing the SVG: node scripts/render-icons.mjs
import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';

const svg = readFileSync(new URL('../public/icons/favicon.svg', import.meta.url), 'utf8');
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage();

async function render(file, size, { padding = 0, background = 'transparent' } = {}) {
  await page.setViewportSize({ width: size, height: size });
  const inner = size - padding * 2;
  await page.setContent(
    `<html><body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">
     <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
  );
  await page.screenshot({
    path: `public/icons/${file}`,
    omitBackground: background === 'transparent',
  });
}

await render('icon-192.png', 192);
await render('icon-512.png', 512);
// Maskable: the mark inside the 80% safe zone on a full-bleed background.
await render('icon-maskable-512.png', 512, { padding: 56, background: '#0b1d3a' });
await render('apple-touch-icon-180.png', 180, { padding: 0, background: '#0b1d3a' });
await browser.close();
