// Dashboard figures (spec §9) over the shared periods and sales figures.
import type { Order } from '../../../data/recordTypes';
import type { OrderSummary } from '../../../data/orderSummary';
import { periodLabels, type Period } from '../shared/periods';
import { salesFigures, sampleFigures } from '../shared/salesFigures';

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
  current: OrderSummary,
  previous: OrderSummary,
  productCount: number,
  period: Period,
): DashboardFigures {
  const now = salesFigures(current);
  const before = salesFigures(previous);
  const growth = (value: number, base: number, sample: number) => {
    const percent = growthPercent(value, base);
    return percent === null ? { value: sample, sample: true } : { value: percent, sample: false };
  };
  return {
    period,
    revenue: now.revenue,
    orders: now.orders,
    averageOrderValue: now.averageOrderValue,
    products: productCount,
    revenueGrowth: growth(now.revenue, before.revenue, sampleFigures.revenueGrowth),
    ordersGrowth: growth(now.orders, before.orders, sampleFigures.ordersGrowth),
    activeCustomers: now.activeCustomers,
    customersGrowth: growth(
      now.activeCustomers,
      before.activeCustomers,
      sampleFigures.customersGrowth,
    ),
  };
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
