// Sales figures shared by the dashboard and analytics (spec §9): revenue is the sum of order
// totals, average order value is revenue divided by the order count (0 when there are none).
import type { Order } from '../../../data/db';

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function totalRevenue(orders: readonly Pick<Order, 'total'>[]): number {
  return round2(orders.reduce((sum, order) => sum + (Number(order.total) || 0), 0));
}

export function averageOrderValue(orders: readonly Pick<Order, 'total'>[]): number {
  return orders.length === 0 ? 0 : round2(totalRevenue(orders) / orders.length);
}

/** Customers who ordered: distinct e-mails among the orders (dashboard and analytics agree). */
export function activeCustomers(orders: readonly Pick<Order, 'email' | 'customerInfo'>[]): number {
  const emails = new Set<string>();
  for (const order of orders) {
    const email = (order.email || order.customerInfo?.email || '').trim().toLowerCase();
    if (email) emails.add(email);
  }
  return emails.size;
}

/** Spec §9 fixed figures, shown only where no real figure exists (labelled as samples). */
export const sampleFigures = {
  revenueGrowth: 12.5,
  ordersGrowth: 8.3,
  customersGrowth: 15.2,
  conversionRate: 3.2,
} as const;
