// Analytics figures (spec §2, §9): trend, sales by category, top 10 products, from the running
// order totals of the period (src/data/orderTotals.ts: one record per UTC day, money in cents),
// never from the orders themselves. Ratings are the spec's fake ones (4.9 descending).
import type { ProductCategory } from '../../../api/types';
import { fromCents, type OrderDayRecord, type OrderSummary } from '../../../data/orderSummary';
import { periodDays, type Period } from '../shared/periods';

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

/** Revenue divided by orders, to the cent (0 without orders). */
function averageOf(revenueCents: number, orders: number): number {
  return orders === 0 ? 0 : round2(fromCents(revenueCents) / orders);
}

/** The UTC day ('YYYY-MM-DD') of a time. */
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Buckets the period's day records (oldest first, as orderDaysBetween gives them): days for 7d
 * and 30d, weeks of 7 days for 90d, months for 1y, each of whole UTC days and the last one
 * ending today (UTC). The days of the period before the first bucket (the period starts at
 * `now` minus its length, part way through a day) fold into the first bucket. Every bucket is
 * present (zeros included) so the chart has a continuous axis; a week is labelled by its last day.
 */
export function trendSeries(
  days: readonly OrderDayRecord[],
  period: Period,
  now: Date = new Date(),
): TrendPoint[] {
  const buckets: { label: string; firstDay: string; revenueCents: number; orders: number }[] = [];
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (period === '1y') {
    for (let i = 11; i >= 0; i -= 1) {
      const start = Date.UTC(y, m - i, 1);
      buckets.push({
        label: shortMonth.format(start),
        firstDay: utcDay(start),
        revenueCents: 0,
        orders: 0,
      });
    }
  } else {
    const today = Date.UTC(y, m, now.getUTCDate());
    const size = period === '90d' ? 7 : 1;
    const count = Math.ceil(periodDays[period] / size);
    for (let i = count - 1; i >= 0; i -= 1) {
      const lastDay = today - i * size * dayMs;
      buckets.push({
        label: shortDay.format(lastDay),
        firstDay: utcDay(lastDay - (size - 1) * dayMs),
        revenueCents: 0,
        orders: 0,
      });
    }
  }
  for (const record of days) {
    // The latest bucket that starts on or before the day; earlier days fold into the first.
    let index = buckets.length - 1;
    while (index > 0 && record.day < buckets[index].firstDay) index -= 1;
    buckets[index].revenueCents += record.revenueCents;
    buckets[index].orders += record.orders;
  }
  return buckets.map((bucket) => ({
    label: bucket.label,
    revenue: fromCents(bucket.revenueCents),
    orders: bucket.orders,
    aov: averageOf(bucket.revenueCents, bucket.orders),
  }));
}

export interface CategorySales {
  category: ProductCategory;
  label: string;
  /** Price × quantity of the items sold, before coupons (see salesTermsNote). */
  grossSales: number;
  units: number;
}

export const analyticsCategoryLabels: Record<ProductCategory, string> = {
  courses: 'Courses',
  drones: 'Drones',
};

/** Gross sales per category from order items (price × quantity, before coupons). */
export function salesByCategory(summary: OrderSummary): CategorySales[] {
  const cents: Record<ProductCategory, { revenueCents: number; units: number }> = {
    courses: { revenueCents: 0, units: 0 },
    drones: { revenueCents: 0, units: 0 },
  };
  for (const [category, sales] of Object.entries(summary.categories)) {
    const entry = cents[category === 'courses' ? 'courses' : 'drones'];
    entry.revenueCents += sales.revenueCents;
    entry.units += sales.units;
  }
  return (['drones', 'courses'] as const).map((category) => ({
    category,
    label: analyticsCategoryLabels[category],
    grossSales: fromCents(cents[category].revenueCents),
    units: cents[category].units,
  }));
}

export interface TopProduct {
  rank: number;
  productId: string;
  name: string;
  category: ProductCategory;
  units: number;
  /** Price × quantity of the product's items sold, before coupons. */
  grossSales: number;
  /** Spec §9: faked, 4.9 for the first and descending by 0.1. */
  rating: number;
}

export function fakeRating(index: number): number {
  return Math.max(0, Math.round((4.9 - index * 0.1) * 10) / 10);
}

export function topProducts(summary: OrderSummary, limit = 10): TopProduct[] {
  return Object.entries(summary.products)
    .map(([productId, sales]) => ({
      productId,
      name: sales.name,
      category: (sales.category === 'courses' ? 'courses' : 'drones') as ProductCategory,
      units: sales.units,
      revenueCents: sales.revenueCents,
    }))
    .sort(
      (a, b) =>
        b.revenueCents - a.revenueCents || b.units - a.units || a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ revenueCents, ...entry }, index) => ({
      ...entry,
      grossSales: fromCents(revenueCents),
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

/**
 * The period's figures. Customers are the distinct e-mails with an order in the period; orders
 * without an e-mail (summed under '') count no customer, as on the dashboard and customers page.
 */
export function analyticsMetrics(summary: OrderSummary): AnalyticsMetrics {
  return {
    revenue: fromCents(summary.revenueCents),
    orders: summary.orders,
    averageOrderValue: averageOf(summary.revenueCents, summary.orders),
    unitsSold: summary.units,
    customers: Object.keys(summary.customers).filter((email) => email !== '').length,
  };
}
