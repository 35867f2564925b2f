// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { addOrders } from './orderTotals';
import {
  DEMO_SEED,
  generateDemoDataset,
  generateDemoOrders,
} from '../../mocks/fixtures/demoDataset';
import { couponFixtures } from '../../mocks/fixtures/coupons';
import { productFixtures } from '../../mocks/fixtures/products';
import { allOrders } from './orders';
import {
  addGeneratedOrders,
  appTableNames,
  ensureStartingData,
  MAX_GENERATED_ORDERS,
  replaceAppTables,
  startingDataOf,
  startingDataPreferenceKey,
  startingTables,
} from './appData';
import { provideDemoTables, provideOrderGenerator } from './demoSource';
import { readAppTables } from './appDataReads';
import { applyStagedImport, settleStagedImport, stagedImportId, stageImport } from './stagedImport';

const demoOrder = {
  id: 'ORD-1-abc123',
  items: [],
  status: 'delivered',
  subtotal: 10,
  discount: 0,
  couponCode: null,
  total: 10,
  createdAt: '2026-01-01T00:00:00.000Z',
  customerInfo: { name: 'Ann', email: 'ann@example.com', address: '1 Road' },
  email: 'ann@example.com',
};

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  localStorage.clear();
  provideDemoTables(async () => ({ orders: [demoOrder] }));
});
afterEach(() => vi.restoreAllMocks());

describe('starting data', () => {
  it('fills a new database with the demo dataset once, and keeps what is already there', async () => {
    await db.wishlist.add({
      productId: 'p-1',
      product: {} as never,
      addedAt: '2026-01-01T00:00:00.000Z',
    });
    await ensureStartingData();
    expect(await db.orders.count()).toBe(1);
    expect(await db.wishlist.count()).toBe(1);
    expect(await startingDataOf()).toBe('demo');
  });

  it('starts empty when this browser asked for it', async () => {
    localStorage.setItem(startingDataPreferenceKey, 'empty');
    await ensureStartingData();
    expect(await db.orders.count()).toBe(0);
    expect(await startingDataOf()).toBe('empty');
    const tables = await startingTables('empty');
    expect(tables.orders).toBeUndefined();
    expect(tables.settings).toEqual([
      { key: 'seed.startingData', value: 'empty' },
      { key: 'seed.startedAt', value: expect.any(String) },
      // This device's own leads window opens with its fill (issue 35, point 27).
      { key: 'leads.window', value: { since: expect.any(String), carried: [] } },
    ]);
  });
});

describe('addGeneratedOrders', () => {
  const shop = {
    products: productFixtures,
    coupons: couponFixtures,
    demoCustomer: { name: 'Demo Customer', email: 'customer@example.com' },
  };
  const generator = vi.fn(async (now: Date, { count, seed }: { count: number; seed: number }) =>
    generateDemoOrders({ ...shop, seed, anchor: now, orderCount: count }),
  );

  beforeEach(() => {
    generator.mockClear();
    provideOrderGenerator(generator);
  });

  it('adds exactly `count` orders and no other records, without drawing the whole dataset', async () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    const { orders, orderMessages, cartHistory, notifications } = generateDemoDataset({
      ...shop,
      seed: DEMO_SEED,
      anchor: now,
    });
    await replaceAppTables({ orders, orderMessages, cartHistory, notifications });
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(appTableNames.map(async (name) => [name, await db[name].count()])),
      ) as Record<(typeof appTableNames)[number], number>;
    const before = await counts();
    expect(before.notifications).toBeGreaterThan(0);
    expect(before.cartHistory).toBeGreaterThan(0);
    expect(before.orderMessages).toBeGreaterThan(0);
    const demoTables = vi.fn(async () => ({}));
    provideDemoTables(demoTables);

    await addGeneratedOrders(1_234, now);

    expect(await counts()).toEqual({ ...before, orders: before.orders + 1_234 });
    expect(generator).toHaveBeenCalledTimes(1);
    expect(generator).toHaveBeenCalledWith(now, { count: 1_234, seed: expect.any(Number) });
    expect(demoTables).not.toHaveBeenCalled();
  });

  it('adds a year of readable orders; each call draws its own, so calls add up', async () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    await addGeneratedOrders(500, now);
    await addGeneratedOrders(700, now);
    const orders = await allOrders();
    // Every record passes the readers' checks (none skipped).
    expect(orders).toHaveLength(1_200);
    const times = orders.map((order) => Date.parse(order.createdAt));
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(Math.min(...times)).toBeLessThan(now.getTime() - 330 * 86_400_000);
  });

  it.each([0, -1, 1.5, MAX_GENERATED_ORDERS + 1, Number.NaN])(
    'refuses %s orders and adds none',
    async (count) => {
      await expect(addGeneratedOrders(count)).rejects.toBeInstanceOf(RangeError);
      expect(await db.orders.count()).toBe(0);
    },
  );
});

describe('replaceAppTables', () => {
  it('replaces every table in one go and reads them back', async () => {
    await addOrders(db, [{ ...demoOrder, id: 'ORD-old' }]);
    await db.notifications.add({
      id: 'NTF-1',
      type: 'info',
      title: 't',
      message: 'm',
      timestamp: '2026-01-01T00:00:00.000Z',
      read: false,
      actionRequired: false,
    });
    await replaceAppTables(await startingTables('demo'));
    const tables = await readAppTables();
    expect(tables.orders.map((order) => order.id)).toEqual(['ORD-1-abc123']);
    expect(tables.notifications).toEqual([]);
    expect(tables.settings).toContainEqual({ key: 'seed.startingData', value: 'demo' });
  });

  it('changes nothing when a record cannot be written', async () => {
    await addOrders(db, [{ ...demoOrder, id: 'ORD-kept' }]);
    await expect(
      replaceAppTables({ orders: [demoOrder, demoOrder] }), // duplicate key
    ).rejects.toThrow();
    expect((await db.orders.toArray()).map((order) => order.id)).toEqual(['ORD-kept']);
  });
});

describe('a staged import', () => {
  const staged = { orders: [demoOrder], settings: [{ key: 'seed.startingData', value: 'demo' }] };

  it('replaces every table when the backend committed it, and is then gone', async () => {
    await db.notifications.add({
      id: 'n-1',
      type: 'info',
      title: 'Old',
      message: 'Old',
      timestamp: '2026-01-01T00:00:00.000Z',
      read: false,
      actionRequired: false,
    });
    await stageImport('import-0123456789abcdef', staged);
    expect((await readAppTables()).settings).toEqual([]); // not data yet
    const committed = vi.fn(async () => true);
    await settleStagedImport(committed);
    expect(committed).toHaveBeenCalledWith('import-0123456789abcdef');
    const tables = await readAppTables();
    expect(tables.orders).toEqual([demoOrder]);
    expect(tables.notifications).toEqual([]);
    expect(await stagedImportId()).toBeNull();
  });

  it('is dropped, changing nothing, when the backend did not commit it', async () => {
    await addOrders(db, [{ ...demoOrder, id: 'ORD-2-keep' }]);
    await stageImport('import-0123456789abcdef', staged);
    await settleStagedImport(async () => false);
    expect((await readAppTables()).orders.map((order) => order.id)).toEqual(['ORD-2-keep']);
    expect(await stagedImportId()).toBeNull();
  });

  it('waits for the next start when the backend cannot say', async () => {
    await stageImport('import-0123456789abcdef', staged);
    await expect(
      settleStagedImport(async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(await stagedImportId()).toBe('import-0123456789abcdef');
    expect(await applyStagedImport('import-other-id-0000')).toBe(false);
  });
});
