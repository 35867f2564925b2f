// The login limit: after `max` failed sign-ins for one e-mail within LOGIN_WINDOW_MS, every
// attempt for it is refused with 429 for LOGIN_LOCK_MS; a successful sign-in resets the count.
// The count is per e-mail; staff accounts are counted at the admin login only (the customer login
// refuses them uncounted, auth.ts). `max` defaults to
// 5; the admin's "Max login attempts" setting (app database) reaches the backend through
// PUT /admin/settings/security and is kept in the backend's meta table.
import type { BackendDatabase } from '../db';
import type { LoginFailureRecord } from '../recordTypes';
import { HttpError } from './validate';

export const DEFAULT_MAX_LOGIN_ATTEMPTS = 5;
/** The range the admin settings page allows (src/data/settings.ts maxLoginAttemptsRange). */
export const LOGIN_ATTEMPTS_RANGE = { min: 1, max: 20 } as const;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
export const MAX_LOGIN_ATTEMPTS_KEY = 'security.maxLoginAttempts';

/** The 429 answer's message; the login forms show it as it comes. */
export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const minutesLeft = (lockedUntil: number, now: number): number =>
  Math.max(1, Math.ceil((lockedUntil - now) / 60_000));

export async function getMaxLoginAttempts(db: BackendDatabase): Promise<number> {
  const value = (await db.meta.get(MAX_LOGIN_ATTEMPTS_KEY))?.value;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= LOGIN_ATTEMPTS_RANGE.min &&
    value <= LOGIN_ATTEMPTS_RANGE.max
    ? value
    : DEFAULT_MAX_LOGIN_ATTEMPTS;
}

export async function setMaxLoginAttempts(db: BackendDatabase, max: number): Promise<void> {
  await db.meta.put({ key: MAX_LOGIN_ATTEMPTS_KEY, value: max });
}

/** The record's count for an attempt starting `now`: a new window once the old one or the lock is over. */
function current(record: LoginFailureRecord | undefined, now: number): LoginFailureRecord | null {
  if (!record) return null;
  if (record.lockedUntil !== null) return record.lockedUntil > now ? record : null;
  return now - record.windowStart < LOGIN_WINDOW_MS ? record : null;
}

/**
 * Counts an attempt for `email` before its password is checked, in one transaction, so that
 * parallel guesses cannot all slip through before the first failure is written. Throws 429 while
 * the e-mail is locked or when this attempt would go over the limit.
 */
export async function beginLoginAttempt(
  db: BackendDatabase,
  email: string,
  now = Date.now(),
): Promise<void> {
  const max = await getMaxLoginAttempts(db);
  const lockedUntil = await db.transaction('rw', db.loginFailures, async () => {
    // Forget records whose window and lock are long over (an index range: cheap when none).
    await db.loginFailures
      .where('updatedAt')
      .below(now - LOGIN_WINDOW_MS - LOGIN_LOCK_MS)
      .delete();
    let record = current(await db.loginFailures.get(email), now);
    // The admin raised "Max login attempts" since the lock: a lock the count no longer reaches
    // is lifted, and counting goes on from there.
    if (record?.lockedUntil && record.count < max) record = { ...record, lockedUntil: null };
    if (record?.lockedUntil) return record.lockedUntil;
    if (record && record.count >= max) {
      const until = now + LOGIN_LOCK_MS;
      await db.loginFailures.put({ ...record, lockedUntil: until, updatedAt: now });
      return until;
    }
    await db.loginFailures.put({
      email,
      count: (record?.count ?? 0) + 1,
      windowStart: record?.windowStart ?? now,
      lockedUntil: null,
      updatedAt: now,
    });
    return null;
  });
  if (lockedUntil !== null) {
    throw new HttpError(429, tooManyAttemptsMessage(minutesLeft(lockedUntil, now)));
  }
}

/** The attempt failed: it stays counted, and reaching the limit locks the e-mail. */
export async function recordLoginFailure(
  db: BackendDatabase,
  email: string,
  now = Date.now(),
): Promise<void> {
  const max = await getMaxLoginAttempts(db);
  await db.transaction('rw', db.loginFailures, async () => {
    // A parallel success may have reset the count meanwhile: this failure starts a new one.
    const record = current(await db.loginFailures.get(email), now) ?? {
      email,
      count: 1,
      windowStart: now,
      lockedUntil: null,
      updatedAt: now,
    };
    const lock = record.lockedUntil ?? (record.count >= max ? now + LOGIN_LOCK_MS : null);
    await db.loginFailures.put({ ...record, lockedUntil: lock, updatedAt: now });
  });
}

/** A successful sign-in resets the count. */
export async function resetLoginFailures(db: BackendDatabase, email: string): Promise<void> {
  await db.loginFailures.delete(email);
}

/** An e-mail the login limit refuses now: until when, after how many failed attempts. */
export interface LoginLock {
  email: string;
  lockedUntil: number;
  failures: number;
}

/** Every e-mail locked now (GET /admin/login-locks), the lock ending last first. */
export async function listLoginLocks(db: BackendDatabase, now = Date.now()): Promise<LoginLock[]> {
  const max = await getMaxLoginAttempts(db);
  const records = await db.loginFailures.toArray();
  return records
    .filter(
      // A lock the count no longer reaches is lifted at the next attempt (beginLoginAttempt).
      (record) => record.lockedUntil !== null && record.lockedUntil > now && record.count >= max,
    )
    .map((record) => ({
      email: record.email,
      lockedUntil: record.lockedUntil ?? now,
      failures: record.count,
    }))
    .sort((a, b) => b.lockedUntil - a.lockedUntil || a.email.localeCompare(b.email));
}

/** Lifts `email`'s lock (an operator's Unlock); false when it is not locked now. */
export async function clearLoginLock(
  db: BackendDatabase,
  email: string,
  now = Date.now(),
): Promise<boolean> {
  const locked = (await listLoginLocks(db, now)).some((lock) => lock.email === email);
  if (locked) await resetLoginFailures(db, email);
  return locked;
}
