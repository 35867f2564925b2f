// How an order's status reads and looks in the back office (spec §4), for every admin list.
import { orderStatuses, type OrderStatus } from '../../../data/orderStatuses';

export const statusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

export const statusColors: Record<OrderStatus, string> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'violet',
  delivered: 'green',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

/** Unknown statuses show red (spec §4: a cancelled-like state). */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? statusLabels[status] : status || 'Unknown';
}

export function statusColor(status: string): string {
  return isOrderStatus(status) ? statusColors[status] : 'red';
}
