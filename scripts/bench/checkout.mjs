// How long checkout's order transaction takes in real Chromium IndexedDB: placeOrder()
// (src/data/orders.ts) writes the order, marks the owner's active cart-history records
// purchased and adds the staff notification in one Dexie transaction.
//
// How it is measured, and why this way: the built app exposes no handle on placeOrder, and the
// checkout UI waits 1.5 s for the simulated payment plus 0.5 s of simulated write delay, so 100
// orders through the UI would take minutes and time mostly sleeps. Instead the page is opened on
// the Vite dev server, which serves the source modules: `import('/src/data/orders.ts')` gives the
// app's own placeOrder on the app's own database ('skyforge-app', same schema and indexes), and
// `setDelayScale(0)` (src/lib/simulate.ts, the app's test switch) removes the simulated delay.
// Each call is timed with performance.now(); before each order, 3 active cart-history records
// are added for the owner (untimed), as adding 3 products to the cart would. Nothing in the app
// changes. The database grows over the run (orders, purchased history, notifications), as it does
// for a real shop.
//
// Usage: node scripts/bench/checkout.mjs [--orders 100] [--base-url http://localhost:4472]
// Without --base-url it starts `vite` (the dev server; nothing is built) on --port (4472).
import { pathToFileURL } from 'node:url';
import { launchChromium, startVite, summarize } from './browser.mjs';

/** Serves the source with the Vite dev server (nothing is built). */
export function startDevServer({ port = 4472 } = {}) {
  return startVite({
    args: ['--clearScreen', 'false'],
    port,
    readyPath: '/src/data/orders.ts',
    name: 'the Vite dev server',
  });
}

/** The p-th percentile (0–100) of a list, nearest rank. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * Times `orders` calls of the app's placeOrder in Chromium. `baseUrl` must be a Vite dev server
 * of this repository (see startDevServer), not a built app.
 */
export async function measureCheckout({ baseUrl, orders = 100, log = console.log } = {}) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A light document on the dev server's origin: the app itself is not needed, only its modules.
    await page.goto(`${baseUrl}/robots.txt`);
    log(`checkout: loading src/data/orders.ts from ${baseUrl}`);
    await page.evaluate(async () => {
      const [orders, simulate, data] = await Promise.all([
        import('/src/data/orders.ts'),
        import('/src/lib/simulate.ts'),
        import('/src/data/db.ts'),
      ]);
      simulate.setDelayScale(0);
      await data.db.open();
      window.__checkoutBench = { orders, data };
    });

    const samplesMs = [];
    const batch = 10;
    for (let done = 0; done < orders; done += batch) {
      const times = await page.evaluate(
        async ({ from, count }) => {
          const { orders: ordersModule, data } = window.__checkoutBench;
          const owner = 'bench.customer@example.com';
          const products = [
            ['p-001', 'ED1 Educational Drone', 299.99, 'drones', '/media/products/ed1-drone.svg'],
            [
              'p-006',
              'Propeller Set (8 pieces)',
              24.99,
              'drones',
              '/media/products/propeller-set.svg',
            ],
            [
              'p-009',
              'Drone Pilot Certification Course',
              149,
              'courses',
              '/media/products/course-drone-pilot.svg',
            ],
          ];
          const result = [];
          for (let index = from; index < from + count; index += 1) {
            // Untimed: what adding three products to the cart leaves in the history.
            const now = new Date().toISOString();
            await data.db.cartHistory.bulkAdd(
              products.map(([id, name, price, , image], line) => ({
                id: `CH-bench-${index}-${line}`,
                owner,
                productId: id,
                productName: name,
                productImage: image,
                price,
                quantity: line + 1,
                status: 'active',
                addedAt: now,
              })),
            );
            const items = products.map(([id, name, price, category, image], line) => ({
              productId: id,
              name,
              price,
              quantity: line + 1,
              imageUrl: image,
              category,
            }));
            const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
            const input = {
              items,
              subtotal: Math.round(subtotal * 100) / 100,
              discount: 0.1,
              couponCode: 'WELCOME10',
              total: Math.round(subtotal * 90) / 100,
              customerInfo: {
                name: 'Bench Customer',
                email: 'Bench.Customer@example.com',
                address: '1 Benchmark Street, London, SW1A 1AA, United Kingdom',
              },
              historyOwner: owner,
            };
            const started = performance.now();
            await ordersModule.placeOrder(input);
            result.push(performance.now() - started);
          }
          // Check the writes really happened, once per batch.
          const active = await data.db.cartHistory
            .where('[owner+status]')
            .equals([owner, 'active'])
            .count();
          if (active !== 0) throw new Error(`${active} cart-history records left active`);
          return result;
        },
        { from: done, count: Math.min(batch, orders - done) },
      );
      samplesMs.push(...times);
      log(`checkout: ${samplesMs.length}/${orders} orders`);
    }
    const stored = await page.evaluate(() => window.__checkoutBench.data.db.orders.count());
    if (stored < orders) throw new Error(`only ${stored} orders were stored`);
    await context.close();
    return { samplesMs };
  } finally {
    await browser.close();
  }
}

function parseArgs(argv) {
  const options = { orders: 100, port: 4472, baseUrl: null, json: false };
  for (let index = 0; index < argv.length; index += 1) {
    const [name, inline] = argv[index].split('=');
    const value = () => inline ?? argv[++index];
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
