// Orders and order messages: kept in the app's database (spec §7: never sent to a server).
// The one owner of the `orders` and `orderMessages` tables, shared by the shop and the admin. Its
// order writes go through orderTotals.ts, the orders table's one writer, which keeps the totals.
import Dexie from 'dexie';
import { orderMessageSchema, orderSchema } from './appRecords';
import { readable } from '../lib/checkedRecords';
import { orderRuleProblems } from './orderRules';
import { db } from './db';
import type {
  CustomerInfo,
  Order,
  OrderItem,
  OrderMessage,
  OrderSeenState,
  OrderStatusChange,
} from './recordTypes';
import type { OrderStatus } from './orderStatuses';
import { delays, simulatedDelay } from '../lib/simulate';
import { orderId, timestampId } from '../lib/ids';
import { markCartHistoryPurchased } from './cartHistory';
import { addNotification } from './notifications';
import { addOrders, orderWriteTables, putOrders } from './orderTotals';

// ---------------------------------------------------------------------------
// Reading untrusted records: every reader checks each record and skips the bad ones
// (checkedRecords.ts), which the pages count.

export const isOrder = (record: unknown): record is Order =>
  readable<Order>('orders', orderSchema(), record);
const isOrderMessage = (record: unknown): record is OrderMessage =>
  readable<OrderMessage>('orderMessages', orderMessageSchema(), record);

export { skippedRecordCounts, subscribeSkippedRecords } from '../lib/checkedRecords';

// ---------------------------------------------------------------------------
// Who may see an order. Orders carry the customer's address and a support
// thread: they open only for the customer whose e-mail they carry (or who placed
// them signed in), for a guest on the device whose checkout made them or who found
// them again by id and e-mail, and for staff. The customer and staff are whom the
// backend confirms (src/data/useConfirmedViewer.ts), never what storage says.

// A guest's grant names the order and its e-mail, both of which the guest knew (checkout or
// Find my order): a made-up entry opens nothing without the order's e-mail. The key replaced
// `guestOrderIds` (ids alone), which is no longer read: such guests use Find my order.
const guestOrdersKey = 'guestOrders';

interface GuestGrant {
  id: string;
  email: string;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function guestGrants(): GuestGrant[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(guestOrdersKey) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (grant): grant is GuestGrant =>
        typeof grant === 'object' &&
        grant !== null &&
        typeof (grant as GuestGrant).id === 'string' &&
        typeof (grant as GuestGrant).email === 'string',
    );
  } catch {
    return [];
  }
}

function rememberGuestOrder(order: Pick<Order, 'id' | 'email'>): void {
  if (typeof localStorage === 'undefined') return; // not a browser page (tests)
  const grants = guestGrants().filter((grant) => grant.id !== order.id);
  try {
    localStorage.setItem(
      guestOrdersKey,
      JSON.stringify([...grants, { id: order.id, email: order.email }]),
    );
  } catch (error) {
    // Storage full: the order exists, only reopening it later as a guest will fail.
    console.error('[orders] could not remember the guest order', error);
  }
}

function isGuestGranted(order: Pick<Order, 'id' | 'email'>): boolean {
  return guestGrants().some((grant) => grant.id === order.id && grant.email === order.email);
}

/**
 * Find my order: the order whose id and checkout e-mail (trimmed, any case) both match, which
 * this device may then show again; null otherwise, the same for a wrong id and a wrong e-mail.
 * Orders live on this device, so this works offline.
 */
export async function findGuestOrder(id: string, email: string): Promise<Order | null> {
  const wanted = id.trim();
  const wantedEmail = normaliseEmail(email);
  if (!wanted || !wantedEmail) return null;
  const order = await getOrder(wanted);
  if (!order || normaliseEmail(order.email) !== wantedEmail) return null;
  rememberGuestOrder(order);
  return order;
}

export interface OrderViewer {
  /** The e-mail of the customer session the backend confirmed, or null. */
  customerEmail: string | null;
  /** An admin session the backend confirmed. */
  admin: boolean;
}

/** 'customer' for its owner, 'staff' for an admin who is not its owner, null for anyone else. */
export type OrderAccess = 'customer' | 'staff' | null;

export function orderAccess(order: Order, viewer: OrderViewer): OrderAccess {
  const email = viewer.customerEmail?.trim().toLowerCase();
  if (email && (email === order.email || email === order.placedBy)) return 'customer';
  if (isGuestGranted(order)) return 'customer';
  return viewer.admin ? 'staff' : null;
}

export interface ViewableOrder {
  order: Order;
  access: Exclude<OrderAccess, null>;
}

/** The order if `viewer` may see it; null when there is none or it is not theirs (indistinguishable). */
export async function viewableOrder(
  id: string,
  viewer: OrderViewer,
): Promise<ViewableOrder | null> {
  const order = await getOrder(id);
  if (!order) return null;
  const access = orderAccess(order, viewer);
  return access ? { order, access } : null;
}

// ---------------------------------------------------------------------------
// Other tabs learn about a placed order (their checkout's cart is gone).

const orderChannelName = 'orders';

interface OrderPlacedMessage {
  type: 'order-placed';
  orderId: string;
  /** The announcing page: a channel also reaches other listeners in the same page. */
  from: string;
}

const thisPage = Math.random().toString(36).slice(2);

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(orderChannelName);
}

export function announceOrderPlaced(id: string): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({
    type: 'order-placed',
    orderId: id,
    from: thisPage,
  } satisfies OrderPlacedMessage);
  channel.close();
}

/** Calls `listener` when another tab of this browser placed an order; returns the unsubscribe. */
export function onOrderPlacedElsewhere(listener: (orderId: string) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<OrderPlacedMessage> | null;
    if (data?.type !== 'order-placed' || data.from === thisPage) return;
    if (typeof data.orderId === 'string') listener(data.orderId);
  };
  return () => channel.close();
}

// ---------------------------------------------------------------------------
// Writes.

export interface PlaceOrderInput {
  items: OrderItem[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  total: number;
  customerInfo: CustomerInfo;
  /** Owner of the cart-history records to mark purchased. */
  historyOwner: string;
  /** E-mail of the signed-in customer placing it; null for a guest. */
  placedBy?: string | null;
}

/**
 * Creates the order and marks the owner's active cart-history records
 * purchased, in one transaction: either both happen or neither.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<Order> {
  await simulatedDelay(delays.orderWrite);
  const createdAt = new Date().toISOString();
  const placedBy = input.placedBy?.trim().toLowerCase() || null;
  const order: Order = {
    id: orderId(),
    items: input.items,
    status: 'pending',
    subtotal: input.subtotal,
    discount: input.discount,
    couponCode: input.couponCode,
    total: input.total,
    createdAt,
    customerInfo: input.customerInfo,
    email: input.customerInfo.email.trim().toLowerCase(),
    statusHistory: [{ status: 'pending', at: createdAt }],
    placedBy,
  };
  // Checkout's own rules, which an imported order obeys too (orderRules.ts): a cart of 10,000
  // pricey drones must not become an order the back office cannot add up.
  const problems = orderRuleProblems(order);
  if (problems.length > 0) throw new Error(`Order refused: ${problems.join('; ')}`);
  const tables = [...orderWriteTables, db.cartHistory, db.notifications];
  await db.transaction('rw', tables, async () => {
    await addOrders(db, [order]);
    await markCartHistoryPurchased(db.cartHistory, input.historyOwner);
    await addNotification({
      type: 'success',
      title: 'New order received',
      message: `Order ${order.id} from ${order.customerInfo.name} — $${order.total.toFixed(2)}`,
      timestamp: order.createdAt,
      actionRequired: true,
    });
  });
  if (!placedBy) rememberGuestOrder(order);
  return order;
}

/** The recorded changes, or for an order saved before they were kept, its status since creation. */
export function statusChangesOf(
  order: Pick<Order, 'status' | 'createdAt' | 'statusHistory'>,
): OrderStatusChange[] {
  const history = order.statusHistory?.length
    ? order.statusHistory
    : [{ status: order.status, at: order.createdAt }];
  const last = history[history.length - 1];
  // The status field is the truth; a history that ends elsewhere missed a change.
  return last.status === order.status
    ? history
    : [...history, { status: order.status, at: last.at }];
}

/** Admin status change. Spec §4: any of the four statuses; delivered is final. */
export async function updateOrderStatus(id: string, status: OrderStatus): Promise<boolean> {
  await simulatedDelay(delays.orderWrite);
  return db.transaction('rw', orderWriteTables, async () => {
    const order = await db.orders.get(id);
    if (!order || order.status === 'delivered') return false;
    if (order.status === status) return true;
    const statusHistory = [...statusChangesOf(order), { status, at: new Date().toISOString() }];
    await putOrders(db, [{ ...order, status, statusHistory }]);
    return true;
  });
}

/** The customer opened the order page and saw this; written only when it changed. */
export async function markOrderSeen(id: string, seen: OrderSeenState): Promise<void> {
  await db.transaction('rw', orderWriteTables, async () => {
    const order = await db.orders.get(id);
    if (!order) return;
    const before = order.customerSeen;
    if (before?.status === seen.status && before.supportMessageAt === seen.supportMessageAt) return;
    await putOrders(db, [{ ...order, customerSeen: seen }]);
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

// ---------------------------------------------------------------------------
// Reads: only records that pass the checks above.

export async function orderMessages(orderId: string): Promise<OrderMessage[]> {
  const messages = await db.orderMessages
    .where('[orderId+timestamp]')
    .between([orderId, ''], [orderId, '\uffff'])
    .toArray();
  return messages.filter(isOrderMessage);
}

/** Time of the newest support message among `messages`, or null. */
export function newestSupportMessageTime(messages: readonly OrderMessage[]): string | null {
  let newest: string | null = null;
  for (const message of messages) {
    if (message.sender === 'support' && (!newest || message.timestamp > newest)) {
      newest = message.timestamp;
    }
  }
  return newest;
}

/** Time of the order's newest support message, or null. */
export async function latestSupportMessageAt(orderId: string): Promise<string | null> {
  return newestSupportMessageTime(await orderMessages(orderId));
}

/** Every order (admin lists, reports, customers). */
export async function allOrders(): Promise<Order[]> {
  return (await db.orders.toArray()).filter(isOrder);
}

/** The order, or null when there is no such (readable) order. */
export async function getOrder(id: string): Promise<Order | null> {
  const order: unknown = await db.orders.get(id);
  return order !== undefined && isOrder(order) ? order : null;
}

/** The given orders by id; undefined where there is none (same positions as `ids`). */
export async function ordersByIds(ids: string[]): Promise<(Order | undefined)[]> {
  const orders: unknown[] = await db.orders.bulkGet(ids);
  return orders.map((order) => (order !== undefined && isOrder(order) ? order : undefined));
}

/** The customer's orders, newest first (index [email+createdAt]); [] without an e-mail. */
export async function customerOrders(email: string | null): Promise<Order[]> {
  if (!email) return [];
  const key = email.trim().toLowerCase();
  const orders = await db.orders
    .where('[email+createdAt]')
    .between([key, Dexie.minKey], [key, Dexie.maxKey])
    .reverse()
    .toArray();
  return orders.filter(isOrder);
}

/** Every order message (the admin inbox groups them by order). */
export async function allOrderMessages(): Promise<OrderMessage[]> {
  return (await db.orderMessages.toArray()).filter(isOrderMessage);
}

/** One order's messages from the `orderId` index, unsorted (the admin thread sorts them). */
export async function orderMessagesOf(orderId: string): Promise<OrderMessage[]> {
  return (await db.orderMessages.where('orderId').equals(orderId).toArray()).filter(isOrderMessage);
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
