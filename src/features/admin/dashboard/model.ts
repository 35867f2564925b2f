// Dashboard figures (spec §9) over the shared periods and sales figures.
import type { Order } from '../../../data/db';
import { filterByPeriod, filterPreviousPeriod, periodLabels, type Period } from '../shared/periods';
import {
  activeCustomers,
  averageOrderValue,
  sampleFigures,
  totalRevenue,
} from '../shared/salesFigures';

/** Percent change, or null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export interface DashboardFigures {
  period: Period;
  revenue: number;
  orders: number;
  averageOrderValue: number;
  products: number;
  /** Real growth vs the previous period, or the sample figure when none exists. */
  revenueGrowth: { value: number; sample: boolean };
  ordersGrowth: { value: number; sample: boolean };
  /** Customers who ordered in the period (distinct e-mails). */
  activeCustomers: number;
  customersGrowth: { value: number; sample: boolean };
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
  const customers = activeCustomers(current);
  const customersGrowth = growthPercent(customers, activeCustomers(previous));
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
    activeCustomers: customers,
    customersGrowth:
      customersGrowth === null
        ? { value: sampleFigures.customersGrowth, sample: true }
        : { value: customersGrowth, sample: false },
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
    ['Active customers', figures.activeCustomers, 'ordered in the period'],
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
