// How fast /shop/products shows the new page after a filter, sort or page
// change, with 10,000 products in the backend (issue 4's 100 ms figure).
// Usage: npm run build && npx tsx scripts/bench/catalog-ui.ts [count]
// Serves dist/ with `vite preview`, seeds products with the admin generator,
// then times each interaction in the page: from the input event to the
// first frame after the first product card changed. Prints the figures and
// writes bench/catalog-ui.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchChromium, median, startPreview } from './browser.ts';

const count = Number(process.argv[2] ?? 10_000);
const runs = 5;
const { baseUrl: base, stop } = await startPreview({ outDir: 'dist', port: 4480 });
process.on('exit', stop);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${base}/shop/products`);
await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));

const seedStart = Date.now();
await page.evaluate(async (total) => {
  const login = await fetch('/api/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  const { token } = await login.json();
  // The admin's bulk generator (POST /api/admin/products/generate) adds them in one go.
  await fetch('/api/admin/products/generate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ count: total }),
  });
}, count);
const seedSeconds = (Date.now() - seedStart) / 1000;

await page.reload();
await page.locator('section[aria-label="Products"] a[href^="/shop/products/"]').first().waitFor();

// In the page: time from the input event to the frame after the first card changed.
interface Action {
  kind: 'sort' | 'category' | 'page';
  value: string | number;
}

async function measure(action: Action): Promise<number> {
  return page.evaluate(async (act) => {
    const section = document.querySelector('section[aria-label="Products"]');
    if (!section) throw new Error('no Products section');
    const first = () =>
      section.querySelector('a[href^="/shop/products/"]')?.getAttribute('href') ?? '';
    const before = first();
    const started = performance.now();
    const done = new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`no change after ${act.kind}`)), 10_000);
      const observer = new MutationObserver(() => {
        if (first() && first() !== before) {
          observer.disconnect();
          clearTimeout(timeout);
          requestAnimationFrame(() => resolve(performance.now() - started));
        }
      });
      observer.observe(section, { subtree: true, childList: true, attributes: true });
    });
    if (act.kind === 'sort') {
      const select = [...document.querySelectorAll('select')].find((s) =>
        [...s.options].some((o) => o.value === 'price-desc'),
      );
      if (!select) throw new Error('no sort select');
      select.value = String(act.value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (act.kind === 'category') {
      document.querySelector<HTMLElement>(`input[type="radio"][value="${act.value}"]`)?.click();
    } else if (act.kind === 'page') {
      document.querySelector<HTMLElement>(`[aria-label="Page ${act.value}"]`)?.click();
    }
    return done;
  }, action);
}

const scenarios: Record<string, [Action, Action]> = {
  sort: [
    { kind: 'sort', value: 'price-desc' },
    { kind: 'sort', value: 'price-asc' },
  ],
  category: [
    { kind: 'category', value: 'courses' },
    { kind: 'category', value: 'drones' },
  ],
  'next page': [
    { kind: 'page', value: 2 },
    { kind: 'page', value: 1 },
  ],
};

const results: Record<
  string,
  { medianMs: number; minMs: number; maxMs: number; budgetMs: number; met: boolean }
> = {};
for (const [name, [forward, back]] of Object.entries(scenarios)) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(await measure(forward));
    await page.waitForTimeout(200);
    await measure(back); // back to the starting state; not counted
    await page.waitForTimeout(200);
  }
  results[name] = {
    medianMs: Math.round(median(times)),
    minMs: Math.round(Math.min(...times)),
    maxMs: Math.round(Math.max(...times)),
    budgetMs: 100,
    met: median(times) <= 100,
  };
}

await browser.close();
stop();

const report = {
  products: count,
  seedSeconds,
  runs,
  results,
  measuredAt: new Date().toISOString(),
};
mkdirSync('bench', { recursive: true });
writeFileSync('bench/catalog-ui.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `Catalogue with ${count} products (seeded in ${seedSeconds.toFixed(1)} s), ${runs} runs each:`,
);
for (const [name, r] of Object.entries(results)) {
  console.log(
    `  ${name.padEnd(10)} median ${r.medianMs} ms (min ${r.minMs}, max ${r.maxMs}) — budget 100 ms ${r.met ? 'met' : 'MISSED'}`,
  );
}
process.exit(0);
