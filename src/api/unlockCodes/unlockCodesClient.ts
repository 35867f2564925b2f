// Unlock codes (admin, catalogue service; issue 35, point 25): a signed-in admin makes one and
// keeps it off the device; at /admin/login, with nobody signed in, it lifts that admin e-mail's
// login lock once. Every call throws ApiError on failure; the hooks decide what the user sees.
import { env } from '../../config/env';
import { request } from '../http';
import { isRecord, WireError } from '../wire';

const base = () => env.catalogApi;

/** A new code, shown once, and when it was made (ms since the epoch). */
export interface UnlockCode {
  code: string;
  createdAt: number;
}

function timeFromWire(raw: unknown): number {
  const time = typeof raw === 'string' ? Date.parse(raw) : NaN;
  if (!Number.isFinite(time)) throw new WireError('expected created_at');
  return time;
}

/** Makes a new code for the signed-in admin (`token`); any earlier one stops working. */
export async function createUnlockCode(token: string | null): Promise<UnlockCode> {
  const raw = await request(base(), '/admin/unlock-code', { method: 'POST', token });
  if (!isRecord(raw) || typeof raw.code !== 'string') throw new WireError('expected a code');
  return { code: raw.code, createdAt: timeFromWire(raw.created_at) };
}

/** When the signed-in admin's code was made; null when there is none. */
export async function unlockCodeCreatedAt(token: string | null): Promise<number | null> {
  const raw = await request(base(), '/admin/unlock-code', { token });
  if (!isRecord(raw)) throw new WireError('expected an unlock code status');
  return raw.created_at === null ? null : timeFromWire(raw.created_at);
}

/**
 * Lifts `email`'s login lock with its code, with no session. ApiError 403 for a wrong or used
 * code, 404 when the e-mail is not locked.
 */
export async function redeemUnlockCode(email: string, code: string): Promise<void> {
  await request(base(), '/admin/unlock-code/redeem', { method: 'POST', body: { email, code } });
}
