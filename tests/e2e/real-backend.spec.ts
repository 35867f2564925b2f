// "Swap to a real backend by configuration" (issue 34), tried for real: the app built with every
// VITE_*_API pointed at `npm run mock:serve` (another origin, so CORS and the page's
// connect-src, which vite.config.ts derives from the same values), served on its own port. Its
// service worker answers none of those calls: browse, add to cart, a coupon and a sign-in all go
// over HTTP to that server.
import { expect, test } from './fixtures';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer, type SwitchableServer } from './staticServer';
import { openApp } from './support';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command in the project; rejects with its output when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** `mock:serve` on a free port; answers the process and its API base URL. */
function startMockServer(): Promise<{ server: ChildProcess; api: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/serve.ts', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ server, api: match[1] });
    });
    server.once('exit', (code) => reject(new Error(`mock:serve exited (${code}): ${output}`)));
  });
}

let mock: ChildProcess | undefined;
let api = '';
let outDir = '';
let site: SwitchableServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  ({ server: mock, api } = await startMockServer());
  outDir = await mkdtemp(join(tmpdir(), 'skyforge-real-backend-'));
  await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    OUT_DIR: outDir,
    PRECOMPRESS: 'off', // its static server sends every file as it is
    VITE_CATALOG_API: api,
    VITE_CART_API: api,
    VITE_COUPONS_API: api,
    VITE_AUTH_API: `${api}/auth`,
  });
  site = await startStaticServer(outDir);
});

test.afterAll(async () => {
  await site?.close();
  mock?.kill('SIGTERM');
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

test('browse, add to cart, apply WELCOME10 and sign in, against mock:serve over HTTP', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const apiOrigin = new URL(api).origin;
  const overHttp = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === apiOrigin) overHttp.add(`${response.request().method()} ${url.pathname}`);
  });

  // Browse.
  await openApp(page, `${site?.url}/shop/products`);
  const product = page.getByRole('link', { name: 'ED1 Educational Drone' }).first();
  await expect(product).toBeVisible();
  await product.click();
  await expect(page.getByRole('heading', { name: 'ED1 Educational Drone' })).toBeVisible();

  // Add to cart.
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('link', { name: 'ED1 Educational Drone' }).first()).toBeVisible();

  // A coupon.
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon "WELCOME10" applied successfully!')).toBeVisible();
  await expect(page.getByText('Discount (WELCOME10, 10%)')).toBeVisible();

  // Sign in: the guest cart is merged into the customer's.
  await page.goto(`${site?.url}/signin`);
  await page.getByRole('textbox', { name: 'Email' }).fill('customer@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('customer123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
  await page.goto(`${site?.url}/shop/cart`);
  await expect(page.getByRole('link', { name: 'ED1 Educational Drone' }).first()).toBeVisible();

  for (const call of [
    'GET /api/products/p-001',
    'POST /api/cart/',
    'POST /api/cart/apply-coupon/',
    'POST /api/auth/login',
    'GET /api/cart/',
  ]) {
    expect([...overHttp], call).toContain(call);
  }
});

// Issue 35, point 20: a build pointed at a real backend has no test scenarios at all.
test('no test scenarios: a ?scenario= link, the switch and Settings → Data have none', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const banner = page.getByRole('region', { name: 'Test scenario' });
  const product = page.getByRole('link', { name: 'ED1 Educational Drone' }).first();

  await openApp(page, `${site?.url}/shop/products?scenario=server-errors`);
  await expect(product).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  // Not even with testing on in this browser; the worker has no switch either.
  await page.evaluate(() => localStorage.setItem('skyforge.testing', 'on'));
  await page.goto(`${site?.url}/shop/products?scenario=server-errors`);
  await expect(product).toBeVisible();
  await expect(banner).toHaveCount(0);
  const status = await page.evaluate(() =>
    fetch('/api/test/scenario', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-SkyForge-Testing': 'on' },
      body: JSON.stringify({ name: 'server-errors' }),
    }).then((response) => response.status),
  );
  expect(status).toBe(404);

  await page.goto(`${site?.url}/admin/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${site?.url}/admin/settings`);
  await page.getByRole('tab', { name: 'Data' }).click();
  await expect(page.getByRole('button', { name: 'Export data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test scenarios' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Testing in this browser' })).toHaveCount(0);
});
