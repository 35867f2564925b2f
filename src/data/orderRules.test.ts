// Issue 35, points 22 and 28: an imported order obeys checkout's rules.
import { describe, expect, it } from 'vitest';
import type { Order } from './recordTypes';
import { importedOrderMessageSchema, importedOrderSchema, isIsoDateTime } from './orderRules';

/** An order as checkout stores it: 2 × $19.99 + $5.00 with a 10 % coupon (rate). */
const checkoutOrder: Order = {
  id: 'ORD-1795809655985-abc123',
  items: [
    {
      productId: 'p-001',
      name: 'ED1 Educational Drone',
      price: 19.99,
      quantity: 2,
      imageUrl: '/media/products/ed1-drone.svg',
      category: 'drones',
    },
    {
      productId: 'p-002',
      name: 'Propellers',
      price: 5,
      quantity: 1,
      imageUrl: '/media/products/props.svg',
      category: 'drones',
    },
  ],
  status: 'pending',
  subtotal: 44.98,
  discount: 0.1,
  couponCode: 'WELCOME10',
  total: 40.48,
  createdAt: '2026-11-27T14:05:09.123Z',
  customerInfo: { name: 'Ann', email: 'ann@example.com', address: '1 Road' },
  email: 'ann@example.com',
  statusHistory: [{ status: 'pending', at: '2026-11-27T14:05:09.123Z' }],
};

/** The first problem, as `path: message`, or null when the order is accepted. */
function problem(order: unknown): string | null {
  const parsed = importedOrderSchema().safeParse(order);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `${issue.path.join('.')}: ${issue.message}`;
}

const withItem = (change: Partial<Order['items'][number]>): Order => ({
  ...checkoutOrder,
  items: [{ ...checkoutOrder.items[0], ...change }, checkoutOrder.items[1]],
});

describe('an imported order obeys checkout’s rules', () => {
  it('accepts what checkout stores (a rate) and what the demo data stores (an amount)', () => {
    expect(problem(checkoutOrder)).toBeNull();
    const demo = { ...checkoutOrder, discount: 4.5, total: 40.48 };
    expect(problem(demo)).toBeNull();
    const noCoupon = { ...checkoutOrder, discount: 0, couponCode: null, total: 44.98 };
    expect(problem(noCoupon)).toBeNull();
    // A 12.5 % coupon: the rate is not whole cents, the order is still good.
    const eighth = { ...checkoutOrder, discount: 0.125, total: 39.36 };
    expect(problem(eighth)).toBeNull();
    // A 100 % coupon makes a free order.
    expect(problem({ ...checkoutOrder, discount: 1, total: 0 })).toBeNull();
  });

  it('refuses negative totals and quantities', () => {
    expect(problem({ ...checkoutOrder, total: -40.48 })).toBe(
      'total: total must be whole cents from $0.00 to $1,000,000.00',
    );
    expect(problem(withItem({ quantity: -2 }))).toBe(
      'items.0.quantity: quantity must be a whole number from 1 to 10,000',
    );
    expect(problem(withItem({ quantity: 1.5 }))).toMatch(/^items\.0\.quantity: /);
    expect(problem(withItem({ quantity: 10_001 }))).toMatch(/^items\.0\.quantity: /);
  });

  it('refuses 1.79e306 and a price below a cent', () => {
    // The issue's file: orders of 1.79e306 each.
    const huge = { ...checkoutOrder, items: [{ ...checkoutOrder.items[0], price: 1.79e306 }] };
    expect(problem({ ...huge, subtotal: 1.79e306, discount: 0, total: 1.79e306 })).toBe(
      'items.0.price: price must be whole cents from $0.01 to $1,000,000.00',
    );
    expect(problem(withItem({ price: 0.001 }))).toMatch(/^items\.0\.price: /);
    expect(problem(withItem({ price: 0 }))).toMatch(/^items\.0\.price: /);
  });

  it('refuses totals over $1,000,000', () => {
    const big = withItem({ price: 1_000_000, quantity: 2 });
    expect(problem({ ...big, subtotal: 2_000_005, total: 2_000_005 })).toBe(
      'subtotal: subtotal must be whole cents from $0.00 to $1,000,000.00',
    );
  });

  it('refuses a subtotal that is not the sum of its lines, and a total that is not it less its discount', () => {
    expect(problem({ ...checkoutOrder, subtotal: 50, total: 45 })).toBe(
      'subtotal: subtotal must be the sum of its lines ($44.98)',
    );
    expect(problem({ ...checkoutOrder, total: 30 })).toBe(
      'total: total must be its subtotal less its discount',
    );
    expect(problem({ ...checkoutOrder, discount: 0, total: 40.48 })).toBe(
      'total: total must be its subtotal less its discount',
    );
    expect(problem({ ...checkoutOrder, discount: -1 })).toMatch(/^discount: /);
    expect(problem({ ...checkoutOrder, items: [], subtotal: 0, total: 0 })).toBe(
      'items: items must hold at least one line',
    );
  });

  it('refuses a time that is not an ISO date and time', () => {
    expect(problem({ ...checkoutOrder, createdAt: 'not a date' })).toBe(
      'createdAt: createdAt must be an ISO 8601 date and time (2026-11-27T14:05:09Z)',
    );
    // Date.parse takes this; the API's rules do not.
    expect(problem({ ...checkoutOrder, createdAt: 'March 7, 2026' })).toMatch(/^createdAt: /);
    const history = { ...checkoutOrder, statusHistory: [{ status: 'pending', at: 'tomorrow' }] };
    expect(problem(history)).toMatch(/^statusHistory\.0\.at: /);
    const message = {
      id: 'm-1',
      orderId: checkoutOrder.id,
      text: 'Hello',
      sender: 'customer',
      timestamp: 'yesterday',
    };
    expect(importedOrderMessageSchema().safeParse(message).success).toBe(false);
    const good = { ...message, timestamp: '2026-11-27T14:05:09.123Z' };
    expect(importedOrderMessageSchema().safeParse(good).success).toBe(true);
  });

  it('takes the ISO forms toISOString and offsets write', () => {
    expect(isIsoDateTime('2026-11-27T14:05:09.123Z')).toBe(true);
    expect(isIsoDateTime('2026-11-27T14:05:09+01:00')).toBe(true);
    expect(isIsoDateTime('2026-11-27T14:05Z')).toBe(true);
    expect(isIsoDateTime('2026-11-27')).toBe(false);
    expect(isIsoDateTime('2026-13-27T14:05:09Z')).toBe(false);
  });
});
