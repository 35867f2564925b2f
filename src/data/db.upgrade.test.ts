// Opening the current schema over a database written by the previous version
// keeps every record of every table.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  AppDatabase,
  appSchemaV1,
  appSchemaV2Changes,
  appSchemaV3Changes,
  appSchemaV4Changes,
  appSchemaV5Changes,
  appSchemaV6Changes,
} from './db';
import type { Order } from './recordTypes';
import { contactImportKey } from './contactImport';

const now = '2026-11-01T10:00:00.000Z';
const product = {
  id: 'p-001',
  name: 'ED1 Educational Drone',
  description: 'A classroom drone',
  price: 299,
  originalPrice: 349,
  imageUrl: '/media/products/ed1-drone.svg',
  category: 'drones' as const,
  trackingId: null,
};

const recordsV1: Record<keyof typeof appSchemaV1, Record<string, unknown>[]> = {
  wishlist: [{ productId: 'p-001', product, addedAt: now }],
  orders: [
    {
      id: 'ORD-1',
      items: [
        {
          productId: 'p-001',
          name: product.name,
          price: 299,
          quantity: 1,
          imageUrl: '',
          category: 'drones',
        },
      ],
      status: 'pending',
      subtotal: 299,
      discount: 0,
      couponCode: null,
      total: 299,
      createdAt: now,
      customerInfo: {
        name: 'Ada',
        email: 'ada@example.com',
        address: '1 Road, Nellore, 524001, India',
      },
      email: 'ada@example.com',
    },
  ],
  orderMessages: [
    {
      id: 'MSG-1',
      orderId: 'ORD-1',
      text: 'Hello',
      sender: 'customer',
      timestamp: now,
      readByStaff: false,
    },
  ],
  cartHistory: [
    {
      id: 'CH-1',
      owner: 'ada@example.com',
      productId: 'p-001',
      productName: product.name,
      productImage: product.imageUrl,
      price: 299,
      quantity: 1,
      status: 'purchased',
      addedAt: now,
    },
  ],
  notifications: [
    {
      id: 'NTF-1',
      type: 'info',
      title: 'Hi',
      message: 'm',
      timestamp: now,
      read: false,
      actionRequired: false,
    },
  ],
  settings: [{ key: 'general', value: { siteName: 'SkyForge' } }],
  conversations: [
    {
      id: 'CONV-1',
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      messages: [{ id: 'm1', sender: 'customer', text: 'Hi', timestamp: now }],
      unread: 1,
      updatedAt: now,
    },
  ],
  outbox: [
    {
      id: 1,
      kind: 'contact',
      payload: { from_name: 'Ada' },
      createdAt: now,
      attempts: 0,
      lastError: null,
    },
  ],
  applications: [
    {
      id: 1,
      jobId: 'swe-001',
      jobTitle: 'Software Engineer',
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      phone: '+91 98765 43210',
      coverLetter: 'Hello',
      linkedin: '',
      portfolio: '',
      resumeName: 'cv.pdf',
      resumeSize: 1024,
      submittedAt: now,
    },
  ],
  customers: [
    {
      id: 'CUST-1',
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      address: '',
      joinDate: now,
      status: 'active',
    },
  ],
};

describe('app database upgrade', () => {
  it('keeps every record of every table when v1 data is opened by the current schema', async () => {
    const name = 'upgrade-test-app';
    const previous = new Dexie(name);
    previous.version(1).stores(appSchemaV1);
    await previous.open();
    for (const [table, rows] of Object.entries(recordsV1)) {
      await previous.table(table).bulkAdd(rows);
    }
    previous.close();

    const current = new AppDatabase(name);
    await current.open();
    expect(current.verno).toBeGreaterThan(1);
    for (const [table, rows] of Object.entries(recordsV1)) {
      // v3 gives every order its derived sort key, v5 its search words, v6 the unread customer
      // message its key, and nothing else changes.
      const expected =
        table === 'orders'
          ? (rows as unknown as Order[]).map((order) => ({
              ...order,
              nameKey: order.customerInfo.name.toLowerCase(),
              searchWords: ['ord', '1', 'ada', 'example', 'com'],
            }))
          : table === 'orderMessages'
            ? rows.map((message) => ({ ...message, staffUnread: 1 }))
            : table === 'settings'
              ? // v8 asks for the backend's stored contact messages to come into the inbox.
                [...rows, { key: contactImportKey, value: expect.any(String) }].sort((a, b) =>
                  String(a.key).localeCompare(String(b.key)),
                )
              : rows;
      expect(await current.table(table).toArray(), table).toEqual(expected);
    }
    expect(await current.orderDays.count()).toBeGreaterThan(0);
    // The new indexes answer for the old records.
    const orders = await current.orders
      .where('[email+createdAt]')
      .between(['ada@example.com', ''], ['ada@example.com', '\uffff'])
      .toArray();
    expect(orders.map((order) => order.id)).toEqual(['ORD-1']);
    const history = await current.cartHistory
      .where('[owner+addedAt]')
      .between(['ada@example.com', ''], ['ada@example.com', '\uffff'])
      .toArray();
    expect(history).toHaveLength(1);
    const found = await current.orders.where('searchWords').startsWith('exam').primaryKeys();
    expect(found).toEqual(['ORD-1']);
    current.close();
    await Dexie.delete(name);
  });

  it('gives the orders of a v4 database their search words', async () => {
    const name = 'upgrade-test-app-v4';
    const v4 = new Dexie(name);
    v4.version(1).stores(appSchemaV1);
    v4.version(2).stores(appSchemaV2Changes);
    v4.version(3).stores(appSchemaV3Changes);
    v4.version(4).stores(appSchemaV4Changes);
    await v4.open();
    // eslint-disable-next-line no-restricted-syntax -- an older version's database, filled as it stored orders
    await v4
      .table('orders')
      .bulkAdd(recordsV1.orders.map((order) => ({ ...order, nameKey: 'ada' })));
    v4.close();

    const current = new AppDatabase(name);
    await current.open();
    expect(current.verno).toBeGreaterThanOrEqual(6);
    const [order] = await current.orders.toArray();
    expect(order.searchWords).toEqual(['ord', '1', 'ada', 'example', 'com']);
    expect(await current.orders.where('searchWords').equals('ada').primaryKeys()).toEqual([
      'ORD-1',
    ]);
    current.close();
    await Dexie.delete(name);
  });

  it('gives the unread customer messages of a v5 database their key, and counts them', async () => {
    const name = 'upgrade-test-app-v5';
    const v5 = new Dexie(name);
    v5.version(1).stores(appSchemaV1);
    v5.version(2).stores(appSchemaV2Changes);
    v5.version(3).stores(appSchemaV3Changes);
    v5.version(4).stores(appSchemaV4Changes);
    v5.version(5).stores(appSchemaV5Changes);
    await v5.open();
    const [unread] = recordsV1.orderMessages;
    await v5
      .table('orderMessages')
      .bulkAdd([
        unread,
        { ...unread, id: 'MSG-2', readByStaff: true },
        { ...unread, id: 'MSG-3', sender: 'support', readByStaff: true },
      ]);
    await v5
      .table('conversations')
      .bulkAdd([
        ...recordsV1.conversations,
        { ...recordsV1.conversations[0], id: 'CONV-2', unread: 2 },
      ]);
    v5.close();

    const current = new AppDatabase(name);
    await current.open();
    expect(current.verno).toBeGreaterThanOrEqual(6);
    expect(await current.orderMessages.where('staffUnread').equals(1).primaryKeys()).toEqual([
      'MSG-1',
    ]);
    expect((await current.orderMessages.get('MSG-2'))?.staffUnread).toBeUndefined();
    expect(await current.conversations.where('unread').above(0).keys()).toEqual([1, 2]);
    expect(await current.orderMessages.count()).toBe(3);
    current.close();
    await Dexie.delete(name);
  });

  it('asks a database from before v8 to bring the stored contact messages of the backend into the inbox', async () => {
    const name = 'upgrade-test-app-before-v8';
    const previous = new Dexie(name);
    previous.version(1).stores(appSchemaV1);
    previous.version(2).stores(appSchemaV2Changes);
    previous.version(3).stores(appSchemaV3Changes);
    previous.version(4).stores(appSchemaV4Changes);
    previous.version(5).stores(appSchemaV5Changes);
    previous.version(6).stores(appSchemaV6Changes);
    await previous.open();
    await previous.table('conversations').bulkAdd(recordsV1.conversations);
    previous.close();

    const upgradedAt = Date.now();
    const current = new AppDatabase(name);
    await current.open();
    expect(current.verno).toBeGreaterThanOrEqual(8);
    const marker = await current.settings.get(contactImportKey);
    expect(Date.parse(String(marker?.value))).toBeGreaterThanOrEqual(upgradedAt);
    // The conversations stay as they were.
    expect(await current.conversations.toArray()).toEqual(recordsV1.conversations);
    current.close();
    await Dexie.delete(name);
  });

  it('gives a database from before v9 an empty table of interest leads, keeping its orders', async () => {
    const name = 'upgrade-test-app-v6';
    const v6 = new Dexie(name);
    v6.version(1).stores(appSchemaV1);
    v6.version(2).stores(appSchemaV2Changes);
    v6.version(3).stores(appSchemaV3Changes);
    v6.version(4).stores(appSchemaV4Changes);
    v6.version(5).stores(appSchemaV5Changes);
    v6.version(6).stores(appSchemaV6Changes);
    await v6.open();
    // eslint-disable-next-line no-restricted-syntax -- an older version's database, filled as it stored orders
    await v6.table('orders').bulkAdd(recordsV1.orders);
    v6.close();

    const current = new AppDatabase(name);
    await current.open();
    expect(current.verno).toBeGreaterThanOrEqual(9);
    expect(await current.interests.count()).toBe(0);
    expect(await current.orders.count()).toBe(recordsV1.orders.length);
    current.close();
    await Dexie.delete(name);
  });
});
