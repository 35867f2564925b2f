// The app's own database: what the spec keeps in browser storage. Only the
// app touches it (the mocked backend has its own, mocks/db.ts). Every schema
// change is a new version whose upgrade keeps existing data.
import Dexie, { type EntityTable } from 'dexie';
import type { Product } from '../api/types';
import { announceAppDb, appDbName } from './appDbRegistry';
import { addStaffUnreadKeys, orderMessageKeysMiddleware } from './unreadKeys';
import { askToImportStoredContactMessages } from './contactImport';
import type { OrderStatus } from './orderStatuses';
import {
  addCustomerListKeys,
  addOrderListKeys,
  orderTotalsMiddleware,
  rebuildOrderTotals,
  type OrderCustomerRecord,
  type OrderDayRecord,
} from './orderTotals';

export { orderStatuses, type OrderStatus } from './orderStatuses';

export interface OrderItem {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  imageUrl: string;
  /** The product's category when ordered; an order outlives its catalogue, so any text. */
  category: Product['category'] | (string & {});
}

export interface CustomerInfo {
  name: string;
  email: string;
  /** One line: street, city, postal code, country. */
  address: string;
}

/** One status change, with when it really happened. */
export interface OrderStatusChange {
  status: OrderStatus | string;
  at: string; // ISO
}

/** What the customer last saw of the order (drives "Updated" in the order history). */
export interface OrderSeenState {
  status: OrderStatus | string;
  /** Time of the newest support message seen, or null when there was none. */
  supportMessageAt: string | null;
}

export interface Order {
  id: string; // ORD-{timestamp}-{random}
  items: OrderItem[];
  status: OrderStatus | string;
  subtotal: number;
  discount: number;
  couponCode: string | null;
  total: number;
  createdAt: string; // ISO
  customerInfo: CustomerInfo;
  /** Lower-cased e-mail, indexed for order history. */
  email: string;
  /** Every status, oldest first, from placing on. Orders saved before it existed have none. */
  statusHistory?: OrderStatusChange[];
  /** Lower-cased e-mail of the account that placed it, when signed in (may differ from `email`). */
  placedBy?: string | null;
  /** Set when the customer opens the order page. */
  customerSeen?: OrderSeenState;
  /** The customer's name trimmed and lower-cased, for the admin's sort (set on every write). */
  nameKey?: string;
  /** The words the admin's search finds it by (lib/searchWords.ts; set on every write). */
  searchWords?: string[];
}

export interface OrderMessage {
  id: string; // MSG-{timestamp}
  orderId: string;
  text: string;
  sender: 'customer' | 'support';
  timestamp: string; // ISO
  /** Read by staff (drives the admin messages badge). */
  readByStaff: boolean;
  /** 1 on a customer message staff have not read, absent otherwise (set on every write). */
  staffUnread?: 1;
}

export type CartHistoryStatus = 'active' | 'purchased' | 'removed';

export interface CartHistoryRecord {
  id: string;
  /** Lower-cased e-mail of the signed-in customer, or 'guest'. */
  owner: string;
  productId: string;
  productName: string;
  productImage: string;
  price: number;
  quantity: number;
  status: CartHistoryStatus;
  addedAt: string; // ISO
}

export interface WishlistEntry {
  productId: string;
  product: Product;
  addedAt: string; // ISO
}

export type NotificationType = 'warning' | 'success' | 'error' | 'info';

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  timestamp: string; // ISO
  read: boolean;
  actionRequired: boolean;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

/** How a staff reply on a contact conversation went out: e-mailed, or waiting in the outbox. */
export type ReplyDelivery = 'sent' | 'waiting';

export interface ConversationMessage {
  id: string;
  sender: 'customer' | 'admin';
  text: string;
  timestamp: string;
  /** Staff replies on a contact conversation only: e-mailed to the visitor, or still waiting. */
  delivery?: ReplyDelivery;
}

/**
 * Admin conversations that do not belong to an order (the samples, support requests, and since
 * issue 35 the contact form's messages: `kind: 'contact'`, whose replies are e-mailed).
 */
export interface Conversation {
  id: string;
  customerName: string;
  customerEmail: string;
  messages: ConversationMessage[];
  unread: number;
  updatedAt: string;
  /** 'contact' for a message from the contact form; absent for every other conversation. */
  kind?: 'contact';
  /** A contact message's subject. */
  subject?: string;
  /** A contact message's phone number, '' when none was given. */
  phone?: string;
}

export interface OutboxEntry {
  id?: number;
  /** 'contact': a visitor's contact message; 'contactReply': staff's reply to one. */
  kind: 'contact' | 'contactReply';
  payload: Record<string, string>;
  createdAt: string;
  attempts: number;
  lastError: string | null;
}

export interface JobApplication {
  id?: number;
  jobId: string;
  jobTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  coverLetter: string;
  linkedin: string;
  portfolio: string;
  resumeName: string | null;
  resumeSize: number | null;
  submittedAt: string;
}

/** Customers added by staff in the admin (derived ones come from orders). */
export interface CustomerRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  joinDate: string;
  status: 'active' | 'inactive';
}

/** One product in an interest lead. */
export interface InterestItem {
  productId: string;
  name: string;
}

/**
 * What a booth visitor left in the cart and the wishlist when the device started over (issue 35,
 * point 10): a lead of kind "interest". Nothing personal unless the visitor gave it by signing in.
 */
export interface InterestLead {
  id: string; // INT-{timestamp}-{random}
  at: string; // ISO
  cart: (InterestItem & { quantity: number })[];
  wishlist: InterestItem[];
  /** The signed-in customer's own name and e-mail; null for a guest. */
  visitor: { name: string; email: string } | null;
}

/** The first released schema; kept so upgrades from it stay tested. */
export const appSchemaV1 = {
  wishlist: 'productId, addedAt',
  orders: 'id, createdAt, status, email',
  orderMessages: 'id, orderId, timestamp, [orderId+timestamp]',
  cartHistory: 'id, owner, status, addedAt, [owner+status]',
  notifications: 'id, timestamp, read',
  settings: 'key',
  conversations: 'id, customerEmail, updatedAt',
  outbox: '++id, kind, createdAt',
  applications: '++id, jobId, submittedAt',
  customers: 'id, &email, joinDate',
} as const;

export const appSchemaV2Changes = {
  orders: 'id, createdAt, status, email, [email+createdAt]',
  cartHistory: 'id, owner, status, addedAt, [owner+status], [owner+addedAt]',
} as const;

/**
 * v3: the admin's orders list pages and sorts over indexes (equal values ordered by `createdAt`
 * in the sort's direction), and the running totals of orderTotals.ts get their tables.
 */
export const appSchemaV3Changes = {
  orders:
    'id, createdAt, status, email, [email+createdAt], [total+createdAt], ' +
    '[nameKey+createdAt], [status+createdAt], [status+id], [status+total+createdAt], ' +
    '[status+nameKey+createdAt]',
  orderDays: 'day',
  orderCustomers: 'email',
} as const;

/**
 * v4: the admin customers list pages, sorts, filters and counts over indexes of the customers'
 * totals (customerListKeys.ts), not over every record; `irregular` finds the few records it must
 * merge in memory.
 */
export const appSchemaV4Changes = {
  orderCustomers:
    'email, nameKey, [spentKey+nameKey], [ordersKey+nameKey], [joinKey+nameKey], ' +
    'lastOrderTime, irregular',
} as const;

/**
 * v5: the admin orders list searches over a multi-entry index of the orders' words
 * (lib/searchWords.ts), not over every order id and customer.
 */
export const appSchemaV5Changes = {
  orders: `${appSchemaV3Changes.orders}, *searchWords`,
} as const;

/**
 * v6: the admin's unread count (issue 33) reads two indexes, not two tables: the order messages'
 * `staffUnread` (unreadKeys.ts) and the conversations' `unread`.
 */
export const appSchemaV6Changes = {
  orderMessages: `${appSchemaV1.orderMessages}, staffUnread`,
  conversations: `${appSchemaV1.conversations}, unread`,
} as const;

/**
 * v8 (issue 35, point 9): contact messages become admin conversations. No index changes; the
 * upgrade asks for the contact messages the backend kept before it to be brought into the inbox
 * once (contactImport.ts).
 */
export const appSchemaV8Changes = {} as const;

/**
 * v9: the booth's interest leads (issue 35, point 10), a new table: nothing to upgrade. (Not v7:
 * v8 came first, and a database already at v8 would never run a v7.)
 */
export const appSchemaV9Changes = {
  interests: 'id, at',
} as const;

export class AppDatabase extends Dexie {
  wishlist!: EntityTable<WishlistEntry, 'productId'>;
  orders!: EntityTable<Order, 'id'>;
  orderMessages!: EntityTable<OrderMessage, 'id'>;
  cartHistory!: EntityTable<CartHistoryRecord, 'id'>;
  notifications!: EntityTable<AppNotification, 'id'>;
  settings!: EntityTable<SettingRecord, 'key'>;
  conversations!: EntityTable<Conversation, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  applications!: EntityTable<JobApplication, 'id'>;
  customers!: EntityTable<CustomerRecord, 'id'>;
  orderDays!: EntityTable<OrderDayRecord, 'day'>;
  orderCustomers!: EntityTable<OrderCustomerRecord, 'email'>;
  interests!: EntityTable<InterestLead, 'id'>;

  constructor(name = appDbName) {
    // No live-query cache: the order totals are written below it (orderTotals.ts), so it would
    // answer a live query's re-run with the totals it read before the orders changed.
    super(name, { cache: 'disabled' });
    this.version(1).stores(appSchemaV1);
    // v2: history lists read newest-first per owner / per customer from an index.
    this.version(2).stores(appSchemaV2Changes);
    this.version(3)
      .stores(appSchemaV3Changes)
      .upgrade((tx) => rebuildOrderTotals(tx));
    this.version(4)
      .stores(appSchemaV4Changes)
      .upgrade((tx) => addCustomerListKeys(tx));
    this.version(5)
      .stores(appSchemaV5Changes)
      .upgrade((tx) => addOrderListKeys(tx));
    this.version(6)
      .stores(appSchemaV6Changes)
      .upgrade((tx) => addStaffUnreadKeys(tx));
    this.version(8)
      .stores(appSchemaV8Changes)
      .upgrade((tx) => askToImportStoredContactMessages(tx));
    this.version(9).stores(appSchemaV9Changes);
    this.use(orderTotalsMiddleware);
    this.use(orderMessageKeysMiddleware);
    // A tab still on an old version must not block an upgrade in a new tab.
    this.on('versionchange', () => {
      this.close();
      if (typeof location !== 'undefined') location.reload();
      return false;
    });
  }
}

export const db = new AppDatabase();
announceAppDb(db);
