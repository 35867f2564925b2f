// The admin customers list's reads of the customers' running totals (orderTotals.ts), over the
// indexes of their list keys (customerListKeys.ts): a page of records, counts of index ranges,
// and, for a status filter or a search, the e-mails (keys only) in the sort's order. No reader
// here reads every record.
import Dexie from 'dexie';
import { orderCustomerSchema } from './appRecords';
import { readable } from '../lib/checkedRecords';
import { db } from './db';
import {
  customerSortIndex,
  nameOfKey,
  type CustomerSort,
  type CustomerSortKey,
} from './customerListKeys';
import { orderedBetween } from './orderQueries';
import { RECORD_COUNT_KEY, type CustomerSales, type OrderCustomerRecord } from './orderTotals';

/** A listed customer as stored: its e-mail and its totals. */
export interface StoredCustomer {
  email: string;
  sales: CustomerSales;
}

/** A stored record, or null when it is absent (a bulkGet's miss) or unreadable (counted). */
function parseRecord(value: unknown): OrderCustomerRecord | null {
  if (value === undefined) return null;
  return readable<OrderCustomerRecord>('orderCustomers', orderCustomerSchema(), value)
    ? value
    : null;
}

/** The records' customers that are listed from the indexes; unreadable records are skipped. */
function listedOf(values: readonly unknown[]): StoredCustomer[] {
  const customers: StoredCustomer[] = [];
  for (const value of values) {
    const record = parseRecord(value);
    const sales = record?.customers[record.email];
    if (record && sales && (value as { nameKey?: unknown }).nameKey !== undefined) {
      customers.push({ email: record.email, sales });
    }
  }
  return customers;
}

const index = (sort: CustomerSort) => customerSortIndex[sort];

/** How many customers the indexes list (every sort's index holds the same records). */
export function listedCustomerCount(): Promise<number> {
  return db.orderCustomers.orderBy('nameKey').count();
}

/** `limit` listed customers from position `offset` of the sort's order. */
export async function listedCustomersAt(
  sort: CustomerSort,
  offset: number,
  limit: number,
): Promise<StoredCustomer[]> {
  if (limit <= 0) return [];
  const records = await db.orderCustomers
    .orderBy(index(sort))
    .offset(offset)
    .limit(limit)
    .toArray();
  return listedOf(records);
}

/** The position a customer with this key and e-mail would take in the sort's index. */
export async function listedCustomersBefore(
  sort: CustomerSort,
  key: CustomerSortKey,
  email: string,
): Promise<number> {
  const [below, equal] = await Promise.all([
    db.orderCustomers.where(index(sort)).below(key).count(),
    db.orderCustomers.where(index(sort)).equals(key).primaryKeys(),
  ]);
  return below + equal.filter((other) => other < email).length;
}

/** Every listed customer's e-mail in the sort's order: keys only, one read of the index. */
export function listedEmailsInOrder(sort: CustomerSort): Promise<string[]> {
  return db.orderCustomers.orderBy(index(sort)).primaryKeys();
}

/**
 * The listed e-mails whose customer's name (lower-cased) or e-mail contains `needle`, in name
 * order. A substring is no index range: this walks the name index's keys (no record is read).
 */
export async function listedEmailsMatching(needle: string): Promise<string[]> {
  const found: string[] = [];
  await db.orderCustomers.orderBy('nameKey').eachKey((key, cursor) => {
    const email = String(cursor.primaryKey);
    if (nameOfKey(String(key)).includes(needle) || email.includes(needle)) found.push(email);
  });
  return found;
}

/** The listed customers with these e-mails (absent ones are left out). */
export async function listedCustomersByEmail(
  emails: readonly string[],
): Promise<Map<string, StoredCustomer>> {
  if (emails.length === 0) return new Map();
  const records = await db.orderCustomers.bulkGet([...emails]);
  return new Map(listedOf(records).map((customer) => [customer.email, customer]));
}

/**
 * The listed customers who ordered from `start` to `end` (inclusive): those whose last order is
 * in the period, and those whose last order is later (a clock or an import ahead of now) or no
 * time and who have an order in it (looked up; they are rare). `emails: false` only counts.
 */
export async function listedActiveCustomers(
  start: number,
  end: number,
  emails: boolean,
): Promise<{ count: number; emails: Set<string> | null }> {
  const inPeriod = db.orderCustomers.where('lastOrderTime').between(start, end, true, true);
  const [keys, count, later] = await Promise.all([
    emails ? inPeriod.clone().primaryKeys() : Promise.resolve(null),
    inPeriod.count(),
    db.orderCustomers.where('lastOrderTime').above(end).primaryKeys(),
  ]);
  const laterActive = (
    await Promise.all(
      later.map(async (email) => ((await orderedBetween(email, start, end)) ? email : null)),
    )
  ).filter((email): email is string => email !== null);
  return {
    count: count + laterActive.length,
    emails: keys ? new Set([...keys, ...laterActive]) : null,
  };
}

/** How many listed customers' first order is from `from` to `to` (inclusive, ms). */
export function listedCustomersJoinedBetween(from: number, to: number): Promise<number> {
  return db.orderCustomers
    .where('[joinKey+nameKey]')
    .between([-to, Dexie.minKey], [-from, Dexie.maxKey], true, true)
    .count();
}

/**
 * The records the list merges in memory (`irregular`: orders without an e-mail, or with one not
 * lower-cased): normally none, and a handful at most.
 */
export async function irregularCustomerRecords(): Promise<OrderCustomerRecord[]> {
  const records = await db.orderCustomers.where('irregular').equals(1).toArray();
  return records.map(parseRecord).filter((record) => record !== null);
}

/** The revenue of every order, all time, in cents (kept beside the orders' record count). */
export async function allTimeRevenueCents(): Promise<number> {
  const kept = await db.orderDays.get(RECORD_COUNT_KEY);
  const cents = (kept as { revenueCents?: unknown } | undefined)?.revenueCents;
  return typeof cents === 'number' && Number.isFinite(cents) ? cents : 0;
}
