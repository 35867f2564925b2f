import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appTableNames,
  replaceAppTables,
  startingTables,
  type AppTables,
} from '../../../data/appData';
import { leadsWindow, readAppTables } from '../../../data/appDataReads';
import { db } from '../../../data/db';
import type { InterestLead, Order } from '../../../data/recordTypes';
import { addOrders } from '../../../data/orderTotals';
import { applyStagedImport, stageImport } from '../../../data/stagedImport';
import { toCsv } from '../shared/csv';
import {
  dataFileName,
  leadRows,
  leadsFileName,
  localDateTime,
  withLeadsWindow,
  type LeadSources,
} from './dataFile';

const order = (id: string, createdAt: string): Order => ({
  id,
  items: [
    {
      productId: 'p-001',
      name: 'ED1 Educational Drone',
      price: 299,
      quantity: 2,
      imageUrl: '/x.svg',
      category: 'drones',
    },
  ],
  status: 'pending',
  subtotal: 598,
  discount: 0,
  couponCode: null,
  total: 598,
  createdAt,
  customerInfo: { name: 'Ann Lee', email: 'ann@example.com', address: '1 Road' },
  email: 'ann@example.com',
});

const interest = (id: string, at: string, visitor: InterestLead['visitor'] = null) => ({
  id,
  at,
  cart: [{ productId: 'p-001', name: 'ED1 Educational Drone', quantity: 2 }],
  wishlist: [{ productId: 'p-003', name: 'FPV Racer Kit' }],
  visitor,
});

const sources = (partial: Partial<LeadSources>): LeadSources => ({
  orders: [],
  contactMessages: [],
  interests: [],
  ...partial,
});

describe('data file names', () => {
  it('carry the local date, and the leads file the device name', () => {
    const now = new Date(2026, 10, 4, 23, 30);
    expect(dataFileName(now)).toBe('skyforge-data-2026-11-04.json');
    expect(leadsFileName(now, null)).toBe('skyforge-leads-2026-11-04.csv');
    expect(leadsFileName(now, 'Tablet 2')).toBe('skyforge-leads-tablet-2-2026-11-04.csv');
    expect(leadsFileName(now, 'Stand B / Entrée')).toBe(
      'skyforge-leads-stand-b-entree-2026-11-04.csv',
    );
    expect(leadsFileName(now, '../..')).toBe('skyforge-leads-2026-11-04.csv');
  });
});

describe('localDateTime', () => {
  it.each([
    ['Europe/Berlin', '2026-11-27 14:05:09 +01:00'],
    ['Asia/Kolkata', '2026-11-27 18:35:09 +05:30'],
    ['America/New_York', '2026-11-27 08:05:09 -05:00'],
    ['UTC', '2026-11-27 13:05:09 +00:00'],
  ])('writes the time in %s with its offset', (zone, expected) => {
    expect(localDateTime(Date.parse('2026-11-27T13:05:09.000Z'), zone)).toBe(expected);
  });

  it("follows summer time, and uses the device's own zone by default", () => {
    expect(localDateTime(Date.parse('2026-07-01T12:00:00.000Z'), 'Europe/Berlin')).toBe(
      '2026-07-01 14:00:00 +02:00',
    );
    expect(localDateTime(0)).toMatch(/^19(69|70)-\d\d-\d\d \d\d:\d\d:00 [+-]\d\d:\d\d$/);
  });
});

describe('leadRows', () => {
  const window = { since: '2026-11-24T09:00:00.000Z', carried: [] };
  it('lists the orders, contact messages and interests made in the window, oldest first, each with the device and its local time', () => {
    const rows = leadRows(
      sources({
        orders: [
          order('ORD-old', '2026-11-20T10:00:00.000Z'),
          order('ORD-new', '2026-11-24T11:00:00.000Z'),
        ],
        contactMessages: [
          {
            id: 'CNT-1',
            fromName: 'Raj Rao',
            email: 'raj@example.com',
            phone: '+91 98765 43210',
            subject: 'Training',
            message: 'Weekend workshops?',
            createdAt: Date.parse('2026-11-24T10:00:00.000Z'),
          },
          { email: 'old@example.com', createdAt: Date.parse('2026-11-01T10:00:00.000Z') },
          'not a message',
        ],
        interests: [
          interest('INT-1', '2026-11-24T12:30:00.000Z'),
          interest('INT-0', '2026-11-23T12:30:00.000Z'),
        ],
      }),
      window,
      'Tablet 2',
      'Europe/Berlin',
    );
    expect(rows).toEqual([
      ['Device', 'Type', 'When', 'Name', 'E-mail', 'Phone', 'What'],
      [
        'Tablet 2',
        'Contact message',
        '2026-11-24 11:00:00 +01:00',
        'Raj Rao',
        'raj@example.com',
        '+91 98765 43210',
        'Training: Weekend workshops?',
      ],
      [
        'Tablet 2',
        'Order',
        '2026-11-24 12:00:00 +01:00',
        'Ann Lee',
        'ann@example.com',
        '',
        'ORD-new: 2 × ED1 Educational Drone (total $598.00)',
      ],
      [
        'Tablet 2',
        'Interest',
        '2026-11-24 13:30:00 +01:00',
        '',
        '',
        '',
        'Cart: 2 × ED1 Educational Drone. Wishlist: FPV Racer Kit',
      ],
    ]);
  });

  it("names a signed-in visitor's interest, and a guest's not at all", () => {
    const rows = leadRows(
      sources({
        interests: [
          interest('INT-1', '2026-11-24T12:30:00.000Z', {
            name: 'Demo Customer',
            email: 'customer@example.com',
          }),
          { ...interest('INT-2', '2026-11-24T12:40:00.000Z'), cart: [] },
        ],
      }),
      window,
      'Tablet 2',
    );
    expect(rows.slice(1).map((row) => row.slice(3))).toEqual([
      ['Demo Customer', 'customer@example.com', '', expect.stringMatching(/^Cart: /)],
      ['', '', '', 'Wishlist: FPV Racer Kit'],
    ]);
  });

  it('leaves out what an import carried in, even when dated inside the window', () => {
    const rows = leadRows(
      sources({
        orders: [order('ORD-a', '2026-11-25T10:00:00.000Z')],
        contactMessages: [{ id: 'CNT-a', email: 'a@b.co', createdAt: Date.parse('2026-11-25') }],
        interests: [interest('INT-a', '2026-11-25T10:00:00.000Z')],
      }),
      { since: window.since, carried: ['order:ORD-a', 'contact:CNT-a', 'interest:INT-a'] },
      'Tablet 2',
    );
    expect(rows).toHaveLength(1);
  });

  it('never lets a visitor-typed text run as a spreadsheet formula, nor the device name', () => {
    const rows = leadRows(
      sources({
        contactMessages: [
          {
            fromName: '=HYPERLINK("x")',
            email: 'a@b.co',
            subject: '+1',
            message: 'hi',
            createdAt: 1,
          },
        ],
      }),
      null,
      '-Tablet',
    );
    const csv = toCsv(rows);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain("'+1: hi");
    expect(csv).toContain(`"'-Tablet"`);
    expect(toCsv([[-5, '-5']])).toBe(`-5,"'-5"`);
  });
});

describe("the leads window is this device's (issue 35, point 27)", () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });

  /** Tablet A's data file: its test order, and a `seed.startedAt` as A's clock had it. */
  function fileFromTabletA(startedAt: string, orders: Order[]) {
    const app = Object.fromEntries(appTableNames.map((name) => [name, []])) as unknown as AppTables;
    app.orders = orders;
    app.settings = [
      { key: 'seed.startingData', value: 'demo' },
      { key: 'seed.startedAt', value: startedAt },
    ];
    return { app, backend: { contactMessages: [] } };
  }

  /** Imports the file's app tables as importDataFile does, at `now`. */
  async function importAt(file: ReturnType<typeof fileFromTabletA>, now: Date) {
    await stageImport('import-0123456789abcdef', withLeadsWindow(file, now));
    await applyStagedImport('import-0123456789abcdef');
  }

  async function leadIds() {
    const tables = await readAppTables();
    return leadRows(sources({ orders: tables.orders }), await leadsWindow(), 'B')
      .slice(1)
      .map((row) => String(row[6]).split(':')[0]);
  }

  it("A's test order, imported on B, is not B's lead; B's own orders are", async () => {
    const file = fileFromTabletA('2026-11-27T08:00:00.000Z', [
      order('ORD-A-test', '2026-11-27T09:00:00.000Z'),
    ]);
    await importAt(file, new Date('2026-11-27T10:00:00.000Z'));
    await addOrders(db, [order('ORD-B-1', '2026-11-27T10:30:00.000Z')]);
    expect(await leadIds()).toEqual(['ORD-B-1']);
    // The window is not data: an export of B leaves it out, so C will not take it either.
    expect((await readAppTables()).settings.map((record) => record.key)).toEqual([
      'seed.startedAt',
      'seed.startingData',
    ]);
  });

  it("a file stamped a day ahead leaves B's own leads in; its own record a clock ahead is not one", async () => {
    const file = fileFromTabletA('2026-11-28T10:00:00.000Z', [
      order('ORD-A-ahead', '2026-11-28T09:00:00.000Z'),
    ]);
    await importAt(file, new Date('2026-11-27T10:00:00.000Z'));
    await addOrders(db, [order('ORD-B-1', '2026-11-27T10:30:00.000Z')]);
    expect(await leadIds()).toEqual(['ORD-B-1']);
  });

  it("a reset opens the device's window at the reset", async () => {
    await addOrders(db, [order('ORD-before', '2026-11-27T09:00:00.000Z')]);
    await replaceAppTables(await startingTables('empty', new Date('2026-11-27T10:00:00.000Z')));
    expect(await leadsWindow()).toEqual({ since: '2026-11-27T10:00:00.000Z', carried: [] });
    await addOrders(db, [order('ORD-after', '2026-11-27T10:00:01.000Z')]);
    expect(await leadIds()).toEqual(['ORD-after']);
  });
});
