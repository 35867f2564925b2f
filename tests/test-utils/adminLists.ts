// The back office's three lists (orders, customers, products) as a plain in-memory filter, sort
// and page of the stored records, written from scratch (no app code): what the list queries must
// give (src/data/orderListDemo.test.ts, src/features/admin/customers/customerListDemo.test.ts,
// mocks/handlers/catalogAdminList.test.ts) and what the built app must show
// (tests/e2e/admin-lists.spec.ts).
import { sampleCustomers } from '../../src/content/adminSamples';

export const listPageSize = 10;

/** Plain comparison of two strings or numbers (code units for strings, as IndexedDB does). */
export const binary = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const time = (iso: string) => Date.parse(iso);

export const pageOf = <T>(all: readonly T[], pageNo: number) =>
  all.slice((pageNo - 1) * listPageSize, pageNo * listPageSize);
export const lastPage = (total: number) => Math.max(1, Math.ceil(total / listPageSize));

// ---------------------------------------------------------------------------------------------
// Orders

/** What the lists read of a stored order. */
export interface ListedOrder {
  id: string;
  createdAt: string;
  status: string;
  total: number;
  email?: string;
  customerInfo: { name: string; email: string };
}

export type OrderSort = 'id' | 'customer' | 'createdAt' | 'status' | 'total';
export const orderSorts: OrderSort[] = ['id', 'customer', 'createdAt', 'status', 'total'];

export interface OrderView {
  q: string;
  status: string | null;
  sort: OrderSort;
  dir: 'asc' | 'desc';
}

function orderKey(order: ListedOrder, sort: OrderSort): string | number {
  switch (sort) {
    case 'id':
      return order.id;
    case 'customer':
      return order.customerInfo.name.trim().toLowerCase();
    case 'status':
      return order.status;
    case 'total':
      return order.total;
    case 'createdAt':
      return time(order.createdAt);
  }
}

/**
 * What the orders search finds, as a regular expression: the text, in any case, where a word of
 * the field begins (anywhere when the text itself begins with no letter or digit); a text with no
 * letter or digit finds nothing.
 */
function orderSearchPattern(text: string): RegExp | null {
  const needle = text.trim().toLowerCase();
  if (needle && !/[\p{L}\p{N}]/u.test(needle)) return null;
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    /^[\p{L}\p{N}]/u.test(needle) ? `(^|[^\\p{L}\\p{M}\\p{N}])${escaped}` : escaped,
    'iu',
  );
}

/**
 * The orders list: the search as `orderSearchPattern` over the id, customer name or e-mail;
 * equal keys by date, then id, in the sort's direction.
 */
export function expectedOrders<T extends ListedOrder>(orders: readonly T[], view: OrderView): T[] {
  const pattern = orderSearchPattern(view.q);
  const sign = view.dir === 'asc' ? 1 : -1;
  return orders
    .filter(
      (order) =>
        (view.status === null || order.status === view.status) &&
        pattern !== null &&
        [order.id, order.customerInfo.name, order.customerInfo.email].some((field) =>
          pattern.test(field),
        ),
    )
    .sort(
      (a, b) =>
        sign *
        (binary(orderKey(a, view.sort), orderKey(b, view.sort)) ||
          binary(time(a.createdAt), time(b.createdAt)) ||
          binary(a.id, b.id)),
    );
}

/**
 * Four letters of the commonest surname from its letter `from` on, in flipped case: from 0 a
 * word start that finds more than a page of orders, from 1 a word's middle that finds fewer.
 */
export function nameFragment(orders: readonly ListedOrder[], from: number): string {
  const counts = new Map<string, number>();
  for (const order of orders) {
    const last = order.customerInfo.name.trim().split(/\s+/).pop() ?? '';
    counts.set(last, (counts.get(last) ?? 0) + 1);
  }
  const [name] = [...counts].sort((a, b) => b[1] - a[1] || binary(a[0], b[0]))[0];
  return [...name.slice(from, from + 4)]
    .map((letter, index) => (index % 2 ? letter.toUpperCase() : letter.toLowerCase()))
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Customers

/** What the list reads of a staff-added customer record. */
export interface ListedCustomerRecord {
  name: string;
  email: string;
  joinDate: string;
}

export interface ExpectedCustomer {
  name: string;
  email: string;
  orders: number;
  spentCents: number;
  joinDate: string;
  active: boolean;
}

export type CustomerSort = 'name' | 'totalSpent' | 'totalOrders' | 'joinDate';
export const customerSorts: CustomerSort[] = ['name', 'totalSpent', 'totalOrders', 'joinDate'];

export interface CustomerView {
  q: string;
  status: 'all' | 'active' | 'inactive';
  sort: CustomerSort;
}

const dayMs = 86_400_000;

/**
 * The customers as the customers page defines them: one per lower-cased trimmed e-mail of the
 * orders (name of the latest order, joined at the first, active when an order is in the last
 * `days` days before `now`), then staff-added customers and the samples for e-mails no order
 * uses (no orders in the period: inactive).
 */
export function expectedCustomers(
  orders: readonly ListedOrder[],
  added: readonly ListedCustomerRecord[],
  now: number,
  days: number,
): ExpectedCustomer[] {
  const byEmail = new Map<string, ExpectedCustomer & { lastAt: string }>();
  for (const order of orders) {
    const email = (order.email || order.customerInfo.email || '').trim().toLowerCase();
    if (!email) continue;
    const customer = byEmail.get(email) ?? {
      name: '',
      email,
      orders: 0,
      spentCents: 0,
      joinDate: order.createdAt,
      lastAt: '',
      active: false,
    };
    customer.orders += 1;
    customer.spentCents += Math.round(order.total * 100);
    if (order.createdAt < customer.joinDate) customer.joinDate = order.createdAt;
    if (order.createdAt > customer.lastAt) {
      customer.lastAt = order.createdAt;
      customer.name = order.customerInfo.name.trim() || email;
    }
    const at = time(order.createdAt);
    if (at >= now - days * dayMs && at <= now) customer.active = true;
    byEmail.set(email, customer);
  }
  const all: ExpectedCustomer[] = [...byEmail.values()].map(
    ({ lastAt: _lastAt, ...customer }) => customer,
  );
  const others = [
    ...added.map((record) => ({ ...record, totalOrders: 0, totalSpent: 0 })),
    ...sampleCustomers,
  ];
  for (const other of others) {
    const email = other.email.trim().toLowerCase();
    if (all.some((customer) => customer.email === email)) continue;
    all.push({
      name: other.name,
      email,
      orders: other.totalOrders,
      spentCents: Math.round(other.totalSpent * 100),
      joinDate: other.joinDate,
      active: false,
    });
  }
  return all;
}

/** The customers a view lists, in its order. */
export function queryCustomers(
  all: readonly ExpectedCustomer[],
  view: CustomerView,
): ExpectedCustomer[] {
  const needle = view.q.trim().toLowerCase();
  const byName = (a: ExpectedCustomer, b: ExpectedCustomer) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.email.localeCompare(b.email);
  const order: Record<CustomerSort, (a: ExpectedCustomer, b: ExpectedCustomer) => number> = {
    name: byName,
    totalSpent: (a, b) => b.spentCents - a.spentCents || byName(a, b),
    totalOrders: (a, b) => b.orders - a.orders || byName(a, b),
    joinDate: (a, b) => b.joinDate.localeCompare(a.joinDate) || byName(a, b),
  };
  return all
    .filter(
      (customer) =>
        (customer.name.toLowerCase().includes(needle) || customer.email.includes(needle)) &&
        (view.status === 'all' || customer.active === (view.status === 'active')),
    )
    .sort(order[view.sort]);
}

// ---------------------------------------------------------------------------------------------
// Products

/** What the list reads of a stored product (the backend's products table). */
export interface ListedProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  category: 'courses' | 'drones';
  createdAt?: number;
}

export type ProductSort = 'newest' | 'oldest' | 'name' | 'name-desc' | 'price-asc' | 'price-desc';
export const productSorts: ProductSort[] = [
  'newest',
  'oldest',
  'name',
  'name-desc',
  'price-asc',
  'price-desc',
];

export interface ProductView {
  search: string;
  category: 'courses' | 'drones' | null;
  sort: ProductSort;
}

/**
 * The catalogue: the search in the name or description without case; names without case,
 * prices, or creation time; equal keys by id (the indexes' own tie-break), in the sort's
 * direction.
 */
export function expectedProducts<T extends ListedProduct>(
  products: readonly T[],
  view: ProductView,
): T[] {
  const needle = view.search.trim().toLowerCase();
  const [key, sign] = {
    name: [(p: ListedProduct) => p.name.trim().toLowerCase(), 1],
    'name-desc': [(p: ListedProduct) => p.name.trim().toLowerCase(), -1],
    'price-asc': [(p: ListedProduct) => p.price, 1],
    'price-desc': [(p: ListedProduct) => p.price, -1],
    oldest: [(p: ListedProduct) => p.createdAt ?? 0, 1],
    newest: [(p: ListedProduct) => p.createdAt ?? 0, -1],
  }[view.sort] as [(p: ListedProduct) => string | number, number];
  return products
    .filter(
      (product) =>
        (view.category === null || product.category === view.category) &&
        (product.name.toLowerCase().includes(needle) ||
          product.description.toLowerCase().includes(needle)),
    )
    .sort((a, b) => sign * (binary(key(a), key(b)) || binary(a.id, b.id)));
}
