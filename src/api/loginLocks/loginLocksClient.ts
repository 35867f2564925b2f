// The login limit's locks (admin, catalogue service): which e-mails are refused now, and lifting
// one at once (issue 35, point 25), with the admin's session token. Every call throws ApiError on failure; the hooks decide what
// the user sees.
import { env } from '../../config/env';
import { request } from '../http';
import { isRecord, WireError } from '../wire';

/** An e-mail the login limit refuses until `lockedUntil` (ms since the epoch). */
export interface LoginLock {
  email: string;
  lockedUntil: number;
  failures: number;
}

const base = () => env.catalogApi;

export function loginLockFromWire(raw: unknown): LoginLock {
  if (!isRecord(raw) || typeof raw.email !== 'string') throw new WireError('expected a login lock');
  const lockedUntil = typeof raw.locked_until === 'string' ? Date.parse(raw.locked_until) : NaN;
  const { failures } = raw;
  if (!Number.isFinite(lockedUntil)) throw new WireError('expected locked_until');
  if (typeof failures !== 'number' || !Number.isInteger(failures) || failures < 1) {
    throw new WireError('expected failures');
  }
  return { email: raw.email, lockedUntil, failures };
}

export async function listLoginLocks(token: string | null): Promise<LoginLock[]> {
  const raw = await request(base(), '/admin/login-locks', { token });
  if (!Array.isArray(raw)) throw new WireError('expected a list');
  return raw.map(loginLockFromWire);
}

/** Lifts `email`'s lock; ApiError 404 when it is not locked (any more). */
export async function deleteLoginLock(token: string | null, email: string): Promise<void> {
  await request(base(), `/admin/login-locks/${encodeURIComponent(email)}`, {
    method: 'DELETE',
    token,
  });
}
