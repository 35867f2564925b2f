import { describe, expect, it } from 'vitest';
import { fixedNow, ordersOverAYear } from '../../../../tests/test-utils/orders';
import type { Order } from '../../../data/recordTypes';
import { summariseOrders } from '../../../data/orderTotals';
import { filterByPeriod, filterPreviousPeriod, type Period } from '../shared/periods';
import { dashboardCsvRows, dashboardFigures as figuresOf, growthPercent } from './model';

const now = fixedNow;
const orders = ordersOverAYear;

/** The figures from the running totals of the orders in the period and the one before. */
function dashboardFigures(list: readonly Order[], products: number, period: Period, at: Date) {
  return figuresOf(
    summariseOrders(filterByPeriod(list, period, at)),
    summariseOrders(filterPreviousPeriod(list, period, at)),
    products,
    period,
  );
}

describe('dashboard figures', () => {
  it('computes the period figures', () => {
    const figures = dashboardFigures(orders, 14, '7d', now);
    expect(figures.revenue).toBe(150.5);
    expect(figures.orders).toBe(2);
    expect(figures.averageOrderValue).toBe(75.25);
    expect(figures.products).toBe(14);
  });
  it('uses the sample growth figures when there is no previous period', () => {
    const figures = dashboardFigures(orders, 14, '7d', now);
    expect(figures.revenueGrowth).toEqual({ value: 12.5, sample: true });
    expect(figures.ordersGrowth).toEqual({ value: 8.3, sample: true });
  });
  it('computes real growth when the previous period has orders', () => {
    const figures = dashboardFigures(orders, 14, '30d', now);
    // previous 30 days (30–60 days ago) hold ORD-4 (10): 350.5 vs 10
    expect(figures.revenueGrowth.sample).toBe(false);
    expect(figures.ordersGrowth).toEqual({ value: 200, sample: false });
  });
  it('counts the customers who ordered in the period, and their growth', () => {
    const withBob = [
      ...orders,
      {
        ...orders[0],
        id: 'ORD-B',
        email: 'BOB@example.com',
        customerInfo: { ...orders[0].customerInfo, email: 'BOB@example.com' },
      },
      { ...orders[0], id: 'ORD-B2', email: 'bob@example.com' },
    ];
    expect(dashboardFigures(orders, 14, '7d', now).activeCustomers).toBe(1);
    const figures = dashboardFigures(withBob, 14, '30d', now);
    expect(figures.activeCustomers).toBe(2);
    // previous 30 days: Ann only
    expect(figures.customersGrowth).toEqual({ value: 100, sample: false });
  });
  it('growthPercent is null without a base', () => {
    expect(growthPercent(5, 0)).toBeNull();
    expect(growthPercent(15, 10)).toBe(50);
  });
});

describe('recent orders and export', () => {
  it('exports the figures', () => {
    const rows = dashboardCsvRows(dashboardFigures(orders, 14, '7d', now), orders.slice(0, 1));
    expect(rows).toContainEqual(['Total revenue', '150.50', '']);
    expect(rows).toContainEqual(['Active customers', 1, 'ordered in the period']);
    expect(rows.at(-1)?.[0]).toBe('ORD-1');
  });
});
