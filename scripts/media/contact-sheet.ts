// QA helper: renders all SVGs in public/media into contact-sheet PNGs under /tmp.
// Run: npx tsx scripts/media/contact-sheet.ts
import { chromium } from '@playwright/test';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('../../public/media/', import.meta.url).pathname;
const walk = (d: string): string[] =>
  readdirSync(d).flatMap((f) =>
    statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)],
  );
const svgs = walk(ROOT)
  .filter((f) => f.endsWith('.svg'))
  .sort();
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
const per = 20;
for (let i = 0; i < svgs.length; i += per) {
  const cells = svgs
    .slice(i, i + per)
    .map(
      (f) =>
        `<figure><img src="file://${f}"><figcaption>${relative(ROOT, f)}</figcaption></figure>`,
    )
    .join('');
  await page.goto('file:///tmp/');
  await page.setContent(
    `<style>body{margin:8px;display:grid;grid-template-columns:repeat(5,1fr);gap:8px;background:#777;font:12px sans-serif}figure{margin:0;background:#fff}img{width:100%;height:200px;object-fit:contain;background:#ddd;display:block}figcaption{padding:2px 4px}</style>${cells}`,
  );
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/sheet-${i / per + 1}.png`, fullPage: true });
}
await browser.close();
console.info(`rendered ${svgs.length} SVGs to /tmp/sheet-*.png`);
