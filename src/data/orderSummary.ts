// Order totals as plain data: what a period, a day or a customer adds up to, and how orders are
// summed into them. No database code: the back office's pages show these figures, and their
// first paint must not wait for Dexie (orderTotals.ts keeps them in the app database).
import type { Order } from './recordTypes';

export interface ProductSales {
  name: string;
  category: string;
  units: number;
  /** Orders that hold the product. */
  orders: number;
  revenueCents: number;
}

export interface CustomerSales {
  /** Name and address of the customer's latest order. */
  name: string;
  address: string;
  orders: number;
  spentCents: number;
  firstAt: string;
  lastAt: string;
  /** Every name and e-mail the orders were placed with (the orders search looks in these). */
  names: string[];
  emails: string[];
}

export interface OrderSummary {
  orders: number;
  units: number;
  subtotalCents: number;
  /** Money taken off by coupons: subtotal minus total, per order. */
  discountCents: number;
  revenueCents: number;
  /** Per item category as ordered (an order outlives its catalogue, so any text). */
  categories: Record<string, { units: number; revenueCents: number }>;
  products: Record<string, ProductSales>;
  /** Per customer e-mail (trimmed, lower-cased; '' for orders without one). */
  customers: Record<string, CustomerSales>;
}

/** One UTC day's totals ('YYYY-MM-DD', the first ten characters of `createdAt`). */
export interface OrderDayRecord extends OrderSummary {
  day: string;
}

/** The customers of the orders whose `email` field is exactly `email` (the index's key). */
export interface OrderCustomerRecord {
  email: string;
  customers: Record<string, CustomerSales>;
}

const finite = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
export const toCents = (value: unknown) => Math.round(finite(value) * 100);
export const fromCents = (cents: number) => cents / 100;

/** The customer an order belongs to: its e-mail, trimmed and lower-cased ('' when it has none). */
export function orderCustomerEmail(order: Pick<Order, 'email' | 'customerInfo'>): string {
  return (order.email || order.customerInfo?.email || '').trim().toLowerCase();
}

/** The UTC day an order counts on. */
export function orderDay(order: Pick<Order, 'createdAt'>): string {
  return String(order.createdAt).slice(0, 10);
}

export function emptySummary(): OrderSummary {
  return {
    orders: 0,
    units: 0,
    subtotalCents: 0,
    discountCents: 0,
    revenueCents: 0,
    categories: {},
    products: {},
    customers: {},
  };
}

const union = (a: readonly string[], b: readonly string[]) =>
  b.every((value) => a.includes(value)) ? [...a] : [...new Set([...a, ...b])];

/** `add` merged into `into` (a new record; neither is changed). */
export function mergeCustomer(into: CustomerSales | undefined, add: CustomerSales): CustomerSales {
  if (!into) return { ...add, names: [...add.names], emails: [...add.emails] };
  const later = add.lastAt > into.lastAt;
  return {
    name: later ? add.name : into.name,
    address: later ? add.address : into.address,
    orders: into.orders + add.orders,
    spentCents: into.spentCents + add.spentCents,
    firstAt: add.firstAt < into.firstAt ? add.firstAt : into.firstAt,
    lastAt: later ? add.lastAt : into.lastAt,
    names: union(into.names, add.names),
    emails: union(into.emails, add.emails),
  };
}

/** Adds `add` into `into` (changing `into`); returns `into`. */
export function addSummary(into: OrderSummary, add: OrderSummary): OrderSummary {
  into.orders += add.orders;
  into.units += add.units;
  into.subtotalCents += add.subtotalCents;
  into.discountCents += add.discountCents;
  into.revenueCents += add.revenueCents;
  for (const [category, sales] of Object.entries(add.categories)) {
    const entry = (into.categories[category] ??= { units: 0, revenueCents: 0 });
    entry.units += sales.units;
    entry.revenueCents += sales.revenueCents;
  }
  for (const [id, sales] of Object.entries(add.products)) {
    const entry = (into.products[id] ??= { ...sales, units: 0, orders: 0, revenueCents: 0 });
    entry.units += sales.units;
    entry.orders += sales.orders;
    entry.revenueCents += sales.revenueCents;
  }
  for (const [email, sales] of Object.entries(add.customers)) {
    into.customers[email] = mergeCustomer(into.customers[email], sales);
  }
  return into;
}

/** The summaries added together. */
export function mergeSummaries(summaries: readonly OrderSummary[]): OrderSummary {
  return summaries.reduce(addSummary, emptySummary());
}

/** Adds one order into `summary` (changing it). */
export function addOrder(summary: OrderSummary, order: Order): void {
  const revenueCents = toCents(order.total);
  const subtotalCents = toCents(order.subtotal);
  summary.orders += 1;
  summary.subtotalCents += subtotalCents;
  summary.discountCents += Math.max(0, subtotalCents - revenueCents);
  summary.revenueCents += revenueCents;
  const counted = new Set<string>();
  for (const item of order.items) {
    const units = finite(item.quantity);
    const cents = Math.round(finite(item.price) * 100 * units);
    summary.units += units;
    const category = (summary.categories[item.category] ??= { units: 0, revenueCents: 0 });
    category.units += units;
    category.revenueCents += cents;
    const product = (summary.products[item.productId] ??= {
      name: item.name,
      category: item.category,
      units: 0,
      orders: 0,
      revenueCents: 0,
    });
    product.units += units;
    product.revenueCents += cents;
    if (!counted.has(item.productId)) product.orders += 1;
    counted.add(item.productId);
  }
  const email = orderCustomerEmail(order);
  summary.customers[email] = mergeCustomer(summary.customers[email], {
    name: order.customerInfo.name.trim() || email,
    address: order.customerInfo.address,
    orders: 1,
    spentCents: revenueCents,
    firstAt: order.createdAt,
    lastAt: order.createdAt,
    names: [order.customerInfo.name],
    emails: [order.customerInfo.email],
  });
}

/** The summary of some orders. */
export function summariseOrders(orders: readonly Order[]): OrderSummary {
  const summary = emptySummary();
  for (const order of orders) addOrder(summary, order);
  return summary;
}

/** The orders' totals per day, oldest day first. */
export function summariseByDay(orders: readonly Order[]): OrderDayRecord[] {
  const days = new Map<string, OrderDayRecord>();
  for (const order of orders) {
    const day = orderDay(order);
    let record = days.get(day);
    if (!record) {
      record = { day, ...emptySummary() };
      days.set(day, record);
    }
    addOrder(record, order);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}
