import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AppRecords from './appRecords';
import { testOrder } from '../../tests/test-utils/orders';
import { appTableSchemas, orderMessageSchema, orderSchema } from './appRecords';

const order = testOrder('ORD-1', 299, '2025-01-02T03:04:05.000Z', {
  items: [
    {
      productId: 'p-001',
      name: 'ED1 Educational Drone',
      price: 299,
      quantity: 1,
      imageUrl: '/media/products/ed1-drone.svg',
      category: 'drones',
    },
  ],
});

/** A field only one table's schema has: built when an object with it is. */
const fieldOfTable = {
  orders: 'subtotal',
  orderMessages: 'readByStaff',
  wishlist: 'product',
  cartHistory: 'productImage',
  notifications: 'actionRequired',
  settings: 'value',
  conversations: 'customerName',
  outbox: 'attempts',
  applications: 'coverLetter',
  customers: 'joinDate',
  interests: 'visitor',
} as const satisfies Record<keyof typeof appTableSchemas, string>;

describe('the app records’ schemas', () => {
  it('are each one schema, built once', () => {
    expect(orderSchema()).toBe(orderSchema());
    expect(appTableSchemas.orders()).toBe(orderSchema());
    expect(appTableSchemas.orderMessages()).toBe(orderMessageSchema());
  });

  it('check what they did', () => {
    expect(orderSchema().parse(order)).toEqual(order);
    const result = orderSchema().safeParse({ ...order, total: 299.001 });
    expect(result.error?.issues[0]?.message).toBe('must be rounded to cents');
    expect(orderSchema().safeParse({ ...order, total: Infinity }).success).toBe(false);
    expect(
      appTableSchemas.customers().safeParse({
        id: 'C-1',
        name: 'Ada',
        email: 'ada@example.com',
        phone: '',
        address: '',
        joinDate: 'yesterday',
        status: 'active',
      }).error?.issues[0]?.message,
    ).toBe('must be a date and time');
  });
});

describe('loading the app records’ schemas', () => {
  // The logic tests share one module registry: only this module is loaded again (a query makes
  // it a module of its own), with `z` counting what it builds, and the mock goes afterwards.
  afterEach(() => {
    vi.doUnmock('../lib/zod');
  });

  /** Loads appRecords afresh; `built` lists each z call, and `objects` each object's fields. */
  async function loadCounted() {
    const built: string[] = [];
    const objects: string[][] = [];
    vi.doMock('../lib/zod', async (importOriginal) => {
      const { z } = await importOriginal<typeof import('../lib/zod')>();
      // Only the factories (lowercase) are wrapped: the classes stay as they are.
      const counted = Object.fromEntries(
        Object.entries(z).map(([name, value]) => {
          if (typeof value !== 'function' || !/^[a-z]/.test(name)) return [name, value];
          const factory = value as (...args: unknown[]) => unknown;
          return [
            name,
            (...args: unknown[]) => {
              built.push(name);
              if (name === 'object') objects.push(Object.keys(args[0] as object));
              return factory(...args);
            },
          ];
        }),
      );
      return { z: counted };
    });
    const url = `./appRecords.ts?counted=${Date.now()}`;
    const records = (await import(/* @vite-ignore */ url)) as typeof AppRecords;
    const builtTable = (table: keyof typeof fieldOfTable) =>
      objects.some((fields) => fields.includes(fieldOfTable[table]));
    return { records, built, builtTable };
  }

  it('builds nothing at import, and only what a schema is made of on its first use', async () => {
    const { records, built, builtTable } = await loadCounted();
    expect(built).toEqual([]);

    expect(records.orderSchema().safeParse(order).success).toBe(true);
    expect(builtTable('orders')).toBe(true);
    for (const table of Object.keys(fieldOfTable) as (keyof typeof fieldOfTable)[]) {
      if (table !== 'orders') expect(builtTable(table), table).toBe(false);
    }

    const builtForOrders = built.length;
    expect(records.orderSchema().safeParse(order).success).toBe(true);
    expect(built).toHaveLength(builtForOrders);

    records.appTableSchemas.customers();
    expect(builtTable('customers')).toBe(true);
    expect(builtTable('applications')).toBe(false);
  });
});
