// What the back office's data files read of the app database: every table (Export data) and this
// device's leads window (Export leads). Apart from appData.ts, which every page's start loads (the
// `/` bundle budget), since only Settings → Data needs them.
import {
  appTableNames,
  leadsWindowKey,
  stagedImportKey,
  startedAtKey,
  type AppTables,
  type LeadsWindow,
} from './appData';
import { loadAppDb } from './lazyDb';

/** Every table's records (export). Not for interactive pages: it reads whole tables. */
export async function readAppTables(): Promise<AppTables> {
  const db = await loadAppDb();
  return db.transaction(
    'r',
    appTableNames.map((name) => db[name]),
    async () => {
      const entries = await Promise.all(
        appTableNames.map(async (name) => [name, await db[name].toArray()] as const),
      );
      const tables = Object.fromEntries(entries) as unknown as AppTables;
      // A staged import is not data: it is on its way in. The leads window is this device's.
      tables.settings = tables.settings.filter(
        (record) => record.key !== stagedImportKey && record.key !== leadsWindowKey,
      );

      // Derived on every write (orderTotals.ts): not part of the data.
      tables.orders = tables.orders.map(
        ({ nameKey: _name, searchWords: _words, ...order }) => order,
      );
      tables.orderMessages = tables.orderMessages.map(
        ({ staffUnread: _unread, ...message }) => message,
      );
      return tables;
    },
  );
}

/**
 * This device's leads window; null before the first fill. A database filled before the window
 * existed falls back to when it was last filled or reset.
 */
export async function leadsWindow(): Promise<LeadsWindow | null> {
  const db = await loadAppDb();
  const [window, marker] = await Promise.all([
    db.settings.get(leadsWindowKey),
    db.settings.get(startedAtKey),
  ]);
  const value = window?.value as Partial<LeadsWindow> | undefined;
  if (
    typeof value?.since === 'string' &&
    !Number.isNaN(Date.parse(value.since)) &&
    Array.isArray(value.carried)
  ) {
    return { since: value.since, carried: value.carried.filter((key) => typeof key === 'string') };
  }
  return typeof marker?.value === 'string' ? { since: marker.value, carried: [] } : null;
}
