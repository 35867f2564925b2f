// Booth mode's lock on the back office (issue 35, point 7). A booth device stays signed in to the
// admin, but a visitor who types /admin must not find it open: while booth mode is on, the admin
// session is put aside ("parked") after the start-over idle time without admin input, and at
// every start over. The admin password, or a PIN the operator sets in Settings → Data, brings it
// back. localStorage, like booth mode itself: a setting of this device, shared by its tabs.
import type { Session } from '../api/types';
import type { BoothMode } from './boothMode';
import { adminSession } from './session';

const activityKey = 'skyforge.boothAdminActivity';
const parkedKey = 'skyforge.boothLockedAdmin';
const pinKey = 'skyforge.boothPin';

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn('[booth] could not store', key, error);
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// ---------------------------------------------------------------------------
// When the admin last used the back office (per session token).

interface AdminActivity {
  token: string;
  at: number;
}

function readActivity(): AdminActivity | null {
  const value = read(activityKey);
  if (!isRecord(value) || typeof value.token !== 'string' || typeof value.at !== 'number') {
    return null;
  }
  return { token: value.token, at: value.at };
}

/** The admin used the back office now (input on an admin page, a sign-in, an unlock). */
export function recordAdminActivity(token: string, now = Date.now()): void {
  write(activityKey, { token, at: now });
}

/**
 * When `token`'s session locks (ms), while booth mode is on; null when it does not. A session
 * never seen before (a fresh sign-in) counts as used now.
 */
export function adminLockAt(mode: BoothMode, token: string, now = Date.now()): number | null {
  if (!mode.enabled) return null;
  const activity = readActivity();
  if (!activity || activity.token !== token) {
    recordAdminActivity(token, now);
    return now + mode.idleSeconds * 1000;
  }
  return activity.at + mode.idleSeconds * 1000;
}

/** Whether `token`'s session is past its idle time now (booth mode on). */
export function adminLockDue(mode: BoothMode, token: string, now = Date.now()): boolean {
  const at = adminLockAt(mode, token, now);
  return at !== null && at <= now;
}

// ---------------------------------------------------------------------------
// The parked session.

function parseSession(value: unknown): Session | null {
  if (!isRecord(value) || typeof value.token !== 'string' || !isRecord(value.user)) return null;
  const { id, name, email, role } = value.user;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
  if (role !== 'admin') return null;
  return { token: value.token, user: { id, name, email, role } };
}

/** The admin session put aside by the lock, or null. */
export function lockedAdmin(): Session | null {
  return parseSession(read(parkedKey));
}

let snapshotRaw: string | null | undefined;
let snapshot: Session | null = null;

/** The same as lockedAdmin(), the same object while it is unchanged (for useSyncExternalStore). */
export function lockedAdminSnapshot(): Session | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(parkedKey);
  } catch {
    raw = null;
  }
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = lockedAdmin();
  }
  return snapshot;
}

/** Locks the back office: the admin session is put aside until the password or PIN. */
export function lockAdmin(): void {
  const session = adminSession.get();
  if (!session) return;
  write(parkedKey, session);
  adminSession.clear();
  emit();
}

/** Unlocks with `session` (the parked one, or a new one from the password). */
export function unlockAdmin(session: Session): void {
  write(parkedKey, null);
  recordAdminActivity(session.token);
  adminSession.set(session);
  emit();
}

/** Forgets the parked session (booth mode off, or a new sign-in replaced it). */
export function forgetLockedAdmin(): void {
  if (write(parkedKey, null)) emit();
}

export function subscribeBoothLock(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === parkedKey || event.key === pinKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// ---------------------------------------------------------------------------
// The operator's PIN: a salted PBKDF2 hash, never the PIN itself.

export const boothPinPattern = /^\d{4,8}$/;
const pinIterations = 100_000;

interface StoredPin {
  salt: string;
  hash: string;
}

function readPin(): StoredPin | null {
  const value = read(pinKey);
  if (!isRecord(value) || typeof value.salt !== 'string' || typeof value.hash !== 'string') {
    return null;
  }
  return { salt: value.salt, hash: value.hash };
}

export const hasBoothPin = (): boolean => readPin() !== null;

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

async function hashPin(pin: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: new TextEncoder().encode(salt),
      iterations: pinIterations,
    },
    key,
    256,
  );
  return toHex(bits);
}

/** Sets the PIN (4 to 8 digits), or removes it with null; false when refused. */
export async function setBoothPin(pin: string | null): Promise<boolean> {
  if (pin === null) {
    const done = write(pinKey, null);
    emit();
    return done;
  }
  if (!boothPinPattern.test(pin)) return false;
  const salt = crypto.randomUUID();
  const done = write(pinKey, { salt, hash: await hashPin(pin, salt) });
  emit();
  return done;
}

/** Whether `pin` is the operator's PIN (false when none is set). */
export async function checkBoothPin(pin: string): Promise<boolean> {
  const stored = readPin();
  if (!stored || !boothPinPattern.test(pin)) return false;
  return (await hashPin(pin, stored.salt)) === stored.hash;
}
