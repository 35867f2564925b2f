// Whether this tab has loaded the app database. db.ts announces itself here when it loads, however
// it was imported; lazyDb and the start-up listen. A module of its own, with no import of db.ts
// (not even of its type), so that db.ts and lazyDb.ts (which imports db.ts on demand) import
// neither each other nor, through here, themselves (no import circles, issue 36).

export const appDbName = 'skyforge-app';

let announced = false;
const listeners = new Set<() => void>();

export function announceAppDb(): void {
  announced = true;
  listeners.forEach((listener) => listener());
  listeners.clear();
}

/** Calls `listener` once the database has loaded (at once when it already has). */
export function onAppDbAnnounced(listener: () => void): void {
  if (announced) listener();
  else listeners.add(listener);
}
