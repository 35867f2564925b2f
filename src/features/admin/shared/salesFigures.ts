// Sales figures shared by the dashboard, analytics and customers (spec §9): revenue is the sum of
// order totals, average order value is revenue divided by the order count (0 when there are none),
// active customers are those who ordered in the period.
import type { Order } from '../../../data/recordTypes';
import { fromCents, type OrderSummary } from '../../../data/orderSummary';

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * One name per meaning wherever the back office shows money taken (issue 35, point 8): "Revenue"
 * is what customers paid, the sum of order totals after coupons (spec §9); "Gross sales" is what
 * the items sold for, price × quantity before coupons. The two differ by the coupon discounts.
 */
export const revenueLabel = 'Revenue';
export const grossSalesLabel = 'Gross sales';
/** The line shown (and exported) wherever both figures appear. */
export const salesTermsNote =
  'Gross sales are item prices × quantities before coupons; revenue is what customers paid, after coupon discounts.';

export function totalRevenue(orders: readonly Pick<Order, 'total'>[]): number {
  return round2(orders.reduce((sum, order) => sum + (Number(order.total) || 0), 0));
}

export function averageOrderValue(orders: readonly Pick<Order, 'total'>[]): number {
  return orders.length === 0 ? 0 : round2(totalRevenue(orders) / orders.length);
}

export { orderCustomerEmail } from '../../../data/orderSummary';

/**
 * The customers active in a period: those who placed one of its orders, by e-mail. The one
 * meaning of "active" in the back office: the dashboard and analytics count these, and the
 * customers page marks exactly these customers active, so their figures agree.
 */
export function activeCustomerEmails(
  ordersInPeriod: readonly Pick<Order, 'email' | 'customerInfo'>[],
): Set<string> {
  const emails = new Set<string>();
  for (const order of ordersInPeriod) {
    const email = (order.email || order.customerInfo?.email || '').trim().toLowerCase();
    if (email) emails.add(email);
  }
  return emails;
}

/** How many customers were active in the period (see activeCustomerEmails). */
export function activeCustomers(
  ordersInPeriod: readonly Pick<Order, 'email' | 'customerInfo'>[],
): number {
  return activeCustomerEmails(ordersInPeriod).size;
}

/** Spec §9 fixed figures, shown only where no real figure exists (labelled as samples). */
export const sampleFigures = {
  revenueGrowth: 12.5,
  ordersGrowth: 8.3,
  customersGrowth: 15.2,
  conversionRate: 3.2,
} as const;

export interface SalesFigures {
  revenue: number;
  orders: number;
  averageOrderValue: number;
  /** Customers with an order in the period (distinct e-mails; orders without one count none). */
  activeCustomers: number;
}

/** The figures of a period's running totals (the same rules as for a list of orders). */
export function salesFigures(summary: OrderSummary): SalesFigures {
  const revenue = fromCents(summary.revenueCents);
  return {
    revenue,
    orders: summary.orders,
    averageOrderValue: summary.orders === 0 ? 0 : round2(revenue / summary.orders),
    activeCustomers: Object.keys(summary.customers).filter(Boolean).length,
  };
}
