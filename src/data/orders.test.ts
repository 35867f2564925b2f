import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDelayScale } from '../lib/simulate';
import { db, type Order, type OrderMessage } from './db';
import {
  addOrderMessage,
  allOrderMessages,
  allOrders,
  countUnreadOrderMessages,
  customerOrders,
  getOrder,
  markOrderMessagesReadByStaff,
  orderMessages,
  orderMessagesOf,
  ordersByIds,
  placeOrder,
  updateOrderStatus,
} from './orders';

beforeAll(() => setDelayScale(0));
afterEach(() => vi.restoreAllMocks());

const input = {
  items: [
    {
      productId: 'p-001',
      name: 'ED1 Educational Drone',
      price: 299,
      quantity: 1,
      imageUrl: '/media/products/ed1-drone.svg',
      category: 'drones' as const,
    },
  ],
  subtotal: 299,
  discount: 0,
  couponCode: null,
  total: 299,
  customerInfo: {
    name: 'Ada',
    email: 'Ada@Example.com',
    address: '1 Road, Nellore, 524001, India',
  },
  historyOwner: 'ada@example.com',
};

async function seedActiveHistory() {
  await db.cartHistory.put({
    id: 'CH-active',
    owner: 'ada@example.com',
    productId: 'p-001',
    productName: 'ED1 Educational Drone',
    productImage: '',
    price: 299,
    quantity: 1,
    status: 'active',
    addedAt: new Date().toISOString(),
  });
}

describe('placeOrder', () => {
  it('writes the order and marks the cart history purchased, together', async () => {
    await seedActiveHistory();
    const order = await placeOrder(input);
    expect(order.id).toMatch(/^ORD-\d+$/);
    expect(await db.orders.get(order.id)).toMatchObject({
      status: 'pending',
      email: 'ada@example.com',
    });
    expect((await db.cartHistory.get('CH-active'))?.status).toBe('purchased');
  });

  it('interrupted inside its transaction, leaves no partial order and history untouched', async () => {
    await db.orders.clear();
    await seedActiveHistory();
    // The last write of the transaction fails (e.g. the disk is full).
    vi.spyOn(db.notifications, 'add').mockRejectedValueOnce(new Error('QuotaExceededError'));
    await expect(placeOrder(input)).rejects.toThrow();
    expect(await db.orders.count()).toBe(0);
    expect((await db.cartHistory.get('CH-active'))?.status).toBe('active');
  });
});

function storedOrder(id: string, email: string, createdAt: string): Order {
  return {
    id,
    items: input.items,
    status: 'pending',
    subtotal: 299,
    discount: 0,
    couponCode: null,
    total: 299,
    createdAt,
    customerInfo: { ...input.customerInfo, email },
    email,
  };
}

describe('order readers', () => {
  beforeEach(async () => {
    await db.orders.clear();
    await db.orders.bulkAdd([
      storedOrder('ORD-1', 'ada@example.com', '2025-01-01T10:00:00.000Z'),
      storedOrder('ORD-2', 'bob@example.com', '2025-01-02T10:00:00.000Z'),
      storedOrder('ORD-3', 'ada@example.com', '2025-01-03T10:00:00.000Z'),
    ]);
  });

  it('lists every order', async () => {
    expect((await allOrders()).map((order) => order.id).sort()).toEqual([
      'ORD-1',
      'ORD-2',
      'ORD-3',
    ]);
  });

  it('gets one order, null when there is none', async () => {
    expect((await getOrder('ORD-2'))?.email).toBe('bob@example.com');
    expect(await getOrder('ORD-404')).toBeNull();
  });

  it('gets orders by id in the order asked, undefined for unknown ids', async () => {
    const found = await ordersByIds(['ORD-3', 'ORD-404', 'ORD-1']);
    expect(found.map((order) => order?.id)).toEqual(['ORD-3', undefined, 'ORD-1']);
  });

  it("gives a customer's orders newest first, whatever the e-mail's case", async () => {
    expect((await customerOrders(' Ada@Example.com ')).map((order) => order.id)).toEqual([
      'ORD-3',
      'ORD-1',
    ]);
    expect(await customerOrders('nobody@example.com')).toEqual([]);
    expect(await customerOrders(null)).toEqual([]);
  });
});

describe('updateOrderStatus', () => {
  beforeEach(async () => {
    await db.orders.clear();
    await db.orders.add(storedOrder('ORD-1', 'ada@example.com', '2025-01-01T10:00:00.000Z'));
  });

  it('changes the status until the order is delivered', async () => {
    expect(await updateOrderStatus('ORD-1', 'delivered')).toBe(true);
    expect((await getOrder('ORD-1'))?.status).toBe('delivered');
    expect(await updateOrderStatus('ORD-1', 'pending')).toBe(false);
    expect(await updateOrderStatus('ORD-404', 'pending')).toBe(false);
  });
});

describe('order messages', () => {
  const message = (
    id: string,
    orderId: string,
    sender: OrderMessage['sender'],
    readByStaff: boolean,
    timestamp: string,
  ): OrderMessage => ({ id, orderId, text: id, sender, readByStaff, timestamp });

  beforeEach(async () => {
    await db.orderMessages.clear();
    await db.orderMessages.bulkAdd([
      message('MSG-b', 'ORD-1', 'customer', false, '2025-01-01T10:00:00.000Z'),
      message('MSG-a', 'ORD-1', 'support', true, '2025-01-01T11:00:00.000Z'),
      message('MSG-c', 'ORD-2', 'customer', false, '2025-01-01T12:00:00.000Z'),
      message('MSG-d', 'ORD-2', 'customer', true, '2025-01-01T13:00:00.000Z'),
    ]);
  });

  it("gives one order's messages oldest first, and every message", async () => {
    expect((await orderMessages('ORD-1')).map((m) => m.id)).toEqual(['MSG-b', 'MSG-a']);
    expect((await orderMessagesOf('ORD-1')).map((m) => m.id).sort()).toEqual(['MSG-a', 'MSG-b']);
    expect(await orderMessagesOf('ORD-404')).toEqual([]);
    expect(await allOrderMessages()).toHaveLength(4);
  });

  it('keeps a customer message unread by staff, a support one read', async () => {
    const fromCustomer = await addOrderMessage('ORD-3', 'Where is it?', 'customer');
    const fromSupport = await addOrderMessage('ORD-3', 'On its way.', 'support');
    expect(fromCustomer).toMatchObject({ orderId: 'ORD-3', readByStaff: false });
    expect(fromSupport.readByStaff).toBe(true);
    expect(await countUnreadOrderMessages()).toBe(3);
  });

  it("counts unread customer messages; opening an order marks only that order's read", async () => {
    expect(await countUnreadOrderMessages()).toBe(2);
    await markOrderMessagesReadByStaff('ORD-1');
    expect(await countUnreadOrderMessages()).toBe(1);
    expect((await db.orderMessages.get('MSG-c'))?.readByStaff).toBe(false);
    await markOrderMessagesReadByStaff('ORD-2');
    expect(await countUnreadOrderMessages()).toBe(0);
    // Support messages are left as they are.
    expect((await db.orderMessages.get('MSG-a'))?.sender).toBe('support');
  });
});
