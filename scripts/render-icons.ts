// Renders the app icons (PNG) from public/icons/favicon.svg with Chromium, indexed to 256 colours.
// Run by hand after changing the SVG: npx tsx scripts/render-icons.ts
import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import { quantize } from './quantize-png.ts';

const svg = readFileSync(new URL('../public/icons/favicon.svg', import.meta.url), 'utf8');
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage();

// Full-bleed: the gradient fills the square (the platform rounds or masks it), the mark is
// scaled about the centre.
const fullBleed = (markScale: number) =>
  svg
    .replace(/<rect width="512" height="512" rx="\d+"/, '<rect width="512" height="512"')
    .replace(
      /(<\/defs>)([\s\S]*?<rect width="512" height="512"[^>]*\/>)([\s\S]*)(<\/svg>)/,
      (_m, defs: string, bg: string, mark: string, end: string) =>
        `${defs}${bg}<g transform="translate(256 256) scale(${markScale}) translate(-256 -256)">${mark}</g>${end}`,
    );

async function render(
  file: string,
  size: number,
  { padding = 0, background = 'transparent', source = svg } = {},
): Promise<void> {
  await page.setViewportSize({ width: size, height: size });
  const inner = size - padding * 2;
  await page.setContent(
    `<html><body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">
     <div style="width:${inner}px;height:${inner}px">${source.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
  );
  await page.screenshot({
    path: `public/icons/${file}`,
    omitBackground: background === 'transparent',
  });
  quantize(`public/icons/${file}`);
}

await render('icon-192.png', 192);
await render('icon-512.png', 512);
// Maskable: full-bleed background, the mark well inside the safe zone (a circle of 40% radius).
await render('icon-maskable-512.png', 512, { background: '#0b1d3a', source: fullBleed(0.8) });
// iOS rounds the corners itself and shows transparency as black: opaque and full-bleed.
await render('apple-touch-icon-180.png', 180, { background: '#0b1d3a', source: fullBleed(0.9) });
await browser.close();
