// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import {
  ensureStartingData,
  provideDemoTables,
  readAppTables,
  replaceAppTables,
  startingDataOf,
  startingDataPreferenceKey,
  startingTables,
} from './appData';
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
    ]);
  });
});

describe('replaceAppTables', () => {
  it('replaces every table in one go and reads them back', async () => {
    await db.orders.add({ ...demoOrder, id: 'ORD-old' });
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
    await db.orders.add({ ...demoOrder, id: 'ORD-kept' });
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
    await db.orders.add({ ...demoOrder, id: 'ORD-2-keep' });
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
