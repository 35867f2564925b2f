import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setDelayScale } from '../lib/simulate';
import { db } from './db';
import { placeOrder } from './orders';

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
