// The app database as a whole (issue 17): the demo dataset it starts with, and replacing every
// table at once (reset, import). Each table keeps its one owner for everyday reads and writes;
// this module only fills or empties them all in one transaction.
import type { Table } from 'dexie';
import type { AppDatabase } from './db';
import type * as Records from './recordTypes';
import { contactImportMarker } from './contactImport';
import { providedDemoTables, providedOrderGenerator } from './demoSource';
import { loadAppDb } from './lazyDb';
import type { addOrders, clearOrders, putOrders } from './orderTotals';

/** Every table's records. */
export interface AppTables {
  wishlist: Records.WishlistEntry[];
  orders: Records.Order[];
  orderMessages: Records.OrderMessage[];
  cartHistory: Records.CartHistoryRecord[];
  notifications: Records.AppNotification[];
  settings: Records.SettingRecord[];
  conversations: Records.Conversation[];
  outbox: Records.OutboxEntry[];
  applications: Records.JobApplication[];
  customers: Records.CustomerRecord[];
  interests: Records.InterestLead[];
}

export const appTableNames = [
  'wishlist',
  'orders',
  'orderMessages',
  'cartHistory',
  'notifications',
  'settings',
  'conversations',
  'outbox',
  'applications',
  'customers',
  'interests',
] as const satisfies readonly (keyof AppTables)[];

/** What a reset starts from: the demo dataset, or an empty shop. */
export type StartingData = 'demo' | 'empty';

/** The marker (in the settings table) that says which starting data the database holds. */
export const startingDataKey = 'seed.startingData';
/** When the database was last filled or reset (ISO), wherever that was. */
export const startedAtKey = 'seed.startedAt';

/**
 * This device's leads window (issue 35, point 27): what it collected since its own last fill,
 * reset or import. Set here, never taken from a data file (a file's `seed.startedAt` is the
 * exporting device's), and never exported.
 */
export const leadsWindowKey = 'leads.window';

export interface LeadsWindow {
  /** When this device's window opened (ISO, its own clock). */
  since: string;
  /**
   * Leads an import brought in that are dated at or after `since` (another device's clock ran
   * ahead): kind and id, e.g. `order:ORD-…`. Not this device's, so never its leads.
   */
  carried: string[];
}

/** The settings record that opens this device's leads window at `now`. */
export function leadsWindowRecord(now: Date, carried: string[] = []): Records.SettingRecord {
  const window: LeadsWindow = { since: now.toISOString(), carried };
  return { key: leadsWindowKey, value: window };
}

/**
 * Empties every table and writes `tables` in one transaction: a reader sees the old data or the
 * new, never a mix, and a tab closed half-way leaves the old data.
 */
export async function replaceAppTables(tables: Partial<AppTables>): Promise<void> {
  const [db, orders] = await loadAppDbForWrites();
  await db.transaction('rw', appTables(db), () =>
    writeTables(db, orders, tables, { clearFirst: true }),
  );
}

/** The orders table's one writer (./orderTotals.ts), which keeps the order totals. */
export interface OrderWriter {
  addOrders: typeof addOrders;
  putOrders: typeof putOrders;
  clearOrders: typeof clearOrders;
}

/**
 * The app database and the orders' writer, loaded before a transaction opens (code loaded inside
 * one lets it commit). Loaded on demand: every page's start loads this module.
 */
export function loadAppDbForWrites(): Promise<[AppDatabase, OrderWriter]> {
  return Promise.all([loadAppDb(), import('./orderTotals')]);
}

/** Every table, and the order totals, for a transaction over all of them. */
export function appTables(db: AppDatabase): Table[] {
  const tables = appTableNames.map((name) => db[name] as unknown as Table);
  return [...tables, db.orderDays, db.orderCustomers] as Table[];
}

/**
 * Writes every table's records (the orders through their writer); call inside a read-write
 * transaction over `appTables`.
 */
export async function writeTables(
  db: AppDatabase,
  orders: OrderWriter,
  tables: Partial<AppTables>,
  { clearFirst }: { clearFirst: boolean },
): Promise<void> {
  for (const name of appTableNames) {
    if (name === 'orders') {
      if (clearFirst) await orders.clearOrders(db);
      const records = tables.orders ?? [];
      if (records.length) await (clearFirst ? orders.addOrders : orders.putOrders)(db, records);
      continue;
    }
    // Each table's own type: the union of tables cannot express that to the compiler.
    const table = db[name] as unknown as Table;
    const records = tables[name] ?? [];
    if (clearFirst) {
      await table.clear();
      // Into an empty table: two records with one key fail the whole write.
      if (records.length) await table.bulkAdd(records);
    } else if (records.length) {
      await table.bulkPut(records);
    }
  }
}

/** The settings record that holds a staged import (./stagedImport.ts). */
export const stagedImportKey = 'import.staged';

/** Whether an import is staged: start-up loads ./stagedImport.ts only then. */
export async function hasStagedImport(): Promise<boolean> {
  const db = await loadAppDb();
  return (await db.settings.get(stagedImportKey)) !== undefined;
}

/** Which starting data the database was filled with, or null before the first fill. */
export async function startingDataOf(): Promise<StartingData | null> {
  const db = await loadAppDb();
  const marker = await db.settings.get(startingDataKey);
  return marker?.value === 'demo' || marker?.value === 'empty' ? marker.value : null;
}

/** The most orders one "Generate orders" adds. */
export const MAX_GENERATED_ORDERS = 50_000;

/**
 * Adds `count` generated orders (a year of them before `now`, in the demo dataset's shape) to
 * the app's database, all or none: for measuring the back office at a real shop's size (issue
 * 19). Each call draws its own orders, so calls add up; a reset removes them.
 */
export async function addGeneratedOrders(count: number, now: Date = new Date()): Promise<void> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED_ORDERS) {
    throw new RangeError(`count must be a whole number from 1 to ${MAX_GENERATED_ORDERS}`);
  }
  const generateOrders = providedOrderGenerator();
  if (!generateOrders) throw new Error('the order generator was not provided at start-up');
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const orders = await generateOrders(now, { count, seed });
  const [db, { addOrders }] = await loadAppDbForWrites();
  await addOrders(db, orders);
}

/** The starting tables: the demo dataset, or nothing but the marker for an empty shop. */
export async function startingTables(
  kind: StartingData,
  now: Date = new Date(),
): Promise<Partial<AppTables>> {
  const loadDemoTables = providedDemoTables();
  const demo = kind === 'demo' && loadDemoTables ? await loadDemoTables(now) : {};
  return {
    ...demo,
    settings: [
      { key: startingDataKey, value: kind },
      { key: startedAtKey, value: now.toISOString() },
      leadsWindowRecord(now),
      // The backend's demo data has contact messages: the inbox brings them in once.
      ...(kind === 'demo' ? [contactImportMarker(now)] : []),
    ],
  };
}

/**
 * Where a fresh database starts: the demo dataset unless this browser was told to start empty
 * (localStorage `skyforge.startingData` = `empty`; the end-to-end tests and testers use it).
 */
export const startingDataPreferenceKey = 'skyforge.startingData';

function preferredStartingData(): StartingData {
  try {
    return globalThis.localStorage?.getItem(startingDataPreferenceKey) === 'empty'
      ? 'empty'
      : 'demo';
  } catch {
    return 'demo';
  }
}

// Callers at the same time share one run.
let ensuring: Promise<void> | null = null;

/**
 * Fills a database that was never filled with its starting data, once. Checked again inside the
 * write, so two tabs starting at once do not both fill it; data already there is kept.
 */
export function ensureStartingData(): Promise<void> {
  ensuring ??= (async () => {
    if ((await startingDataOf()) !== null) return;
    const tables = await startingTables(preferredStartingData());
    const [db, orders] = await loadAppDbForWrites();
    await db.transaction('rw', appTables(db), async () => {
      if (await db.settings.get(startingDataKey)) return;
      await writeTables(db, orders, tables, { clearFirst: false });
    });
  })().finally(() => {
    ensuring = null;
  });
  return ensuring;
}

/**
 * Brings the order totals in line with the orders table, once per start: orders written past the
 * app (repairOrderTotals) count from then on.
 */
export async function checkOrderTotals(): Promise<void> {
  const db = await loadAppDb();
  const { repairOrderTotals } = await import('./orderTotals');
  if (await repairOrderTotals(db)) {
    console.info('[app database] the order totals were built again from the orders');
  }
}
