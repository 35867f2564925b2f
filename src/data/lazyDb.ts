// The app database, loaded on demand. Shop pages read it only for a count or a
// heart; a first visit has no database yet, so it never downloads Dexie (31 kB
// gzip) just to learn that there is nothing in it. The modules every shop page
// imports (./wishlist, ./cartHistory) reach the database only through here.
import { useEffect, useState } from 'react';
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

// db.ts loaded by a static import elsewhere (an admin or checkout page): readers may start.
onAppDbAnnounced((db) => {
  loading ??= Promise.resolve(db);
  wakeWaiting();
});

async function appDbExists(): Promise<boolean> {
  if (loading) return true;
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    return (await indexedDB.databases()).some((info) => info.name === appDbName);
  } catch {
    return true; // cannot tell: load it and look
  }
}

/** Resolves once this tab loads the database (the first write does). */
function whenAppDbLoaded(): Promise<void> {
  return loading ? Promise.resolve() : new Promise<void>((resolve) => waiting.add(resolve));
}

/**
 * A Dexie live query over the app database that loads Dexie only when there
 * is a database to read. `initial` until the first answer; while no database
 * exists, `absent` (what an empty database gives; `initial` unless told).
 */
export function useLazyLiveQuery<T>(
  query: (db: AppDatabase) => Promise<T>,
  deps: readonly unknown[],
  initial: T,
  absent: T = initial,
): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    void appDbExists()
      .then((exists) => {
        if (exists) return;
        if (!stopped) setValue(() => absent);
        return whenAppDbLoaded();
      })
      .then(() => Promise.all([loadAppDb(), import('dexie')]))
      .then(([db, { liveQuery }]) => {
        if (stopped) return;
        const subscription = liveQuery(() => query(db)).subscribe({
          next: setValue,
          error: (error: unknown) => console.error('[app database] live query failed', error),
        });
        unsubscribe = () => subscription.unsubscribe();
      })
      .catch((error: unknown) => console.error('[app database] could not load', error));
    return () => {
      stopped = true;
      unsubscribe();
    };
    // The query is rebuilt every render; `deps` says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
