// Analytics figures from the app's orders (spec §2, §9): trend, sales by
// category, top 10 products. Ratings are the spec's fake ones (4.9 descending).
import type { ProductCategory } from '../../../api/types';
import type { Order } from '../../../data/db';
import { filterByPeriod, periodDays, type Period } from '../shared/periods';
import { activeCustomers, averageOrderValue, totalRevenue } from '../shared/salesFigures';

export type TrendMetric = 'revenue' | 'orders' | 'aov';
export const trendMetrics: { value: TrendMetric; label: string }[] = [
  { value: 'revenue', label: 'Revenue' },
  { value: 'orders', label: 'Orders' },
  { value: 'aov', label: 'Average order value' },
];

export function toTrendMetric(value: unknown): TrendMetric {
  return value === 'orders' || value === 'aov' ? value : 'revenue';
}

export interface TrendPoint {
  label: string;
  revenue: number;
  orders: number;
  aov: number;
}

const dayMs = 86_400_000;
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const shortMonth = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Buckets the period's orders: days for 7d and 30d, weeks for 90d, months for 1y.
 * Every bucket is present (zeros included) so the chart has a continuous axis.
 */
export function trendSeries(
  orders: readonly Order[],
  period: Period,
  now: Date = new Date(),
): TrendPoint[] {
  const inPeriod = filterByPeriod(orders, period, now);
  const buckets: { label: string; start: number; end: number; orders: Order[] }[] = [];
  const end = now.getTime();
  if (period === '1y') {
    const y = now.getUTCFullYear();
    const m = now.getUTCMonth();
    for (let i = 11; i >= 0; i -= 1) {
      const start = Date.UTC(y, m - i, 1);
      const next = Date.UTC(y, m - i + 1, 1);
      buckets.push({ label: shortMonth.format(start), start, end: next, orders: [] });
    }
    // The oldest month also holds the days of the period before its first day.
    buckets[0].start = end - periodDays[period] * dayMs;
  } else {
    const size = period === '90d' ? 7 : 1;
    const count = Math.ceil(periodDays[period] / size);
    for (let i = count - 1; i >= 0; i -= 1) {
      const bucketEnd = end - i * size * dayMs;
      const start = bucketEnd - size * dayMs;
      buckets.push({ label: shortDay.format(bucketEnd - 1), start, end: bucketEnd, orders: [] });
    }
    buckets[buckets.length - 1].end = end + 1;
  }
  for (const order of inPeriod) {
    const time = Date.parse(order.createdAt);
    const bucket =
      buckets.find((b) => time >= b.start && time < b.end) ?? buckets[buckets.length - 1];
    bucket.orders.push(order);
  }
  return buckets.map((bucket) => ({
    label: bucket.label,
    revenue: totalRevenue(bucket.orders),
    orders: bucket.orders.length,
    aov: averageOrderValue(bucket.orders),
  }));
}

export interface CategorySales {
  category: ProductCategory;
  label: string;
  revenue: number;
  units: number;
}

export const analyticsCategoryLabels: Record<ProductCategory, string> = {
  courses: 'Courses',
  drones: 'Drones',
};

/** Revenue per category from order items (price × quantity, before coupons). */
export function salesByCategory(orders: readonly Order[]): CategorySales[] {
  const totals: Record<ProductCategory, CategorySales> = {
    courses: { category: 'courses', label: analyticsCategoryLabels.courses, revenue: 0, units: 0 },
    drones: { category: 'drones', label: analyticsCategoryLabels.drones, revenue: 0, units: 0 },
  };
  for (const order of orders) {
    for (const item of order.items ?? []) {
      const entry = totals[item.category === 'courses' ? 'courses' : 'drones'];
      entry.revenue += (Number(item.price) || 0) * (Number(item.quantity) || 0);
      entry.units += Number(item.quantity) || 0;
    }
  }
  return [totals.drones, totals.courses].map((entry) => ({
    ...entry,
    revenue: round2(entry.revenue),
  }));
}

export interface TopProduct {
  rank: number;
  productId: string;
  name: string;
  category: ProductCategory;
  units: number;
  revenue: number;
  /** Spec §9: faked, 4.9 for the first and descending by 0.1. */
  rating: number;
}

export function fakeRating(index: number): number {
  return Math.max(0, Math.round((4.9 - index * 0.1) * 10) / 10);
}

export function topProducts(orders: readonly Order[], limit = 10): TopProduct[] {
  const byId = new Map<string, Omit<TopProduct, 'rank' | 'rating'>>();
  for (const order of orders) {
    for (const item of order.items ?? []) {
      const entry = byId.get(item.productId) ?? {
        productId: item.productId,
        name: item.name,
        category: item.category === 'courses' ? 'courses' : 'drones',
        units: 0,
        revenue: 0,
      };
      entry.units += Number(item.quantity) || 0;
      entry.revenue += (Number(item.price) || 0) * (Number(item.quantity) || 0);
      byId.set(item.productId, entry);
    }
  }
  return [...byId.values()]
    .sort((a, b) => b.revenue - a.revenue || b.units - a.units || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((entry, index) => ({
      ...entry,
      revenue: round2(entry.revenue),
      rank: index + 1,
      rating: fakeRating(index),
    }));
}

export interface AnalyticsMetrics {
  revenue: number;
  orders: number;
  averageOrderValue: number;
  unitsSold: number;
  customers: number;
}

export function analyticsMetrics(orders: readonly Order[]): AnalyticsMetrics {
  return {
    revenue: totalRevenue(orders),
    orders: orders.length,
    averageOrderValue: averageOrderValue(orders),
    unitsSold: orders.reduce(
      (sum, order) =>
        sum + (order.items ?? []).reduce((n, item) => n + (Number(item.quantity) || 0), 0),
      0,
    ),
    customers: activeCustomers(orders),
  };
}
