// Orders for tests of the back office's figures: a fixed "now" and orders placed some days
// before it.
import type { Order } from '../../src/data/recordTypes';

export const fixedNow = new Date('2025-06-30T12:00:00.000Z');

export const daysAgo = (days: number, now: Date = fixedNow) =>
  new Date(now.getTime() - days * 86_400_000).toISOString();

/** A pending order of one total, no items and no coupon; `overrides` for anything else. */
export function testOrder(
  id: string,
  total: number,
  createdAt: string,
  overrides: Partial<Order> = {},
): Order {
  return {
    id,
    items: [],
    status: 'pending',
    subtotal: total,
    discount: 0,
    couponCode: null,
    total,
    createdAt,
    customerInfo: { name: 'Ann', email: 'ann@example.com', address: 'x' },
    email: 'ann@example.com',
    ...overrides,
  };
}

/** Six orders from 1 to 400 days old (totals 100, 50.5, 200, 10, 5, 1). */
export const ordersOverAYear: Order[] = [
  testOrder('ORD-1', 100, daysAgo(1)),
  testOrder('ORD-2', 50.5, daysAgo(6)),
  testOrder('ORD-3', 200, daysAgo(20)),
  testOrder('ORD-4', 10, daysAgo(60)),
  testOrder('ORD-5', 5, daysAgo(200)),
  testOrder('ORD-6', 1, daysAgo(400)),
];
