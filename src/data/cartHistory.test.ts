// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { setDelayScale } from '../lib/simulate';
import {
  adoptGuestCartHistory,
  cartHistoryFor,
  historyOwner,
  recordCartHistory,
  recordCartRemoval,
} from './cartHistory';
import { db } from './db';
import { clearOrders } from './orderTotals';
import { placeOrder } from './orders';
import { customerSession } from './session';

const product = { id: 'p-001', name: 'ED1 Educational Drone', imageUrl: '/x.svg', price: 299 };

beforeEach(async () => {
  setDelayScale(0);
  customerSession.clear();
  await db.cartHistory.clear();
  await clearOrders(db);
});

describe('cart history', () => {
  it('belongs to the guest when signed out, to the lower-cased e-mail when signed in', async () => {
    expect(historyOwner()).toBe('guest');
    customerSession.set({
      token: 'token-1234567890',
      user: { id: 'u-1', name: 'Casey', email: 'Customer@Example.com', role: 'user' },
    });
    expect(historyOwner()).toBe('customer@example.com');
  });

  it('records adds and removals, newest first', async () => {
    await recordCartHistory(product, 2, 'active', 'a@b.co');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await recordCartHistory(product, 2, 'removed', 'a@b.co');
    await recordCartHistory(product, 1, 'active', 'other@b.co');
    const records = await cartHistoryFor('a@b.co');
    expect(records.map((r) => r.status)).toEqual(['removed', 'active']);
    expect(records[0]).toMatchObject({
      productId: 'p-001',
      productName: 'ED1 Educational Drone',
      productImage: '/x.svg',
      price: 299,
      quantity: 2,
    });
    expect(records[0].id).toMatch(/^CH-\d+$/);
  });

  it("placing an order marks only the owner's active records purchased", async () => {
    await recordCartHistory(product, 1, 'active', 'a@b.co');
    await recordCartHistory(product, 1, 'removed', 'a@b.co');
    await recordCartHistory(product, 1, 'active', 'guest');
    const line = { productId: product.id, name: product.name, price: 299, quantity: 1 };
    await placeOrder({
      items: [{ ...line, imageUrl: product.imageUrl, category: 'drones' }],
      subtotal: 299,
      discount: 0,
      couponCode: null,
      total: 299,
      customerInfo: { name: 'A', email: 'a@b.co', address: 'x' },
      historyOwner: 'a@b.co',
    });
    const mine = await cartHistoryFor('a@b.co');
    expect(mine.map((r) => r.status).sort()).toEqual(['purchased', 'removed']);
    expect((await cartHistoryFor('guest')).map((r) => r.status)).toEqual(['active']);
  });

  it('a removal closes the active record, or writes a removed one', async () => {
    await recordCartHistory(product, 1, 'active', 'a@b.co');
    await recordCartHistory({ ...product, id: 'p-002' }, 1, 'active', 'a@b.co');
    await recordCartRemoval(product, 1, 'a@b.co');
    let records = await cartHistoryFor('a@b.co');
    expect(records).toHaveLength(2);
    expect(records.find((r) => r.productId === 'p-001')?.status).toBe('removed');
    expect(records.find((r) => r.productId === 'p-002')?.status).toBe('active');
    await recordCartRemoval({ ...product, id: 'p-009' }, 3, 'a@b.co');
    records = await cartHistoryFor('a@b.co');
    expect(records.find((r) => r.productId === 'p-009')).toMatchObject({
      status: 'removed',
      quantity: 3,
    });
  });
});

describe('adoptGuestCartHistory', () => {
  it('moves guest records to the signed-in customer and leaves others alone', async () => {
    const base = {
      productId: 'p-001',
      productName: 'ED1',
      productImage: '/x.svg',
      price: 10,
      quantity: 1,
      status: 'active' as const,
      addedAt: new Date().toISOString(),
    };
    await db.cartHistory.bulkAdd([
      { ...base, id: 'h1', owner: 'guest' },
      { ...base, id: 'h2', owner: 'someone@example.com' },
    ]);
    await adoptGuestCartHistory(' Ada@Example.com ');
    expect((await db.cartHistory.get('h1'))?.owner).toBe('ada@example.com');
    expect((await db.cartHistory.get('h2'))?.owner).toBe('someone@example.com');
  });
});
