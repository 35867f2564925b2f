// The keys the admin customers list sorts, filters and pages by, as plain data. They are stored
// on each `orderCustomers` record (orderTotals.ts keeps them with the totals) and indexed, so a
// page of the list reads one page of records; customers that are not stored there (samples,
// staff-added) are given the same keys in memory, so both sort into one order.
import { cmp } from 'dexie';
import type { CustomerSales, OrderCustomerRecord } from './orderSummary';

/** The fields a record of one listed customer carries (absent on the other records). */
export interface CustomerListFields {
  /** Name without case or accents, then the lower-cased name: `fold\u0000lower`. */
  nameKey: string;
  /** Minus the cents spent: the index ascends, the list shows the biggest first. */
  spentKey: number;
  /** Minus the order count. */
  ordersKey: number;
  /** Minus the first order's time (newest first); Infinity when it is no time. */
  joinKey: number;
  /** The last order's time; Infinity when it is no time (it is then looked up, as a future one). */
  lastOrderTime: number;
}

/** A stored customer record with its list fields, or `irregular` when the list must merge it. */
export type ListedCustomerRecord = OrderCustomerRecord &
  Partial<CustomerListFields> & { irregular?: 1 };

export function normaliseCustomerEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The list's name order: case and accents do not count (as `localeCompare(…, { sensitivity:
 * 'base' })`, which the list sorted with in memory), then the lower-cased name breaks ties.
 */
export function customerNameKey(name: string): string {
  const lower = name.toLowerCase();
  const folded = lower.normalize('NFD').replace(/\p{M}/gu, '');
  return `${folded}\u0000${lower}`;
}

/** The lower-cased name a name key was made from (what the search matches). */
export function nameOfKey(key: string): string {
  return key.slice(key.indexOf('\u0000') + 1);
}

const timeKey = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? time : Infinity;
};

export interface CustomerSortValues {
  name: string;
  email: string;
  spentCents: number;
  orders: number;
  joinDate: string;
}

export function customerListFields(values: CustomerSortValues, lastAt: string): CustomerListFields {
  const join = timeKey(values.joinDate);
  return {
    nameKey: customerNameKey(values.name),
    spentKey: -values.spentCents,
    ordersKey: -values.orders,
    joinKey: join === Infinity ? Infinity : -join,
    lastOrderTime: timeKey(lastAt),
  };
}

/** The customer of a record as the list shows it: name of the latest order, else the e-mail. */
function listValues(email: string, sales: CustomerSales): CustomerSortValues {
  return {
    name: sales.name || email,
    email,
    spentCents: sales.spentCents,
    orders: sales.orders,
    joinDate: sales.firstAt,
  };
}

/**
 * The record with its list fields set afresh. A record whose e-mail (the orders' `email` field)
 * is normalised holds exactly its own customer and is listed from the indexes; any other (orders
 * without an e-mail, or one written past the checkout's normalising) is marked `irregular`, and
 * the list merges its customers in memory, as it did with every record before.
 */
export function withCustomerListFields(record: OrderCustomerRecord): ListedCustomerRecord {
  const base: OrderCustomerRecord = { email: record.email, customers: record.customers };
  const keys = Object.keys(record.customers);
  const sales = record.customers[record.email];
  if (
    record.email !== '' &&
    normaliseCustomerEmail(record.email) === record.email &&
    keys.length === 1 &&
    sales
  ) {
    return { ...base, ...customerListFields(listValues(record.email, sales), sales.lastAt) };
  }
  return keys.some((key) => key !== '') ? { ...base, irregular: 1 } : base;
}

export const customerSorts = ['name', 'totalSpent', 'totalOrders', 'joinDate'] as const;
export type CustomerSort = (typeof customerSorts)[number];

/** The index each sort reads; equal keys follow the primary key (the e-mail), ascending. */
export const customerSortIndex: Record<CustomerSort, string> = {
  name: 'nameKey',
  totalSpent: '[spentKey+nameKey]',
  totalOrders: '[ordersKey+nameKey]',
  joinDate: '[joinKey+nameKey]',
};

/** A customer's key in the sort's index. */
export type CustomerSortKey = string | [number, string];

export function customerSortKey(fields: CustomerListFields, sort: CustomerSort): CustomerSortKey {
  switch (sort) {
    case 'totalSpent':
      return [fields.spentKey, fields.nameKey];
    case 'totalOrders':
      return [fields.ordersKey, fields.nameKey];
    case 'joinDate':
      return [fields.joinKey, fields.nameKey];
    default:
      return fields.nameKey;
  }
}

/** The list's order: by the sort's index key, then by e-mail, as IndexedDB orders an index. */
export function compareListed(
  a: { key: unknown; email: string },
  b: { key: unknown; email: string },
): number {
  return cmp(a.key, b.key) || cmp(a.email, b.email);
}
