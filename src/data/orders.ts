// Orders and order messages: kept in the app's database (spec §7: never sent to a server).
// The one owner of the `orders` and `orderMessages` tables, shared by the shop and the admin.
import Dexie from 'dexie';
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

/** Every order (admin lists, reports, customers). */
export function allOrders(): Promise<Order[]> {
  return db.orders.toArray();
}

/** The order, or null when there is no such order. */
export async function getOrder(id: string): Promise<Order | null> {
  return (await db.orders.get(id)) ?? null;
}

/** The given orders by id; undefined where there is none (same positions as `ids`). */
export function ordersByIds(ids: string[]): Promise<(Order | undefined)[]> {
  return db.orders.bulkGet(ids);
}

/** The customer's orders, newest first (index [email+createdAt]); [] without an e-mail. */
export async function customerOrders(email: string | null): Promise<Order[]> {
  if (!email) return [];
  const key = email.trim().toLowerCase();
  return db.orders
    .where('[email+createdAt]')
    .between([key, Dexie.minKey], [key, Dexie.maxKey])
    .reverse()
    .toArray();
}

/** Every order message (the admin inbox groups them by order). */
export function allOrderMessages(): Promise<OrderMessage[]> {
  return db.orderMessages.toArray();
}

/** One order's messages from the `orderId` index, unsorted (the admin thread sorts them). */
export function orderMessagesOf(orderId: string): Promise<OrderMessage[]> {
  return db.orderMessages.where('orderId').equals(orderId).toArray();
}

/** Staff opened the order's conversation: its customer messages count as read. */
export async function markOrderMessagesReadByStaff(orderId: string): Promise<void> {
  await db.orderMessages
    .where('orderId')
    .equals(orderId)
    .modify((message) => {
      if (message.sender === 'customer') message.readByStaff = true;
    });
}

/** How many customer messages staff have not read. */
export function countUnreadOrderMessages(): Promise<number> {
  return db.orderMessages
    .filter((message) => message.sender === 'customer' && !message.readByStaff)
    .count();
}
