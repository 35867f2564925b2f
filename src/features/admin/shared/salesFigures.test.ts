import { describe, expect, it } from 'vitest';
import type { Order } from '../../../data/db';
import { averageOrderValue, totalRevenue } from './salesFigures';

const now = new Date('2025-06-30T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function order(id: string, total: number, createdAt: string): Order {
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
  };
}

const orders = [
  order('ORD-1', 100, daysAgo(1)),
  order('ORD-2', 50.5, daysAgo(6)),
  order('ORD-3', 200, daysAgo(20)),
  order('ORD-4', 10, daysAgo(60)),
  order('ORD-5', 5, daysAgo(200)),
  order('ORD-6', 1, daysAgo(400)),
];

describe('revenue and average order value', () => {
  it('revenue is the sum of order totals', () => {
    expect(totalRevenue(orders)).toBe(366.5);
    expect(totalRevenue([])).toBe(0);
  });
  it('average is revenue divided by the order count, 0 when none', () => {
    expect(
      averageOrderValue([order('a', 10, now.toISOString()), order('b', 5, now.toISOString())]),
    ).toBe(7.5);
    expect(averageOrderValue([])).toBe(0);
  });
});
