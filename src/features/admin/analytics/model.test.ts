import { describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '../../../data/recordTypes';
import { mergeSummaries, summariseByDay, summariseOrders } from '../../../data/orderTotals';
import { filterByPeriod, type Period } from '../shared/periods';
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

/** What the page reads for a period: the per-day totals of its orders (orderDaysBetween). */
const daysOf = (list: readonly Order[], period: Period, at = now) =>
  summariseByDay(filterByPeriod(list, period, at));
/** The period's summary (orderTotalsBetween). */
const summaryOf = (list: readonly Order[], period: Period, at = now) =>
  summariseOrders(filterByPeriod(list, period, at));

describe('trend series', () => {
  it('has one bucket per day for 7d and sums each day', () => {
    const series = trendSeries(daysOf(orders, '7d'), '7d', now);
    expect(series).toHaveLength(7);
    expect(series.at(-1)).toMatchObject({ revenue: 600, orders: 1, aov: 600 });
    expect(series.reduce((sum, p) => sum + p.orders, 0)).toBe(2);
  });
  it('uses weeks for 90d and months for 1y', () => {
    expect(trendSeries(daysOf(orders, '90d'), '90d', now)).toHaveLength(13);
    const year = trendSeries(daysOf(orders, '1y'), '1y', now);
    expect(year).toHaveLength(12);
    expect(year.reduce((sum, p) => sum + p.orders, 0)).toBe(3);
  });
  it('is all zeros without orders', () => {
    expect(trendSeries([], '30d', now).every((p) => p.revenue === 0)).toBe(true);
  });
});

describe('sales by category', () => {
  it('sums order items per category', () => {
    expect(salesByCategory(summaryOf(orders, '1y'))).toEqual([
      { category: 'drones', label: 'Drones', grossSales: 1580, units: 4 },
      { category: 'courses', label: 'Courses', grossSales: 100, units: 2 },
    ]);
  });
});

describe('top products', () => {
  it('ranks by gross sales with faked ratings from 4.9 down', () => {
    const top = topProducts(summaryOf(orders, '1y'));
    expect(top.map((p) => p.productId)).toEqual(['p-001', 'p-010', 'p-002']);
    expect(top[0]).toMatchObject({ rank: 1, units: 3, grossSales: 1500, rating: 4.9 });
    expect(top[1].rating).toBe(4.8);
    expect(top[2].rating).toBe(4.7);
  });
  it('keeps ten at most', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      order(`m${i}`, daysAgo(1), [item(`p-${i}`, 'drones', 10 + i, 1)]),
    );
    expect(topProducts(summaryOf(many, '7d'))).toHaveLength(10);
    expect(fakeRating(9)).toBe(4);
  });
});

describe('metrics', () => {
  it('counts revenue, orders, units and distinct customers', () => {
    expect(analyticsMetrics(summaryOf(orders, '1y'))).toEqual({
      revenue: 1680,
      orders: 3,
      averageOrderValue: 560,
      unitsSold: 6,
      customers: 2,
    });
  });
});

describe('trend buckets are whole UTC days ending today', () => {
  const start7d = now.getTime() - 7 * 86_400_000; // 2025-06-23T12:00Z
  const edgeOrders = [
    order('before', new Date(start7d - 1).toISOString(), [item('p-1', 'drones', 10, 1)]),
    order('start', new Date(start7d).toISOString(), [item('p-1', 'drones', 20, 1)]),
    order('day-before-first', '2025-06-23T23:59:59.999Z', [item('p-1', 'drones', 30, 1)]),
    order('first', '2025-06-24T00:00:00.000Z', [item('p-1', 'drones', 40, 1)]),
    order('today', '2025-06-30T00:00:00.000Z', [item('p-1', 'drones', 50, 1)]),
    order('now', now.toISOString(), [item('p-1', 'drones', 60, 1)]),
    order('later-today', '2025-06-30T12:00:00.001Z', [item('p-1', 'drones', 70, 1)]),
  ];
  it('7d: seven days labelled by their date, the partial day before folded into the first', () => {
    const series = trendSeries(daysOf(edgeOrders, '7d'), '7d', now);
    expect(series.map((p) => p.label)).toEqual([
      'Jun 24',
      'Jun 25',
      'Jun 26',
      'Jun 27',
      'Jun 28',
      'Jun 29',
      'Jun 30',
    ]);
    expect(series[0]).toMatchObject({ orders: 3, revenue: 90, aov: 30 });
    expect(series[6]).toMatchObject({ orders: 2, revenue: 110, aov: 55 });
    expect(series.slice(1, 6).every((p) => p.orders === 0 && p.aov === 0)).toBe(true);
  });
  it('90d: thirteen weeks labelled by their last day, the last one ending today', () => {
    const series = trendSeries([], '90d', now);
    expect(series).toHaveLength(13);
    expect(series[0].label).toBe('Apr 7'); // Apr 1–7: the period starts on Apr 1 at 12:00
    expect(series[11].label).toBe('Jun 23');
    expect(series[12].label).toBe('Jun 30');
    const days = summariseByDay([
      order('w0', '2025-04-01T12:00:00.000Z', [item('p-1', 'drones', 1, 1)]),
      order('w0b', '2025-04-07T23:00:00.000Z', [item('p-1', 'drones', 2, 1)]),
      order('w1', '2025-04-08T00:00:00.000Z', [item('p-1', 'drones', 4, 1)]),
      order('w12', '2025-06-24T00:00:00.000Z', [item('p-1', 'drones', 8, 1)]),
    ]);
    const weeks = trendSeries(days, '90d', now);
    expect(weeks.map((p) => p.revenue)).toEqual([3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8]);
  });
  it('1y: twelve months ending this month, the days before the first folded into it', () => {
    const days = summariseByDay([
      order('y0', '2024-06-30T12:00:00.000Z', [item('p-1', 'drones', 1, 1)]),
      order('y1', '2024-07-01T00:00:00.000Z', [item('p-1', 'drones', 2, 1)]),
      order('y2', '2024-08-01T00:00:00.000Z', [item('p-1', 'drones', 4, 1)]),
      order('y12', '2025-06-01T00:00:00.000Z', [item('p-1', 'drones', 8, 1)]),
    ]);
    const months = trendSeries(days, '1y', now);
    expect(months.map((p) => p.label)).toEqual([
      'Jul 24',
      'Aug 24',
      'Sep 24',
      'Oct 24',
      'Nov 24',
      'Dec 24',
      'Jan 25',
      'Feb 25',
      'Mar 25',
      'Apr 25',
      'May 25',
      'Jun 25',
    ]);
    expect(months.map((p) => p.revenue)).toEqual([3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8]);
  });
});

describe('figures from the day records equal those from the orders', () => {
  // Mid-day "now": the period's first day (from now minus its length) and its last day (up to
  // now) are both partial, and orders on them fall either side of the period's edges.
  const at = new Date('2025-06-30T13:27:41.250Z');
  const dayMs = 86_400_000;
  const round2 = (value: number) => Math.round(value * 100) / 100;
  const prices = [19.99, 449, 89.5, 0.1, 1299.95, 35.35];

  /** A busy shop: an order about every 7 hours for 400 days, some with coupons or no e-mail. */
  const product = (k: number, price: number, quantity: number) =>
    item(`p-${k}`, k < 5 ? 'courses' : 'drones', price, quantity);
  const shop: Order[] = Array.from({ length: 1400 }, (_, n) => {
    const items = [product(n % 13, prices[n % 6], 1 + (n % 4))];
    if (n % 3 === 0) items.push(product((n + 5) % 13, prices[(n + 1) % 6], 1));
    const placed = order(
      `s${n}`,
      new Date(at.getTime() + dayMs - n * 0.2857 * dayMs).toISOString(),
      items,
      n % 17 === 0 ? '' : `c${n % 41}@x.com`,
    );
    if (n % 4 === 0) placed.total = round2(placed.subtotal * 0.8);
    return placed;
  });
  for (const period of ['7d', '30d', '90d', '1y'] as const) {
    // Orders right at and around the period's edges.
    const start = at.getTime() - { '7d': 7, '30d': 30, '90d': 90, '1y': 365 }[period] * dayMs;
    const edges = [start - 1, start, start + 1, at.getTime(), at.getTime() + 1].map((time, i) =>
      order(`e${period}${i}`, new Date(time).toISOString(), [
        item('p-edge', 'drones', 12.34, i + 1),
      ]),
    );
    const all = [...shop, ...edges];

    it(`${period}: metrics, categories, top products and trend`, () => {
      const inPeriod = filterByPeriod(all, period, at);
      const days = daysOf(all, period, at);
      // The edge days are partial: they hold some of their orders, not all.
      const firstDay = new Date(start).toISOString().slice(0, 10);
      const lastDay = at.toISOString().slice(0, 10);
      expect(days[0].day).toBe(firstDay);
      expect(days.at(-1)?.day).toBe(lastDay);
      const onDay = (day: string) => all.filter((o) => o.createdAt.startsWith(day)).length;
      expect(days[0].orders).toBeLessThan(onDay(firstDay));
      expect(days.at(-1)!.orders).toBeLessThan(onDay(lastDay));

      const summary = mergeSummaries(days);
      const revenue = round2(inPeriod.reduce((sum, o) => sum + o.total, 0));
      expect(analyticsMetrics(summary)).toEqual({
        revenue,
        orders: inPeriod.length,
        averageOrderValue: round2(revenue / inPeriod.length),
        unitsSold: inPeriod.reduce((n, o) => n + o.items.reduce((m, i) => m + i.quantity, 0), 0),
        customers: new Set(inPeriod.map((o) => o.email).filter(Boolean)).size,
      });

      const items = inPeriod.flatMap((o) => o.items);
      const categoryOf = (i: OrderItem) => (i.category === 'courses' ? 'courses' : 'drones');
      expect(salesByCategory(summary)).toEqual(
        (['drones', 'courses'] as const).map((category) => {
          const list = items.filter((i) => categoryOf(i) === category);
          return {
            category,
            label: category === 'drones' ? 'Drones' : 'Courses',
            grossSales: round2(list.reduce((sum, i) => sum + i.price * i.quantity, 0)),
            units: list.reduce((sum, i) => sum + i.quantity, 0),
          };
        }),
      );

      const byProduct = new Map<
        string,
        { name: string; category: string; units: number; revenue: number }
      >();
      for (const i of items) {
        const entry = byProduct.get(i.productId) ?? {
          name: i.name,
          category: categoryOf(i),
          units: 0,
          revenue: 0,
        };
        entry.units += i.quantity;
        entry.revenue += i.price * i.quantity;
        byProduct.set(i.productId, entry);
      }
      // Revenue compared to the cent: summed as floats, equal revenues differ by float noise.
      const cents = (value: number) => Math.round(value * 100);
      const expectedTop = [...byProduct]
        .sort(
          ([, a], [, b]) =>
            cents(b.revenue) - cents(a.revenue) ||
            b.units - a.units ||
            a.name.localeCompare(b.name),
        )
        .slice(0, 10)
        .map(([productId, entry], index) => ({
          productId,
          name: entry.name,
          category: entry.category,
          units: entry.units,
          grossSales: round2(entry.revenue),
          rank: index + 1,
          rating: fakeRating(index),
        }));
      expect(topProducts(summary)).toEqual(expectedTop);

      // Each order in the bucket of its UTC day (weeks and months counted back from today);
      // what is older than the first bucket falls into it.
      const series = trendSeries(days, period, at);
      const today = Date.parse(`${lastDay}T00:00:00.000Z`);
      const index = (o: Order) => {
        const back = Math.round((today - Date.parse(`${o.createdAt.slice(0, 10)}T00:00Z`)) / dayMs);
        if (period === '1y') {
          const month = (time: string) =>
            new Date(time).getUTCFullYear() * 12 + new Date(time).getUTCMonth();
          return Math.max(0, 11 - (month(at.toISOString()) - month(o.createdAt)));
        }
        const size = period === '90d' ? 7 : 1;
        return Math.max(0, series.length - 1 - Math.floor(back / size));
      };
      const indexes = inPeriod.map(index);
      const expectedTrend = series.map((_, i) => {
        const bucket = inPeriod.filter((_, n) => indexes[n] === i);
        const total = round2(bucket.reduce((sum, o) => sum + o.total, 0));
        return {
          orders: bucket.length,
          revenue: total,
          aov: bucket.length ? round2(total / bucket.length) : 0,
        };
      });
      expect(series).toMatchObject(expectedTrend);
      expect(series).toHaveLength(expectedTrend.length);
      expect(series.reduce((n, p) => n + p.orders, 0)).toBe(inPeriod.length);
    });
  }
});
