// A data file is read and checked before anything is written (issue 17, "Import data").
import { describe, expect, it } from 'vitest';
import { backendTablesSchema } from '../../../../mocks/backendRecords';
import { DEMO_SEED, generateDemoDataset } from '../../../../mocks/fixtures/demoDataset';
import { couponFixtures } from '../../../../mocks/fixtures/coupons';
import { productFixtures } from '../../../../mocks/fixtures/products';
import { DEMO_CUSTOMER } from '../../../../mocks/fixtures/users';
import { toProductRecord } from '../../../../mocks/seed';
import { appTableNames, leadsWindowKey, stagedImportKey } from '../../../data/appData';
import { importMessages, readDataFile } from './importData';

const dataset = generateDemoDataset({
  seed: DEMO_SEED,
  anchor: new Date('2026-11-24T12:00:00.000Z'),
  products: productFixtures,
  coupons: couponFixtures,
  demoCustomer: { name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email },
});

/** A data file holding the demo dataset, as Export data writes one. */
function demoFile() {
  const app = Object.fromEntries(appTableNames.map((name) => [name, [] as unknown[]]));
  Object.assign(app, {
    orders: [...dataset.orders],
    orderMessages: [...dataset.orderMessages],
    cartHistory: [...dataset.cartHistory],
    notifications: [...dataset.notifications],
    settings: [{ key: 'seed.startingData', value: 'demo' }],
  });
  return {
    format: 'skyforge-data',
    formatVersion: 1,
    appVersion: '0.1.0',
    exportedAt: '2026-11-24T12:00:00.000Z',
    backend: {
      products: productFixtures.map((product) => ({ ...toProductRecord(product), createdAt: 1 })),
      coupons: couponFixtures,
      users: [
        {
          id: 'u-admin',
          email: 'admin@example.com',
          name: 'Admin User',
          role: 'admin',
          passwordHash: 'ab'.repeat(32),
          salt: 'cd'.repeat(16),
          iterations: 100_000,
          createdAt: 1,
        },
      ],
      carts: [],
      contactMessages: [],
      meta: [{ key: 'seeded', value: 1 }],
    },
    app,
  };
}

/** A chosen file holding `contents` as JSON. */
const fileOf = (contents: unknown) => new Blob([JSON.stringify(contents)]);

describe('readDataFile', () => {
  it("accepts the demo dataset's records, app and backend alike, unchanged", async () => {
    const file = demoFile();
    const read = await readDataFile(fileOf(file));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.file.app.orders).toEqual(dataset.orders);
    expect(read.file.app.orderMessages).toEqual(dataset.orderMessages);
    expect(read.file.app.notifications).toEqual(dataset.notifications);
    expect(read.file.app.cartHistory).toEqual(dataset.cartHistory);
    // The backend checks its own part with its own schemas.
    const backend = backendTablesSchema.safeParse(file.backend);
    expect(backend.success).toBe(true);
    expect(backend.data?.products).toEqual(file.backend.products);
  });

  it.each([
    ['not JSON', 'hello', importMessages.notJson],
    ['cut short', JSON.stringify(demoFile()).slice(0, 5000), importMessages.notJson],
    ['JSON of something else', '[1,2,3]', importMessages.notDataFile],
    [
      'another format version',
      JSON.stringify({ ...demoFile(), formatVersion: 2 }),
      importMessages.version(2),
    ],
  ])('refuses a file that is %s', async (_what, text, message) => {
    expect(await readDataFile(new Blob([text]))).toEqual({ ok: false, message });
  });

  it('names the first invalid record', async () => {
    const file = demoFile();
    (file.app.orders as unknown[])[7] = { ...dataset.orders[7], total: 'lots' };
    const read = await readDataFile(fileOf(file));
    expect(read).toMatchObject({ ok: false });
    if (read.ok) return;
    // The record by its place and id, then the field (issue 35, point 28).
    expect(read.message).toMatch(
      /^This data file has an invalid record \(app\.orders\[7\] \(ORD-[^)]+\), total: /,
    );
  });

  it('refuses money that is not rounded to cents, and a table that is missing', async () => {
    const file = demoFile();
    (file.app.cartHistory as Record<string, unknown>[])[0] = {
      ...dataset.cartHistory[0],
      price: 1.005,
    };
    expect(await readDataFile(fileOf(file))).toMatchObject({ ok: false });
    const missing = demoFile() as { app: Record<string, unknown> };
    delete missing.app.customers;
    const read = await readDataFile(fileOf(missing));
    expect(read.ok || read.message).toMatch(/app\.customers: /);
  });

  it('reads a file exported before the interest leads existed as having none', async () => {
    const file = demoFile() as { app: Record<string, unknown> };
    delete file.app.interests;
    const read = await readDataFile(fileOf(file));
    expect(read.ok && read.file.app.interests).toEqual([]);
  });

  it('refuses two records with one key, which would silently become one', async () => {
    const file = demoFile();
    file.app.orders = [...dataset.orders, dataset.orders[0]];
    const read = await readDataFile(fileOf(file));
    expect(read.ok || read.message).toMatch(/app\.orders\[\d+\]: ".+" appears twice/);
  });

  it("drops a staged import and another device's leads window the file carries in its settings", async () => {
    const file = demoFile();
    file.app.settings = [
      { key: 'seed.startingData', value: 'demo' },
      { key: stagedImportKey, value: { importId: 'x', tables: {} } },
      { key: leadsWindowKey, value: { since: '2030-01-01T00:00:00.000Z', carried: [] } },
    ];
    const read = await readDataFile(fileOf(file));
    expect(read.ok && read.file.app.settings.map((record) => record.key)).toEqual([
      'seed.startingData',
    ]);
  });
});
