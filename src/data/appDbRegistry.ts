// Who has loaded the app database. db.ts announces itself here when it loads, however it was
// imported; lazyDb listens. A module of its own so that db.ts and lazyDb.ts (which imports db.ts
// on demand) do not import each other.
import type { AppDatabase } from './db';

export const appDbName = 'skyforge-app';

let announced: AppDatabase | null = null;
const listeners = new Set<(db: AppDatabase) => void>();

export function announceAppDb(db: AppDatabase): void {
  announced ??= db;
  listeners.forEach((listener) => listener(db));
  listeners.clear();
}

/** Calls `listener` once the database has loaded (at once when it already has). */
export function onAppDbAnnounced(listener: (db: AppDatabase) => void): void {
  if (announced) listener(announced);
  else listeners.add(listener);
}
