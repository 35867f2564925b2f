// The app's own database: what the spec keeps in browser storage. Only the
// app touches it (the mocked backend has its own, mocks/db.ts). Every schema
// change is a new version whose upgrade keeps existing data.
import Dexie, { type EntityTable } from 'dexie';
import { announceAppDb, appDbName } from './appDbRegistry';
import { addStaffUnreadKeys, orderMessageKeysMiddleware } from './unreadKeys';
import { askToImportStoredContactMessages } from './contactImport';
import {
  addCustomerListKeys,
  addOrderListKeys,
  rebuildOrderTotals,
  type OrderCustomerRecord,
  type OrderDayRecord,
} from './orderTotals';
import type * as Records from './recordTypes';

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

/** The orders table's write methods, which only orderTotals.ts (the orders' one writer) may use. */
type OrderTableWrites =
  | 'add'
  | 'put'
  | 'bulkAdd'
  | 'bulkPut'
  | 'update'
  | 'bulkUpdate'
  | 'upsert'
  | 'delete'
  | 'bulkDelete'
  | 'clear';

/**
 * The orders table as the rest of the app sees it: no write method can be called, so a write
 * goes through orderTotals.ts and keeps the order totals (its collections' `modify` and `delete`
 * are refused by ESLint).
 */
export type OrdersTable = EntityTable<Records.Order, 'id'> & Record<OrderTableWrites, never>;

export class AppDatabase extends Dexie {
  wishlist!: EntityTable<Records.WishlistEntry, 'productId'>;
  orders!: OrdersTable;
  orderMessages!: EntityTable<Records.OrderMessage, 'id'>;
  cartHistory!: EntityTable<Records.CartHistoryRecord, 'id'>;
  notifications!: EntityTable<Records.AppNotification, 'id'>;
  settings!: EntityTable<Records.SettingRecord, 'key'>;
  conversations!: EntityTable<Records.Conversation, 'id'>;
  outbox!: EntityTable<Records.OutboxEntry, 'id'>;
  applications!: EntityTable<Records.JobApplication, 'id'>;
  customers!: EntityTable<Records.CustomerRecord, 'id'>;
  orderDays!: EntityTable<OrderDayRecord, 'day'>;
  orderCustomers!: EntityTable<OrderCustomerRecord, 'email'>;
  interests!: EntityTable<Records.InterestLead, 'id'>;

  constructor(name = appDbName) {
    super(name);
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
announceAppDb();
