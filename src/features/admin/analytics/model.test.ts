import { describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '../../../data/db';
import { analyticsMetrics, fakeRating, salesByCategory, topProducts, trendSeries } from './model';

const now = new Date('2025-06-30T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function item(
  productId: string,
  category: OrderItem['category'],
  price: number,
  quantity: number,
): OrderItem {
  return { productId, name: `Product ${productId}`, price, quantity, imageUrl: '/x.svg', category };
}

function order(id: string, createdAt: string, items: OrderItem[], email = 'a@x.com'): Order {
  const total = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return {
    id,
    items,
    status: 'pending',
    subtotal: total,
    discount: 0,
    couponCode: null,
    total,
    createdAt,
    customerInfo: { name: 'A', email, address: 'x' },
    email,
  };
}

const orders = [
  order('o1', daysAgo(0.5), [item('p-001', 'drones', 500, 1), item('p-010', 'courses', 50, 2)]),
  order('o2', daysAgo(3), [item('p-001', 'drones', 500, 2)], 'b@x.com'),
  order('o3', daysAgo(40), [item('p-002', 'drones', 80, 1)]),
];

describe('trend series', () => {
  it('has one bucket per day for 7d and sums each day', () => {
    const series = trendSeries(orders, '7d', now);
    expect(series).toHaveLength(7);
    expect(series.at(-1)).toMatchObject({ revenue: 600, orders: 1, aov: 600 });
    expect(series.reduce((sum, p) => sum + p.orders, 0)).toBe(2);
  });
  it('uses weeks for 90d and months for 1y', () => {
    expect(trendSeries(orders, '90d', now)).toHaveLength(13);
    const year = trendSeries(orders, '1y', now);
    expect(year).toHaveLength(12);
    expect(year.reduce((sum, p) => sum + p.orders, 0)).toBe(3);
  });
  it('is all zeros without orders', () => {
    expect(trendSeries([], '30d', now).every((p) => p.revenue === 0)).toBe(true);
  });
});

describe('sales by category', () => {
  it('sums order items per category', () => {
    expect(salesByCategory(orders)).toEqual([
      { category: 'drones', label: 'Drones', revenue: 1580, units: 4 },
      { category: 'courses', label: 'Courses', revenue: 100, units: 2 },
    ]);
  });
});

describe('top products', () => {
  it('ranks by revenue with faked ratings from 4.9 down', () => {
    const top = topProducts(orders);
    expect(top.map((p) => p.productId)).toEqual(['p-001', 'p-010', 'p-002']);
    expect(top[0]).toMatchObject({ rank: 1, units: 3, revenue: 1500, rating: 4.9 });
    expect(top[1].rating).toBe(4.8);
    expect(top[2].rating).toBe(4.7);
  });
  it('keeps ten at most', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      order(`m${i}`, daysAgo(1), [item(`p-${i}`, 'drones', 10 + i, 1)]),
    );
    expect(topProducts(many)).toHaveLength(10);
    expect(fakeRating(9)).toBe(4);
  });
});

describe('metrics', () => {
  it('counts revenue, orders, units and distinct customers', () => {
    expect(analyticsMetrics(orders)).toEqual({
      revenue: 1680,
      orders: 3,
      averageOrderValue: 560,
      unitsSold: 6,
      customers: 2,
    });
  });
});
