// An order's statuses, apart from the database (db.ts) so that a screen that only labels them
// does not load Dexie.
export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered';
export const orderStatuses: readonly OrderStatus[] = [
  'pending',
  'processing',
  'shipped',
  'delivered',
];

/** Whether a stored value is one of the four statuses (spec §4: any other is cancelled-like). */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/**
 * How a status reads in the shop and in the back office. Another value reads as it is stored
 * (capitalised); an empty one as 'Unknown', since nothing says it was cancelled.
 */
export function orderStatusLabel(status: string): string {
  if (isOrderStatus(status)) return orderStatusLabels[status];
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

export type OrderStatusColor = 'yellow' | 'blue' | 'violet' | 'green' | 'red';

const orderStatusColors: Record<OrderStatus, OrderStatusColor> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'violet',
  delivered: 'green',
};

/** A status's colour; any other value is red (spec §4: a cancelled-like state). */
export function orderStatusColor(status: string): OrderStatusColor {
  return isOrderStatus(status) ? orderStatusColors[status] : 'red';
}
