// Dashboard figures (spec §9): revenue is the sum of order totals, average
// order value is revenue divided by the order count (0 when there are none).
import type { Order } from '../../../data/db';

export type Period = '7d' | '30d' | '90d' | '1y';
export const periods: readonly Period[] = ['7d', '30d', '90d', '1y'];
export const periodDays: Record<Period, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const periodLabels: Record<Period, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};
export const defaultPeriod: Period = '30d';

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (periods as readonly string[]).includes(value);
}

export function toPeriod(value: unknown): Period {
  return isPeriod(value) ? value : defaultPeriod;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Start of the period ending at `now` (inclusive). */
export function periodStart(period: Period, now: Date = new Date()): Date {
  return new Date(now.getTime() - periodDays[period] * dayMs);
}

function orderTime(order: Pick<Order, 'createdAt'>): number {
  const time = Date.parse(order.createdAt);
  return Number.isFinite(time) ? time : Number.NaN;
}

/** Orders created within the period (start inclusive, not after now). */
export function filterByPeriod<T extends Pick<Order, 'createdAt'>>(
  orders: readonly T[],
  period: Period,
  now: Date = new Date(),
): T[] {
  const start = periodStart(period, now).getTime();
  const end = now.getTime();
  return orders.filter((order) => {
    const time = orderTime(order);
    return time >= start && time <= end;
  });
}

/** Orders of the period just before this one (for growth). */
export function filterPreviousPeriod<T extends Pick<Order, 'createdAt'>>(
  orders: readonly T[],
  period: Period,
  now: Date = new Date(),
): T[] {
  const end = periodStart(period, now).getTime();
  const start = end - periodDays[period] * dayMs;
  return orders.filter((order) => {
    const time = orderTime(order);
    return time >= start && time < end;
  });
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function totalRevenue(orders: readonly Pick<Order, 'total'>[]): number {
  return round2(orders.reduce((sum, order) => sum + (Number(order.total) || 0), 0));
}

export function averageOrderValue(orders: readonly Pick<Order, 'total'>[]): number {
  return orders.length === 0 ? 0 : round2(totalRevenue(orders) / orders.length);
}

/** Percent change, or null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Spec §9 fixed figures, shown only where no real figure exists (labelled as samples). */
export const sampleFigures = {
  revenueGrowth: 12.5,
  ordersGrowth: 8.3,
  customersGrowth: 15.2,
  activeCustomers: 1247,
  conversionRate: 3.2,
} as const;

export interface DashboardFigures {
  period: Period;
  revenue: number;
  orders: number;
  averageOrderValue: number;
  products: number;
  /** Real growth vs the previous period, or the sample figure when none exists. */
  revenueGrowth: { value: number; sample: boolean };
  ordersGrowth: { value: number; sample: boolean };
}

export function dashboardFigures(
  allOrders: readonly Order[],
  productCount: number,
  period: Period,
  now: Date = new Date(),
): DashboardFigures {
  const current = filterByPeriod(allOrders, period, now);
  const previous = filterPreviousPeriod(allOrders, period, now);
  const revenue = totalRevenue(current);
  const revenueGrowth = growthPercent(revenue, totalRevenue(previous));
  const ordersGrowth = growthPercent(current.length, previous.length);
  return {
    period,
    revenue,
    orders: current.length,
    averageOrderValue: averageOrderValue(current),
    products: productCount,
    revenueGrowth:
      revenueGrowth === null
        ? { value: sampleFigures.revenueGrowth, sample: true }
        : { value: revenueGrowth, sample: false },
    ordersGrowth:
      ordersGrowth === null
        ? { value: sampleFigures.ordersGrowth, sample: true }
        : { value: ordersGrowth, sample: false },
  };
}

/** The n most recent orders, newest first. */
export function recentOrders<T extends Pick<Order, 'createdAt'>>(orders: readonly T[], n = 5): T[] {
  return [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, n);
}

export function formatGrowth(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

/** The rows of the Export Report CSV. */
export function dashboardCsvRows(
  figures: DashboardFigures,
  latest: readonly Order[],
): (string | number)[][] {
  return [
    ['Dashboard report', periodLabels[figures.period]],
    [],
    ['Metric', 'Value', 'Note'],
    ['Total revenue', figures.revenue.toFixed(2), ''],
    ['Orders', figures.orders, ''],
    ['Average order value', figures.averageOrderValue.toFixed(2), ''],
    ['Products', figures.products, ''],
    [
      'Revenue growth (%)',
      figures.revenueGrowth.value,
      figures.revenueGrowth.sample ? 'sample figure' : 'vs previous period',
    ],
    [
      'Orders growth (%)',
      figures.ordersGrowth.value,
      figures.ordersGrowth.sample ? 'sample figure' : 'vs previous period',
    ],
    ['Active customers', sampleFigures.activeCustomers, 'sample figure'],
    ['Conversion rate (%)', sampleFigures.conversionRate, 'sample figure'],
    [],
    ['Recent orders'],
    ['Order', 'Customer', 'Email', 'Date', 'Status', 'Total'],
    ...latest.map((order) => [
      order.id,
      order.customerInfo.name,
      order.customerInfo.email,
      order.createdAt,
      String(order.status),
      order.total.toFixed(2),
    ]),
  ];
}
