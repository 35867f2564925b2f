// Admin orders list rules (spec §9): search by id, customer name or e-mail;
// sortable by id, customer name, createdAt, status, total; newest first by default.
// The list itself is read a page at a time over indexes (data/orderQueries.ts).
import type { Order } from '../../../data/recordTypes';
import type { OrderStatus } from '../../../data/orderStatuses';
import type { OrderSortKey, SortDirection } from '../../../data/orderQueries';
import { isOrderStatus } from '../../../data/orderStatuses';

export type { OrderSortKey, SortDirection };
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

/** Under "No orders found" after a search: how it matches (data/orderQueries.ts). */
export const orderSearchHint =
  'Search matches the start of a word in an order ID, customer name or email.';

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

/** Clicking a header: same column flips the direction; a new column starts ascending (dates: newest first). */
export function nextSort(
  current: { sort: OrderSortKey; dir: SortDirection },
  key: OrderSortKey,
): { sort: OrderSortKey; dir: SortDirection } {
  if (current.sort === key) return { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: key === 'createdAt' || key === 'total' ? 'desc' : 'asc' };
}

/**
 * Every sort as one choice, for the phone's "Sort by" (its cards have no column headers to
 * click); the value is `{key}:{direction}`, the URL keeps `sort` and `dir` as before.
 */
export const orderSortChoices: { value: string; label: string }[] = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'total:desc', label: 'Total: high to low' },
  { value: 'total:asc', label: 'Total: low to high' },
  { value: 'customer:asc', label: 'Customer (A–Z)' },
  { value: 'customer:desc', label: 'Customer (Z–A)' },
  { value: 'status:asc', label: 'Status (A–Z)' },
  { value: 'status:desc', label: 'Status (Z–A)' },
  { value: 'id:asc', label: 'Order ID (A–Z)' },
  { value: 'id:desc', label: 'Order ID (Z–A)' },
];

/** A sort choice's key and direction (the default sort for anything else). */
export function fromSortChoice(value: string | null): { sort: OrderSortKey; dir: SortDirection } {
  const [key, dir] = (value ?? '').split(':');
  return orderSortChoices.some((choice) => choice.value === value)
    ? { sort: toSortKey(key), dir: toDirection(dir) }
    : { ...defaultOrderSort };
}

export function itemCount(order: Order): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
