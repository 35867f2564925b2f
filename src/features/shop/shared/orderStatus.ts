// How an order status shows in the shop (spec §4): the order page and the order history. Pure.
import { orderStatuses, type OrderStatus } from '../../../data/orderStatuses';

export function isKnownStatus(status: string): status is OrderStatus {
  return (orderStatuses as readonly string[]).includes(status);
}

export function statusLabel(status: string): string {
  if (!isKnownStatus(status)) return status ? capitalize(status) : 'Cancelled';
  return capitalize(status);
}

export type StatusTone = 'yellow' | 'blue' | 'violet' | 'green' | 'red';

export function statusColor(status: string): StatusTone {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'processing':
      return 'blue';
    case 'shipped':
      return 'violet';
    case 'delivered':
      return 'green';
    default:
      return 'red';
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
