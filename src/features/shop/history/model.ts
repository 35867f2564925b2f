// Order history and cart history rules (spec §4).
import { orderStatuses, type OrderStatus } from '../../../data/orderStatuses';
import type { CartHistoryRecord, CartHistoryStatus, Order } from '../../../data/recordTypes';

export type OrderFilter = 'all' | OrderStatus;
export const orderFilters: readonly OrderFilter[] = ['all', ...orderStatuses];

export const orderFilterLabels: Record<OrderFilter, string> = {
  all: 'All',
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

export function parseOrderFilter(raw: string | null): OrderFilter {
  return orderFilters.find((filter) => filter === raw) ?? 'all';
}

/** Newest first, then the filter. */
export function filterOrders(orders: readonly Order[], filter: OrderFilter): Order[] {
  return orders
    .filter((order) => filter === 'all' || order.status === filter)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The order's status or support thread changed since its customer last opened it. Checkout
 * opens every new order, so each has a baseline; one never opened (imported, demo or older
 * data) has none and is not flagged, rather than flagging a whole history at once.
 */
export function changedSinceSeen(
  order: Pick<Order, 'status' | 'customerSeen'>,
  latestSupportMessageAt: string | null,
): boolean {
  const seen = order.customerSeen;
  if (!seen) return false;
  if (String(order.status) !== String(seen.status)) return true;
  if (latestSupportMessageAt === null) return false;
  return seen.supportMessageAt === null || latestSupportMessageAt > seen.supportMessageAt;
}

export function canBuyAgain(order: Pick<Order, 'status'>): boolean {
  return order.status === 'delivered';
}

export function itemsSummary(order: Pick<Order, 'items'>): string {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const names = order.items.map((item) => item.name);
  const shown = names.slice(0, 2).join(', ');
  const more = names.length > 2 ? ` and ${names.length - 2} more` : '';
  return `${count} ${count === 1 ? 'item' : 'items'}: ${shown}${more}`;
}

export type HistoryTab = 'all' | CartHistoryStatus;
export const historyTabs: readonly HistoryTab[] = ['all', 'active', 'purchased', 'removed'];

export const historyTabLabels: Record<HistoryTab, string> = {
  all: 'All Items',
  active: 'Active',
  purchased: 'Purchased',
  removed: 'Removed',
};

export function parseHistoryTab(raw: string | null): HistoryTab {
  return historyTabs.find((tab) => tab === raw) ?? 'all';
}

export function filterHistory(
  records: readonly CartHistoryRecord[],
  tab: HistoryTab,
): CartHistoryRecord[] {
  return records
    .filter((record) => tab === 'all' || record.status === tab)
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt));
}

export function historyStatusColor(status: CartHistoryStatus | string): string {
  switch (status) {
    case 'active':
      return 'blue';
    case 'purchased':
      return 'teal';
    default:
      return 'gray';
  }
}
