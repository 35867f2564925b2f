// The back office's reads of the orders: pages of the orders list over indexes, a period's
// totals from the running totals (orderTotals.ts) plus its two partial edge days, the customers'
// totals, and the few orders a page shows. None reads the whole orders table: a search reads the
// orders under one word of the words index.
import Dexie from 'dexie';
import { foundAtWordStart, searchWords } from '../lib/searchWords';
import { db } from './db';
import type { Order } from './recordTypes';
import { isOrder } from './orders';
import { orderCustomerSchema } from './appRecords';
import { readable } from '../lib/checkedRecords';
import {
  addSummary,
  emptySummary,
  mergeSummaries,
  type CustomerSales,
  type OrderDayRecord,
  type OrderSummary,
  summariseByDay,
} from './orderTotals';

const iso = (time: number) => new Date(time).toISOString();

/**
 * Every order created from `start` to `end` (both inclusive), oldest first: a range of the
 * `createdAt` index, not the table (the order report, and a period's two edge days).
 */
export async function ordersBetween(start: number, end: number): Promise<Order[]> {
  const records = await db.orders
    .where('createdAt')
    .between(iso(start), iso(end), true, true)
    .toArray();
  return records.filter((order) => {
    if (!isOrder(order)) return false;
    const time = Date.parse(order.createdAt);
    return time >= start && time <= end;
  });
}

/**
 * The totals of each day from `start` to `end` (inclusive), oldest first: whole days from the
 * running totals, the first and last day summed from their orders in the period.
 */
export async function orderDaysBetween(start: number, end: number): Promise<OrderDayRecord[]> {
  if (!(end >= start)) return [];
  const firstDay = iso(start).slice(0, 10);
  const lastDay = iso(end).slice(0, 10);
  return db.transaction('r', [db.orders, db.orderDays], async () => {
    if (firstDay === lastDay) return summariseByDay(await ordersBetween(start, end));
    const dayEnd = (day: string) => Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 - 1;
    const [first, whole, last] = await Promise.all([
      ordersBetween(start, dayEnd(firstDay)),
      db.orderDays.where('day').between(firstDay, lastDay, false, false).toArray(),
      ordersBetween(Date.parse(`${lastDay}T00:00:00.000Z`), end),
    ]);
    return [...summariseByDay(first), ...whole, ...summariseByDay(last)];
  });
}

/** The totals of the period from `start` to `end` (inclusive). */
export async function orderTotalsBetween(start: number, end: number): Promise<OrderSummary> {
  return mergeSummaries(await orderDaysBetween(start, end));
}

/** Every customer's orders and spending, all time, by e-mail ('' for orders without one). */
export async function customerSales(): Promise<Map<string, CustomerSales>> {
  const records = await db.orderCustomers.toArray();
  const merged = emptySummary();
  for (const record of records) {
    if (!readable('orderCustomers', orderCustomerSchema(), record)) continue;
    addSummary(merged, { ...emptySummary(), customers: record.customers });
  }
  return new Map(Object.entries(merged.customers));
}

/** Whether the customer placed an order from `start` to `end` (inclusive). */
export async function orderedBetween(email: string, start: number, end: number): Promise<boolean> {
  const orders = await db.orders
    .where('[email+createdAt]')
    .between([email, iso(start)], [email, iso(end)], true, true)
    .toArray();
  return orders.some(isOrder);
}

/** The `count` newest readable orders. */
export async function newestOrders(count: number): Promise<Order[]> {
  // Unreadable records are rare: read a few more than asked for until enough pass.
  for (let limit = count; ; limit *= 4) {
    const records = await db.orders.orderBy('createdAt').reverse().limit(limit).toArray();
    const readable = records.filter(isOrder);
    if (readable.length >= count || records.length < limit) return readable.slice(0, count);
  }
}

/** How many orders there are (readable or not). */
export function orderCount(): Promise<number> {
  return db.orders.count();
}

// ---------------------------------------------------------------------------
// The admin orders list.

export type OrderSortKey = 'id' | 'customer' | 'createdAt' | 'status' | 'total';
export type SortDirection = 'asc' | 'desc';

export interface OrderListQuery {
  /** Text found where a word of the id, customer name or e-mail begins, any case; '' for all. */
  q: string;
  /** A status, or null for all. */
  status: string | null;
  sort: OrderSortKey;
  dir: SortDirection;
  /** 1-based; past the end gives the last page. */
  page: number;
  pageSize: number;
}

export interface OrderListPage {
  rows: Order[];
  /** The page shown (clamped). */
  page: number;
  /** Orders that match. */
  total: number;
}

const sortPath: Record<OrderSortKey, string> = {
  id: 'id',
  customer: 'nameKey',
  createdAt: 'createdAt',
  status: 'status',
  total: 'total',
};

/** The index that lists the matching orders in the sort's order. */
function sortedCollection(status: string | null, sort: OrderSortKey) {
  const path = sortPath[sort];
  if (status === null) {
    if (sort === 'id' || sort === 'createdAt') return db.orders.orderBy(path);
    return db.orders.orderBy(`[${path}+createdAt]`);
  }
  // Within one status, sorting by status is sorting by date.
  const index =
    sort === 'id'
      ? '[status+id]'
      : sort === 'createdAt' || sort === 'status'
        ? '[status+createdAt]'
        : `[status+${path}+createdAt]`;
  return db.orders.where(index).between([status, Dexie.minKey], [status, Dexie.maxKey], true, true);
}

function clampPage(page: number, total: number, size: number): number {
  const pages = Math.max(1, Math.ceil(total / size));
  return Math.min(Math.max(1, Math.floor(page) || 1), pages);
}

/** Whether the search finds the order: the query starts a word of its id, name or e-mail. */
export function matchesOrderSearch(order: Order, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [order.id, order.customerInfo?.name, order.customerInfo?.email].some(
    (field) => typeof field === 'string' && foundAtWordStart(field, q),
  );
}

/**
 * The fields the search sorts and matches on have their types: a search checks this much of
 * every match, and the whole record (isOrder) only for the rows of the page it shows.
 */
function isSortable(record: unknown): record is Order {
  const order = record as Partial<Order> | null;
  return (
    typeof order?.id === 'string' &&
    typeof order.createdAt === 'string' &&
    typeof order.status === 'string' &&
    typeof order.total === 'number' &&
    typeof order.customerInfo?.name === 'string' &&
    typeof order.customerInfo.email === 'string'
  );
}

const nameKey = (order: Order) => order.customerInfo.name.trim().toLowerCase();
const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareBy(key: OrderSortKey, a: Order, b: Order): number {
  switch (key) {
    case 'id':
      return binary(a.id, b.id);
    case 'customer':
      return binary(nameKey(a), nameKey(b));
    case 'status':
      return binary(String(a.status), String(b.status));
    case 'total':
      return a.total - b.total;
    case 'createdAt':
    default:
      return 0;
  }
}

/**
 * The list's order, as its indexes give it (a search's matches are sorted with this): by the key
 * (names without case), equal keys by date, both in `dir`.
 */
export function sortOrders(
  orders: readonly Order[],
  key: OrderSortKey,
  dir: SortDirection,
): Order[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...orders].sort(
    (a, b) => sign * (compareBy(key, a, b) || binary(a.createdAt, b.createdAt)),
  );
}

/**
 * The orders a search finds. Each found order has every word of the query at the start of one of
 * its words (lib/searchWords.ts), so the orders under the prefix of the query's rarest word (each
 * word's orders are counted in the words index) hold them all: only those are read.
 */
async function searchOrders(q: string, status: string | null): Promise<Order[]> {
  const needle = q.trim().toLowerCase();
  const words = searchWords([needle]);
  if (words.length === 0) return [];
  const underWord = (word: string) => db.orders.where('searchWords').startsWith(word);
  const counts = words.length > 1 ? await Promise.all(words.map((w) => underWord(w).count())) : [0];
  const rarest = words[counts.indexOf(Math.min(...counts))];
  // An order with two words under the prefix is listed twice by the index.
  const ids = [...new Set(await underWord(rarest).primaryKeys())];
  const found = await db.orders.bulkGet(ids);
  return found.filter(
    (order): order is Order =>
      isSortable(order) &&
      (status === null || order.status === status) &&
      matchesOrderSearch(order, needle),
  );
}

/** One page of the admin orders list. */
export async function orderListPage(query: OrderListQuery): Promise<OrderListPage> {
  const { q, status, sort, dir, pageSize } = query;
  if (q.trim()) {
    const matches = sortOrders(await searchOrders(q, status), sort, dir);
    const page = clampPage(query.page, matches.length, pageSize);
    // As over the indexes: every match counts, the page shows those that are whole orders.
    return {
      rows: matches.slice((page - 1) * pageSize, page * pageSize).filter(isOrder),
      page,
      total: matches.length,
    };
  }
  return db.transaction('r', db.orders, async () => {
    const collection = sortedCollection(status, sort);
    const total = await collection.clone().count();
    const page = clampPage(query.page, total, pageSize);
    const ordered = dir === 'desc' ? collection.reverse() : collection;
    const records = await ordered
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .toArray();
    return { rows: records.filter(isOrder), page, total };
  });
}
