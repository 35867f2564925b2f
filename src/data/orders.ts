// Orders, order messages and notifications: kept in the app's database
// (spec §7: never sent to a server). Shared by the shop and the admin.
import {
  db,
  type CustomerInfo,
  type Order,
  type OrderItem,
  type OrderMessage,
  type OrderStatus,
} from './db';
import { delays, simulatedDelay } from '../lib/simulate';
import { timestampId } from '../lib/ids';
import { markCartHistoryPurchased } from './cartHistory';
import { addNotification } from './notifications';

export interface PlaceOrderInput {
  items: OrderItem[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  total: number;
  customerInfo: CustomerInfo;
  /** Owner of the cart-history records to mark purchased. */
  historyOwner: string;
}

/**
 * Creates the order and marks the owner's active cart-history records
 * purchased, in one transaction: either both happen or neither.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<Order> {
  await simulatedDelay(delays.orderWrite);
  const order: Order = {
    id: timestampId('ORD'),
    items: input.items,
    status: 'pending',
    subtotal: input.subtotal,
    discount: input.discount,
    couponCode: input.couponCode,
    total: input.total,
    createdAt: new Date().toISOString(),
    customerInfo: input.customerInfo,
    email: input.customerInfo.email.trim().toLowerCase(),
  };
  await db.transaction('rw', [db.orders, db.cartHistory, db.notifications], async () => {
    await db.orders.add(order);
    await markCartHistoryPurchased(db.cartHistory, input.historyOwner);
    await addNotification({
      type: 'success',
      title: 'New order received',
      message: `Order ${order.id} from ${order.customerInfo.name} — $${order.total.toFixed(2)}`,
      timestamp: order.createdAt,
      actionRequired: true,
    });
  });
  return order;
}

/** Admin status change. Spec §4: any of the four statuses; delivered is final. */
export async function updateOrderStatus(id: string, status: OrderStatus): Promise<boolean> {
  await simulatedDelay(delays.orderWrite);
  return db.transaction('rw', db.orders, async () => {
    const order = await db.orders.get(id);
    if (!order || order.status === 'delivered') return false;
    await db.orders.update(id, { status });
    return true;
  });
}

export async function addOrderMessage(
  orderId: string,
  text: string,
  sender: OrderMessage['sender'],
): Promise<OrderMessage> {
  await simulatedDelay(delays.orderWrite);
  const message: OrderMessage = {
    id: timestampId('MSG'),
    orderId,
    text,
    sender,
    timestamp: new Date().toISOString(),
    readByStaff: sender === 'support',
  };
  await db.orderMessages.add(message);
  return message;
}

export function orderMessages(orderId: string): Promise<OrderMessage[]> {
  return db.orderMessages
    .where('[orderId+timestamp]')
    .between([orderId, ''], [orderId, '\uffff'])
    .toArray();
}
