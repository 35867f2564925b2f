// Running totals of the orders, so the back office's figures never read every order: per UTC day
// (`orderDays`: revenue, counts, sales per category, product and customer) and per customer
// (`orderCustomers`: what each e-mail ordered and spent, all time). A period's figures are its
// whole days from `orderDays` plus its two partial edge days read over the `createdAt` index.
//
// A DBCore middleware keeps them exact, as mocks/productStats.ts does for the catalogue: every
// read-write transaction that includes `orders` also includes both tables, and every orders
// mutation updates them in that same transaction, whatever Dexie API made it (checkout, the admin,
// imports, the generator, tests writing to the table). Added orders are merged into the totals;
// a changed or deleted order has its day and customer summed again from the orders themselves.
// Only records that pass the readers' checks (orderSchema) count, as in every other figure.
import type {
  Dexie,
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
  Transaction,
} from 'dexie';
import { existingRecords, mutationQueue, succeeded } from '../lib/dexieMutations';
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

export const ORDER_DAYS_TABLE = 'orderDays';
export const ORDER_CUSTOMERS_TABLE = 'orderCustomers';
const ORDERS_TABLE = 'orders';

/** Dexie's `DBCoreRangeType` values (a const enum, which isolated modules cannot import). */
const RANGE = 2;
const ANY_RANGE = 3;
const ANY_KEY: DBCoreKeyRange = {
  type: ANY_RANGE,
  lower: -Infinity,
  lowerOpen: false,
  upper: [[]],
  upperOpen: false,
};

// ---------------------------------------------------------------------------
// The middleware.

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
  orders: DBCoreTable;
  days: DBCoreTable;
  customers: DBCoreTable;
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

/**
 * Merges added orders into the stored totals (no order is read); returns the revenue they add.
 */
async function mergeAdded(
  tables: Tables,
  trans: DBCoreTransaction,
  added: readonly Order[],
): Promise<number> {
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
    tables.days.getMany({ trans, keys: dayKeys }) as Promise<(OrderDayRecord | undefined)[]>,
    tables.customers.getMany({ trans, keys: emailKeys }) as Promise<
      (OrderCustomerRecord | undefined)[]
    >,
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
  await Promise.all([
    days.length ? tables.days.mutate({ type: 'put', trans, values: days }) : undefined,
    customers.length
      ? tables.customers.mutate({ type: 'put', trans, values: customers })
      : undefined,
  ]);
  return added.reduce((cents, order) => cents + toCents(order.total), 0);
}

/** Above this many days and customers to sum again, one pass over the table is quicker. */
const PER_KEY_LIMIT = 48;

async function readOrders(
  orders: DBCoreTable,
  trans: DBCoreTransaction,
  indexPath: string | null,
  range: DBCoreKeyRange,
): Promise<Order[]> {
  const index = indexPath ? orders.schema.getIndexByKeyPath(indexPath) : orders.schema.primaryKey;
  if (!index) throw new Error(`orders: no index ${indexPath}`);
  const { result } = await orders.query({ trans, values: true, query: { index, range } });
  return (result as unknown[]).filter(isValidOrder);
}

const equalRange = (key: string): DBCoreKeyRange => ({
  type: RANGE,
  lower: key,
  upper: key,
  lowerOpen: false,
  upperOpen: false,
});

const prefixRange = (prefix: string): DBCoreKeyRange => ({
  type: RANGE,
  lower: prefix,
  upper: `${prefix}\uffff`,
  lowerOpen: false,
  upperOpen: false,
});

/**
 * Sums the touched days and customers again from the orders themselves; returns the change of
 * revenue.
 */
async function recount(tables: Tables, trans: DBCoreTransaction, touched: Touched) {
  const spentBefore = spentIn(
    (await tables.customers.getMany({ trans, keys: [...touched.emails] })) as (
      OrderCustomerRecord | undefined
    )[],
  );
  const byDay = new Map<string, Order[]>([...touched.days].map((day) => [day, []]));
  const byEmail = new Map<string, Order[]>([...touched.emails].map((email) => [email, []]));
  if (touched.days.size + touched.emails.size > PER_KEY_LIMIT) {
    for (const order of await readOrders(tables.orders, trans, null, ANY_KEY)) {
      byDay.get(orderDay(order))?.push(order);
      byEmail.get(order.email)?.push(order);
    }
  } else {
    await Promise.all([
      ...[...byDay.keys()].map(async (day) => {
        byDay.set(day, await readOrders(tables.orders, trans, 'createdAt', prefixRange(day)));
      }),
      ...[...byEmail.keys()].map(async (email) => {
        byEmail.set(email, await readOrders(tables.orders, trans, 'email', equalRange(email)));
      }),
    ]);
  }
  const write = async <Value extends object>(
    table: DBCoreTable,
    groups: Map<string, Order[]>,
    record: (key: string, orders: Order[]) => Value,
  ): Promise<Value[]> => {
    const empty = [...groups].filter(([, list]) => list.length === 0).map(([key]) => key);
    const values = [...groups]
      .filter(([, list]) => list.length > 0)
      .map(([key, list]) => record(key, list));
    if (empty.length) await table.mutate({ type: 'delete', trans, keys: empty });
    if (values.length) await table.mutate({ type: 'put', trans, values });
    return values;
  };
  const [, customers] = await Promise.all([
    write(tables.days, byDay, (day, list) => ({ day, ...summariseOrders(list) })),
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
export function withListKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const order = value as Partial<Order>;
  const name = order.customerInfo?.name;
  return {
    ...value,
    ...(typeof name === 'string' ? { nameKey: name.trim().toLowerCase() } : {}),
    searchWords: orderSearchWords(order),
  };
}

/** What a mutation did to the all-time revenue: a change in cents, or emptied it. */
type RevenueChange = number | 'emptied';

async function mutateOrders(
  tables: Tables,
  request: DBCoreMutateRequest,
): Promise<{ response: DBCoreMutateResponse; revenue: RevenueChange }> {
  const req: DBCoreMutateRequest =
    request.type === 'add' || request.type === 'put'
      ? { ...request, values: request.values.map(withListKeys) }
      : request;
  const { trans } = req;
  // Emptying the table (`clear()`) empties the totals, without reading any order.
  if (req.type === 'deleteRange' && req.range.type === ANY_RANGE) {
    const response = await tables.orders.mutate(req);
    await Promise.all([
      tables.days.mutate({ type: 'deleteRange', trans, range: ANY_KEY }),
      tables.customers.mutate({ type: 'deleteRange', trans, range: ANY_KEY }),
    ]);
    return { response, revenue: 'emptied' };
  }
  const before = await existingRecords(tables.orders, trans, req);
  const response = await tables.orders.mutate(req);
  const added: Order[] = [];
  const touched: Touched = { days: new Set(), emails: new Set() };
  if (req.type === 'deleteRange') {
    before.forEach((old) => touch(touched, old));
  } else if (req.type === 'delete') {
    req.keys.forEach((_, index) => {
      if (succeeded(response, index)) touch(touched, before[index]);
    });
  } else {
    req.values.forEach((value, index) => {
      if (!succeeded(response, index)) return;
      const old = before[index];
      if (old === undefined) {
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
  let revenue = 0;
  if (touched.days.size || touched.emails.size) {
    // Orders added in the same request are read back with the rest.
    added.forEach((order) => touch(touched, order));
    revenue = await recount(tables, trans, touched);
  } else if (added.length) {
    revenue = await mergeAdded(tables, trans, added);
  }
  return { response, revenue };
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

async function writeRecordCount(tables: Tables, trans: DBCoreTransaction, revenue: RevenueChange) {
  const [records, [kept]] = await Promise.all([
    tables.orders.count({
      trans,
      query: { index: tables.orders.schema.primaryKey, range: ANY_KEY },
    }),
    tables.days.getMany({ trans, keys: [RECORD_COUNT_KEY] }) as Promise<
      (Partial<OrderRecordCount> | undefined)[]
    >,
  ]);
  const before = Number.isFinite(kept?.revenueCents) ? kept!.revenueCents! : 0;
  const value: OrderRecordCount = {
    day: RECORD_COUNT_KEY,
    records,
    revenueCents: revenue === 'emptied' ? 0 : before + revenue,
  };
  await tables.days.mutate({ type: 'put', trans, values: [value] });
}

/** One mutation at a time per transaction: each reads the totals the one before wrote. */
const serialized = mutationQueue();

/** The DBCore middleware; `AppDatabase` installs it. */
export const orderTotalsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'orderTotals',
  // At the bottom of the stack, right above IndexedDB, as productStatsMiddleware and for the
  // same reason: Dexie's own middlewares rely on its transaction zone, which awaits here lose.
  level: -2,
  create(down) {
    return {
      ...down,
      transaction(stores, mode, options) {
        const scope =
          mode === 'readwrite' && stores.includes(ORDERS_TABLE)
            ? [...new Set([...stores, ORDER_DAYS_TABLE, ORDER_CUSTOMERS_TABLE])]
            : stores;
        return down.transaction(scope, mode, options);
      },
      table(name) {
        const table = down.table(name);
        if (name !== ORDERS_TABLE) return table;
        // Looked up on the first write: a schema upgrade reads the orders before the totals'
        // tables exist.
        let tables: Tables | null = null;
        const tablesNow = () =>
          (tables ??= {
            orders: table,
            days: down.table(ORDER_DAYS_TABLE),
            customers: down.table(ORDER_CUSTOMERS_TABLE),
          });
        return {
          ...table,
          // Every write also sets the order's list keys, whichever API made it.
          mutate: (req) =>
            serialized(req.trans, async () => {
              const { response, revenue } = await mutateOrders(tablesNow(), req);
              await writeRecordCount(tablesNow(), req.trans, revenue);
              return response;
            }),
        } satisfies DBCoreTable;
      },
    };
  },
};

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
 * kept for: records written past Dexie (a hand edit, another program, a test writing IndexedDB
 * directly) then count from the next start on. Returns whether it rebuilt them.
 */
export function repairOrderTotals(db: Dexie): Promise<boolean> {
  const tables = [ORDERS_TABLE, ORDER_DAYS_TABLE, ORDER_CUSTOMERS_TABLE];
  return db.transaction('rw', tables, async (tx) => {
    const [kept, records] = await Promise.all([
      tx.table(ORDER_DAYS_TABLE).get(RECORD_COUNT_KEY) as Promise<OrderRecordCount | undefined>,
      tx.table(ORDERS_TABLE).count(),
    ]);
    if (kept?.records === records) return false;
    await rebuildOrderTotals(tx);
    return true;
  });
}
