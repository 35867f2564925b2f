// How long checkout's order transaction takes in real Chromium IndexedDB: placeOrder()
// (src/data/orders.ts) writes the order, marks the owner's active cart-history records
// purchased and adds the staff notification in one Dexie transaction.
//
// How it is measured, and why this way: the built app exposes no handle on placeOrder, and the
// checkout UI waits 1.5 s for the simulated payment plus 0.5 s of simulated write delay, so 100
// orders through the UI would take minutes and time mostly sleeps. Instead the page is opened on
// the Vite dev server, which serves the source modules, and given checkoutPage.ts, which imports
// the app's own placeOrder on the app's own database ('skyforge-app', same schema and indexes)
// and calls `setDelayScale(0)` (src/lib/simulate.ts, the app's test switch) to remove the
// simulated delay.
// Each call is timed with performance.now(); before each order, 3 active cart-history records
// are added for the owner (untimed), as adding 3 products to the cart would. Nothing in the app
// changes. The database grows over the run (orders, purchased history, notifications), as it does
// for a real shop.
//
// Usage: npx tsx scripts/bench/checkout.ts [--orders 100] [--base-url http://localhost:4472]
// Without --base-url it starts `vite` (the dev server; nothing is built) on --port (4472).
import { pathToFileURL } from 'node:url';
import { launchChromium, newBenchContext, startVite, summarize, type Server } from './browser.ts';
import type { CheckoutBenchWindow } from './checkoutPage.ts';

/** The page module, served by the dev server from the repository's root. */
const pageModule = 'scripts/bench/checkoutPage.ts';

/** Serves the source with the Vite dev server (nothing is built). */
export function startDevServer({ port = 4472 } = {}): Promise<Server> {
  return startVite({
    args: ['--clearScreen', 'false'],
    port,
    readyPath: `/${pageModule}`,
    name: 'the Vite dev server',
  });
}

/** The p-th percentile (0–100) of a list, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * Times `orders` calls of the app's placeOrder in Chromium. `baseUrl` must be a Vite dev server
 * of this repository (see startDevServer), not a built app.
 */
export async function measureCheckout({
  baseUrl,
  orders = 100,
  log = console.log,
}: {
  baseUrl: string;
  orders?: number;
  log?: (line: string) => void;
}): Promise<{ samplesMs: number[] }> {
  const browser = await launchChromium();
  try {
    const context = await newBenchContext(browser);
    const page = await context.newPage();
    // A light document on the dev server's origin: the app itself is not needed, only its modules.
    await page.goto(`${baseUrl}/robots.txt`);
    log(`checkout: loading ${pageModule} from ${baseUrl}`);
    await page.addScriptTag({ url: `/${pageModule}`, type: 'module' });
    await page.waitForFunction(() => Boolean((window as CheckoutBenchWindow).checkoutBench));

    const samplesMs: number[] = [];
    const batch = 10;
    for (let done = 0; done < orders; done += batch) {
      const times = await page.evaluate(
        ({ from, count }) =>
          (window as CheckoutBenchWindow).checkoutBench!.placeOrders(from, count),
        { from: done, count: Math.min(batch, orders - done) },
      );
      samplesMs.push(...times);
      log(`checkout: ${samplesMs.length}/${orders} orders`);
    }
    const stored = await page.evaluate(() =>
      (window as CheckoutBenchWindow).checkoutBench!.storedOrders(),
    );
    if (stored < orders) throw new Error(`only ${stored} orders were stored`);
    await context.close();
    return { samplesMs };
  } finally {
    await browser.close();
  }
}

function parseArgs(argv: string[]) {
  const options: { orders: number; port: number; baseUrl: string | null; json: boolean } = {
    orders: 100,
    port: 4472,
    baseUrl: null,
    json: false,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [name, inline] = argv[index].split('=');
    const value = (): string => {
      const text = inline ?? argv[++index];
      if (text === undefined) throw new Error(`${name} needs a value`);
      return text;
    };
    if (name === '--orders') options.orders = Number(value());
    else if (name === '--port') options.port = Number(value());
    else if (name === '--base-url') options.baseUrl = value();
    else if (name === '--json') options.json = true;
    else throw new Error(`unknown option ${argv[index]}`);
  }
  if (!Number.isInteger(options.orders) || options.orders < 1) throw new Error('bad --orders');
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const server = options.baseUrl
    ? { baseUrl: options.baseUrl, stop: () => {} }
    : await startDevServer({ port: options.port });
  try {
    const { samplesMs } = await measureCheckout({
      baseUrl: server.baseUrl,
      orders: options.orders,
    });
    const summary = summarize(samplesMs, 1);
    const p50 = percentile(samplesMs, 50);
    const p95 = percentile(samplesMs, 95);
    if (options.json) {
      console.log(JSON.stringify({ samplesMs, summary, p50, p95 }));
    } else {
      console.log(
        `checkout transaction over ${samplesMs.length} orders: p50 ${p50.toFixed(1)} ms, ` +
          `p95 ${p95.toFixed(1)} ms (min ${summary.min}, max ${summary.max}) — ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s in all`,
      );
    }
  } finally {
    server.stop();
  }
  process.exit(0);
}
