// Running totals of the orders, so the back office's figures never read every order: per UTC day
// (`orderDays`: revenue, counts, sales per category, product and customer) and per customer
// (`orderCustomers`: what each e-mail ordered and spent, all time). A period's figures are its
// whole days from `orderDays` plus its two partial edge days read over the `createdAt` index.
//
// This module is the orders table's one writer (decision 0016): checkout, status changes, the
// customer's seen state, imports, resets, the demo dataset and generated orders all write through
// `addOrders`, `putOrders`, `deleteOrders` and `clearOrders`, which change the totals in the same
// Dexie transaction with Dexie's public API, so its change tracking and live-query cache see
// every write. ESLint refuses a write to `orders` anywhere else (eslint.config.js), and
// orderTotals.test.ts runs every writer against a full recount. Added orders are merged into the
// totals; a changed or deleted order has its day and customer summed again from the orders
// themselves. Only records that pass the readers' checks (orderSchema) count, as in every other
// figure.
import type { Dexie, Table, Transaction } from 'dexie';
import { searchWords } from '../lib/searchWords';
import { orderSchema } from './appRecords';
import { withCustomerListFields } from './customerListKeys';
import type { Order } from './recordTypes';
import {
  addSummary,
  mergeCustomer,
  orderDay,
  summariseByDay,
  summariseOrders,
  toCents,
  type OrderCustomerRecord,
  type OrderDayRecord,
} from './orderSummary';

export * from './orderSummary';

export const ORDERS_TABLE = 'orders';
export const ORDER_DAYS_TABLE = 'orderDays';
export const ORDER_CUSTOMERS_TABLE = 'orderCustomers';

// ---------------------------------------------------------------------------
// The one writer of the orders table.

/** The tables a transaction that writes orders must include: the orders and their totals. */
export const orderWriteTables = [ORDERS_TABLE, ORDER_DAYS_TABLE, ORDER_CUSTOMERS_TABLE];

const isValidOrder = (value: unknown): value is Order => orderSchema().safeParse(value).success;

/** The fields the totals are made of: a change elsewhere (status, seen state) changes none. */
function countedFields(order: Order): string {
  return JSON.stringify([
    order.createdAt,
    order.email,
    order.total,
    order.subtotal,
    order.items,
    order.customerInfo,
  ]);
}

interface Touched {
  days: Set<string>;
  emails: Set<string>;
}

function touch(touched: Touched, value: unknown): void {
  if (!value || typeof value !== 'object') return;
  const order = value as Partial<Order>;
  if (typeof order.createdAt === 'string') touched.days.add(order.createdAt.slice(0, 10));
  if (typeof order.email === 'string') touched.emails.add(order.email);
}

interface Tables {
  orders: Table<unknown, string>;
  days: Table<OrderDayRecord | OrderRecordCount, string>;
  customers: Table<OrderCustomerRecord, string>;
}

function tablesOf(tx: Transaction): Tables {
  return {
    orders: tx.table(ORDERS_TABLE),
    days: tx.table(ORDER_DAYS_TABLE),
    customers: tx.table(ORDER_CUSTOMERS_TABLE),
  };
}

/** The customers' record of some orders, with the customers list's keys (customerListKeys.ts). */
function customersRecord(email: string, orders: readonly Order[]): OrderCustomerRecord {
  return withCustomerListFields({ email, customers: summariseOrders(orders).customers });
}

/** The cents the customers of some records spent (all of it is the orders' revenue). */
function spentIn(records: readonly (OrderCustomerRecord | undefined)[]): number {
  let cents = 0;
  for (const record of records) {
    for (const sales of Object.values(record?.customers ?? {})) cents += sales.spentCents;
  }
  return cents;
}

/** Merges added orders into the stored totals (no order is read); returns the revenue they add. */
async function mergeAdded(tables: Tables, added: readonly Order[]): Promise<number> {
  const byDay = new Map(summariseByDay(added).map((record) => [record.day, record]));
  const byEmail = new Map<string, Order[]>();
  for (const order of added) {
    const list = byEmail.get(order.email);
    if (list) list.push(order);
    else byEmail.set(order.email, [order]);
  }
  const dayKeys = [...byDay.keys()];
  const emailKeys = [...byEmail.keys()];
  const [storedDays, storedCustomers] = await Promise.all([
    tables.days.bulkGet(dayKeys) as Promise<(OrderDayRecord | undefined)[]>,
    tables.customers.bulkGet(emailKeys),
  ]);
  const days = dayKeys.map((day, index) => {
    const stored = storedDays[index];
    return stored ? { ...addSummary(stored, byDay.get(day)!), day } : byDay.get(day)!;
  });
  const customers = emailKeys.map((email, index) => {
    const fresh = customersRecord(email, byEmail.get(email)!);
    const stored = storedCustomers[index];
    if (!stored) return fresh;
    for (const [key, sales] of Object.entries(fresh.customers)) {
      stored.customers[key] = mergeCustomer(stored.customers[key], sales);
    }
    return withCustomerListFields(stored);
  });
  await Promise.all([tables.days.bulkPut(days), tables.customers.bulkPut(customers)]);
  return added.reduce((cents, order) => cents + toCents(order.total), 0);
}

/** Above this many days and customers to sum again, one pass over the table is quicker. */
const PER_KEY_LIMIT = 48;

const validOrders = (records: readonly unknown[]): Order[] => records.filter(isValidOrder);

/**
 * Sums the touched days and customers again from the orders themselves; returns the change of
 * revenue.
 */
async function recount(tables: Tables, touched: Touched): Promise<number> {
  const spentBefore = spentIn(await tables.customers.bulkGet([...touched.emails]));
  const byDay = new Map<string, Order[]>([...touched.days].map((day) => [day, []]));
  const byEmail = new Map<string, Order[]>([...touched.emails].map((email) => [email, []]));
  if (touched.days.size + touched.emails.size > PER_KEY_LIMIT) {
    for (const order of validOrders(await tables.orders.toArray())) {
      byDay.get(orderDay(order))?.push(order);
      byEmail.get(order.email)?.push(order);
    }
  } else {
    await Promise.all([
      ...[...byDay.keys()].map(async (day) => {
        const records = await tables.orders.where('createdAt').startsWith(day).toArray();
        byDay.set(day, validOrders(records));
      }),
      ...[...byEmail.keys()].map(async (email) => {
        byEmail.set(email, validOrders(await tables.orders.where('email').equals(email).toArray()));
      }),
    ]);
  }
  const write = async <Value extends object>(
    table: Table<Value, string>,
    groups: Map<string, Order[]>,
    record: (key: string, orders: Order[]) => Value,
  ): Promise<Value[]> => {
    const empty = [...groups].filter(([, list]) => list.length === 0).map(([key]) => key);
    const values = [...groups]
      .filter(([, list]) => list.length > 0)
      .map(([key, list]) => record(key, list));
    await Promise.all([table.bulkDelete(empty), table.bulkPut(values)]);
    return values;
  };
  const [, customers] = await Promise.all([
    write<OrderDayRecord | OrderRecordCount>(tables.days, byDay, (day, list) => ({
      day,
      ...summariseOrders(list),
    })),
    write(tables.customers, byEmail, customersRecord),
  ]);
  return spentIn(customers) - spentBefore;
}

/** The words the orders list's search finds an order by: its id's, customer name's and e-mail's. */
function orderSearchWords(order: Partial<Order>): string[] {
  return searchWords([order.id, order.customerInfo?.name, order.customerInfo?.email]);
}

/**
 * The order with the keys the orders list reads it by set afresh: `nameKey` (the customer name it
 * sorts by) and `searchWords` (lib/searchWords.ts).
 */
export function withListKeys<Value>(value: Value): Value {
  if (!value || typeof value !== 'object') return value;
  const order = value as Partial<Order>;
  const name = order.customerInfo?.name;
  return {
    ...value,
    ...(typeof name === 'string' ? { nameKey: name.trim().toLowerCase() } : {}),
    searchWords: orderSearchWords(order),
  };
}

/**
 * The `orderDays` record that holds how many records the orders table had when the totals were
 * last brought up to date. Its key sorts before every day, so no range of days includes it.
 */
export const RECORD_COUNT_KEY = '#records';

export interface OrderRecordCount {
  day: typeof RECORD_COUNT_KEY;
  records: number;
  /**
   * The revenue of every counted order, all time (v4): the customers page shows it, and summing
   * it from the totals would read a whole table.
   */
  revenueCents: number;
}

/** What a write did: records added (or removed, negative) and the change of revenue in cents. */
interface Change {
  records: number;
  revenueCents: number;
}

/**
 * Keeps the record count and the all-time revenue by what each write changed, never by counting
 * the table: orders written past this module keep differing from the count until the start-up
 * check (`repairOrderTotals`) rebuilds the totals.
 */
async function keepRecordCount(tables: Tables, change: Change | 'emptied'): Promise<void> {
  const kept = (await tables.days.get(RECORD_COUNT_KEY)) as Partial<OrderRecordCount> | undefined;
  if (kept && change !== 'emptied' && change.records === 0 && change.revenueCents === 0) return;
  const before = (field: 'records' | 'revenueCents') =>
    Number.isFinite(kept?.[field]) ? kept![field]! : 0;
  await tables.days.put({
    day: RECORD_COUNT_KEY,
    records: change === 'emptied' ? 0 : before('records') + change.records,
    revenueCents: change === 'emptied' ? 0 : before('revenueCents') + change.revenueCents,
  });
}

/** What one call writes to the orders table. */
type OrderWrite =
  { kind: 'add' | 'put'; values: readonly unknown[] } | { kind: 'delete'; ids: readonly string[] };

/** A record's key ('' for none: the write then fails, as a record without a key cannot be put). */
const idOf = (value: unknown): string => (value as { id?: string } | null)?.id ?? '';

/** Writes to the orders table and brings the totals up to date; returns what changed. */
async function applyWrite(tables: Tables, write: OrderWrite): Promise<Change> {
  const touched: Touched = { days: new Set(), emails: new Set() };
  const added: Order[] = [];
  let records = 0;
  if (write.kind === 'delete') {
    const before = await tables.orders.bulkGet([...write.ids]);
    await tables.orders.bulkDelete([...write.ids]);
    for (const old of before) {
      if (old === undefined) continue;
      records -= 1;
      touch(touched, old);
    }
  } else {
    const values = write.values.map(withListKeys);
    const before =
      write.kind === 'put'
        ? await tables.orders.bulkGet(values.map(idOf))
        : values.map(() => undefined);
    if (write.kind === 'add') await tables.orders.bulkAdd(values);
    else await tables.orders.bulkPut(values);
    values.forEach((value, index) => {
      const old = before[index];
      if (old === undefined) {
        records += 1;
        if (isValidOrder(value)) added.push(value);
      } else if (
        !isValidOrder(old) ||
        !isValidOrder(value) ||
        countedFields(old) !== countedFields(value)
      ) {
        touch(touched, old);
        touch(touched, value);
      }
    });
  }
  if (touched.days.size || touched.emails.size) {
    // Orders added in the same write are read back with the rest.
    added.forEach((order) => touch(touched, order));
    return { records, revenueCents: await recount(tables, touched) };
  }
  return { records, revenueCents: added.length ? await mergeAdded(tables, added) : 0 };
}

/**
 * Runs `write` over the orders and their totals in one transaction: the caller's, which must then
 * include `orderWriteTables` (Dexie refuses it otherwise), else a transaction of its own. Dexie
 * runs a transaction's nested ones one at a time, so two writes cannot lose one's totals, and a
 * write that fails aborts the caller's transaction with it: orders and totals change together or
 * not at all.
 */
function inOrdersTransaction<T>(db: Dexie, write: (tables: Tables) => Promise<T>): Promise<T> {
  return db.transaction('rw', orderWriteTables, (tx) => write(tablesOf(tx)));
}

function writeOrders(db: Dexie, write: OrderWrite): Promise<void> {
  return inOrdersTransaction(db, async (tables) => {
    await keepRecordCount(tables, await applyWrite(tables, write));
  });
}

/** Adds new orders (one whose id is taken fails the write). */
export function addOrders(db: Dexie, orders: readonly Order[]): Promise<void> {
  return writeOrders(db, { kind: 'add', values: orders });
}

/** Adds or replaces orders. Records that fail `orderSchema` are stored but never counted. */
export function putOrders(db: Dexie, orders: readonly Order[]): Promise<void> {
  return writeOrders(db, { kind: 'put', values: orders });
}

export function deleteOrders(db: Dexie, ids: readonly string[]): Promise<void> {
  return writeOrders(db, { kind: 'delete', ids });
}

/** Empties the orders table, and with it the totals. */
export function clearOrders(db: Dexie): Promise<void> {
  return inOrdersTransaction(db, async (tables) => {
    await Promise.all([tables.orders.clear(), tables.days.clear(), tables.customers.clear()]);
    await keepRecordCount(tables, 'emptied');
  });
}

/** The schema upgrade that adds the list's search: sets every order's list keys. */
export async function addOrderListKeys(tx: Transaction): Promise<void> {
  await tx
    .table(ORDERS_TABLE)
    .toCollection()
    .modify((order: Order, ref: { value: Order }) => {
      ref.value = withListKeys(order) as Order;
    });
}

/**
 * The schema upgrade that adds the totals: sets every order's list keys and builds both totals
 * tables from the orders.
 */
export async function rebuildOrderTotals(tx: Transaction): Promise<void> {
  await addOrderListKeys(tx);
  const records = (await tx.table(ORDERS_TABLE).toArray()) as unknown[];
  const orders = records.filter(isValidOrder);
  const byEmail = new Map<string, Order[]>();
  for (const order of orders) {
    const list = byEmail.get(order.email);
    if (list) list.push(order);
    else byEmail.set(order.email, [order]);
  }
  await tx.table(ORDER_DAYS_TABLE).clear();
  await tx.table(ORDER_CUSTOMERS_TABLE).clear();
  await tx.table(ORDER_DAYS_TABLE).bulkPut(summariseByDay(orders));
  await tx
    .table(ORDER_CUSTOMERS_TABLE)
    .bulkPut([...byEmail].map(([email, list]) => customersRecord(email, list)));
  const count: OrderRecordCount = {
    day: RECORD_COUNT_KEY,
    records: records.length,
    revenueCents: orders.reduce((cents, order) => cents + toCents(order.total), 0),
  };
  await tx.table(ORDER_DAYS_TABLE).put(count);
}

/**
 * The v4 upgrade: the customers list's keys on every customers record, and the all-time revenue
 * beside the record count, both from the totals v3 kept (no order is read).
 */
export async function addCustomerListKeys(tx: Transaction): Promise<void> {
  let revenueCents = 0;
  await tx
    .table(ORDER_CUSTOMERS_TABLE)
    .toCollection()
    .modify((record: OrderCustomerRecord, ref: { value: OrderCustomerRecord }) => {
      revenueCents += spentIn([record]);
      ref.value = withCustomerListFields(record);
    });
  const kept = (await tx.table(ORDER_DAYS_TABLE).get(RECORD_COUNT_KEY)) as
    Partial<OrderRecordCount> | undefined;
  if (kept) await tx.table(ORDER_DAYS_TABLE).put({ ...kept, revenueCents });
}

/**
 * Builds the totals again when the orders table holds another number of records than they were
 * kept for. Still needed without a middleware: records written past this module and past Dexie
 * (the end-to-end tests and the bench put orders straight into IndexedDB, as a hand edit in the
 * browser's tools can) then count from the next start on. One count and one get when nothing is
 * amiss. Returns whether it rebuilt them.
 */
export function repairOrderTotals(db: Dexie): Promise<boolean> {
  return db.transaction('rw', orderWriteTables, async (tx) => {
    const [kept, records] = await Promise.all([
      tx.table(ORDER_DAYS_TABLE).get(RECORD_COUNT_KEY) as Promise<OrderRecordCount | undefined>,
      tx.table(ORDERS_TABLE).count(),
    ]);
    if (kept?.records === records) return false;
    await rebuildOrderTotals(tx);
    return true;
  });
}
