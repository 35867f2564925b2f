import { describe, expect, it } from 'vitest';
import type { Order } from '../../../data/db';
import { filterByPeriod, toPeriod } from './periods';

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

describe('period filtering', () => {
  it('keeps orders created within the period', () => {
    expect(filterByPeriod(orders, '7d', now).map((o) => o.id)).toEqual(['ORD-1', 'ORD-2']);
    expect(filterByPeriod(orders, '30d', now)).toHaveLength(3);
    expect(filterByPeriod(orders, '90d', now)).toHaveLength(4);
    expect(filterByPeriod(orders, '1y', now)).toHaveLength(5);
  });
  it('ignores future and unparseable dates', () => {
    const odd = [order('f', 1, daysAgo(-2)), order('x', 1, 'not a date')];
    expect(filterByPeriod(odd, '1y', now)).toEqual([]);
  });
  it('falls back to 30d for unknown periods', () => {
    expect(toPeriod('2w')).toBe('30d');
    expect(toPeriod('90d')).toBe('90d');
  });
});
