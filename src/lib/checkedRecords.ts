// Reading untrusted records. The database can hold anything (an older build, a browser
// extension, a half-written record): one bad record must not blank a page, so every reader checks
// each record against its table's schema (appRecords.ts) and skips the bad ones; so do the API
// clients with a list answer's items (src/api/wire.ts). The pages say how many they could not
// show (src/components/SkippedRecordsNotice.tsx).
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

export type CheckedTable =
  | 'orders'
  | 'orderMessages'
  | 'orderCustomers'
  | 'customers'
  | 'notifications'
  | 'conversations'
  | 'cartHistory'
  | 'products'
  | 'coupons';

type Counts = Readonly<Record<CheckedTable, number>>;

const skipped = new Map<CheckedTable, Set<string>>();
const listeners = new Set<() => void>();
let snapshot: Counts = {
  orders: 0,
  orderMessages: 0,
  orderCustomers: 0,
  customers: 0,
  notifications: 0,
  conversations: 0,
  cartHistory: 0,
  products: 0,
  coupons: 0,
};

function keyOf(record: unknown): string {
  if (record && typeof record === 'object') {
    for (const field of ['id', 'email', 'key'] as const) {
      if (field in record) return String((record as Record<string, unknown>)[field]);
    }
  }
  return JSON.stringify(record) ?? String(record);
}

/** Counts `record` of `table` as skipped (once per key), with why, for the page to say. */
export function noteSkipped(table: CheckedTable, record: unknown, issue: string): void {
  const key = keyOf(record);
  const keys = skipped.get(table) ?? new Set<string>();
  if (keys.has(key)) return;
  keys.add(key);
  skipped.set(table, keys);
  snapshot = { ...snapshot, [table]: keys.size };
  console.warn(
    `[${table}] skipped an unreadable record (${key}): ${issue}; ${keys.size} skipped so far`,
  );
  listeners.forEach((listener) => listener());
}

/** Whether `record` is a valid record of `table`; a bad one is counted as skipped. */
export function readable<T>(table: CheckedTable, schema: z.ZodType, record: unknown): record is T {
  const result = schema.safeParse(record);
  if (!result.success) noteSkipped(table, record, result.error.issues[0]?.message ?? 'invalid');
  return result.success;
}

/**
 * How many distinct unreadable records the readers have skipped in this page so far, per
 * table (a stable object until the counts change, for useSyncExternalStore).
 */
export function skippedRecordCounts(): Counts {
  return snapshot;
}

export function subscribeSkippedRecords(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many records of these tables the page's readers skipped so far (live). */
export function useSkippedRecords(tables: readonly CheckedTable[]): number {
  const counts = useSyncExternalStore(
    subscribeSkippedRecords,
    skippedRecordCounts,
    skippedRecordCounts,
  );
  return tables.reduce((sum, table) => sum + counts[table], 0);
}
