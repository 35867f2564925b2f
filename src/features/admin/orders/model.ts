// Admin orders list rules (spec §9): search by id, customer name or e-mail;
// sortable by id, customer name, createdAt, status, total; newest first by default.
import type { Order, OrderStatus } from '../../../data/db';
import { isOrderStatus } from '../shared/orderStatus';

export type OrderSortKey = 'id' | 'customer' | 'createdAt' | 'status' | 'total';
export type SortDirection = 'asc' | 'desc';
export const orderSortKeys: readonly OrderSortKey[] = [
  'id',
  'customer',
  'createdAt',
  'status',
  'total',
];
export const defaultOrderSort: { sort: OrderSortKey; dir: SortDirection } = {
  sort: 'createdAt',
  dir: 'desc',
};
export type StatusFilter = OrderStatus | 'all';

export const orderPageSize = 10;

export function toSortKey(value: unknown): OrderSortKey {
  return typeof value === 'string' && (orderSortKeys as readonly string[]).includes(value)
    ? (value as OrderSortKey)
    : defaultOrderSort.sort;
}

export function toDirection(value: unknown): SortDirection {
  return value === 'asc' || value === 'desc' ? value : defaultOrderSort.dir;
}

export function toStatusFilter(value: unknown): StatusFilter {
  return isOrderStatus(value) ? value : 'all';
}

export function matchesSearch(order: Order, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [order.id, order.customerInfo?.name ?? '', order.customerInfo?.email ?? ''].some((field) =>
    field.toLowerCase().includes(q),
  );
}

export function filterOrders(
  orders: readonly Order[],
  query: string,
  status: StatusFilter,
): Order[] {
  return orders.filter(
    (order) => (status === 'all' || order.status === status) && matchesSearch(order, query),
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareBy(key: OrderSortKey, a: Order, b: Order): number {
  switch (key) {
    case 'id':
      return collator.compare(a.id, b.id);
    case 'customer':
      return collator.compare(a.customerInfo?.name ?? '', b.customerInfo?.name ?? '');
    case 'status':
      return collator.compare(String(a.status), String(b.status));
    case 'total':
      return (Number(a.total) || 0) - (Number(b.total) || 0);
    case 'createdAt':
    default:
      return a.createdAt.localeCompare(b.createdAt);
  }
}

/** Stable sort; ties fall back to newest first. */
export function sortOrders(
  orders: readonly Order[],
  key: OrderSortKey,
  dir: SortDirection,
): Order[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...orders].sort(
    (a, b) => sign * compareBy(key, a, b) || b.createdAt.localeCompare(a.createdAt),
  );
}

/** Clicking a header: same column flips the direction; a new column starts ascending (dates: newest first). */
export function nextSort(
  current: { sort: OrderSortKey; dir: SortDirection },
  key: OrderSortKey,
): { sort: OrderSortKey; dir: SortDirection } {
  if (current.sort === key) return { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: key === 'createdAt' || key === 'total' ? 'desc' : 'asc' };
}

export function itemCount(order: Order): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
