// The app database, loaded on demand. Shop pages read it only for a count or a
// heart; a first visit has no database yet, so it never downloads Dexie (31 kB
// gzip) just to learn that there is nothing in it. The modules every shop page
// imports (./wishlist, ./cartHistory) reach the database only through here, and
// every live read goes through ./useLocalQuery, which loads it from here.
import { appDbName, onAppDbAnnounced } from './appDbRegistry';
import type { AppDatabase } from './db';

let loading: Promise<AppDatabase> | null = null;
const waiting = new Set<() => void>();

function wakeWaiting() {
  waiting.forEach((wake) => wake());
  waiting.clear();
}

/** The database, loading its code on first call (the first write does this). */
export function loadAppDb(): Promise<AppDatabase> {
  if (!loading) {
    loading = import('./db').then((module) => module.db);
    wakeWaiting();
  }
  return loading;
}

// db.ts loaded by a static import elsewhere (an admin or checkout page): readers may start (the
// import below finds the module loaded).
onAppDbAnnounced(() => {
  loading ??= import('./db').then((module) => module.db);
  wakeWaiting();
});

/** Whether this tab has loaded the database's code, or started to. */
export function appDbLoadStarted(): boolean {
  return loading !== null;
}

/** Whether a database exists on this device (true when this tab has loaded it). */
export async function appDbExists(): Promise<boolean> {
  if (loading) return true;
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    return (await indexedDB.databases()).some((info) => info.name === appDbName);
  } catch {
    return true; // cannot tell: load it and look
  }
}

/** Resolves once this tab loads the database (the first write does). */
export function whenAppDbLoaded(): Promise<void> {
  return loading ? Promise.resolve() : new Promise<void>((resolve) => waiting.add(resolve));
}
