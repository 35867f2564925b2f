// The last customer session the backend confirmed, kept for when it cannot be asked (issue 35).
//
// Choice: who may see an order is decided by GET /auth/me, never by the stored `authUser`. Here
// the backend lives in the service worker and answers offline too, so this cache is only for a
// build pointed at a real backend that cannot be reached (status 0) or fails (5xx). It is
// written only from a 200 answer of that backend, for that token, and holds until the session
// end the backend gave (7 days at most): a 401 or 403 drops it at once. It cannot make up a
// session the backend never confirmed for this token, but like every byte of this device's
// storage (the orders themselves included) it is no defence against someone with the browser's
// developer tools; that is the device owner's business, not a stranger's.
import type { ConfirmedSession } from './authClient';

const cacheKey = 'skyforge.confirmedCustomer';

interface CachedConfirmation {
  token: string;
  email: string;
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberConfirmedSession(token: string, confirmed: ConfirmedSession): void {
  const value: CachedConfirmation = {
    token,
    email: confirmed.user.email.trim().toLowerCase(),
    expiresAt: confirmed.expiresAt,
  };
  try {
    storage()?.setItem(cacheKey, JSON.stringify(value));
  } catch {
    // Storage full: offline, the orders will ask for a sign-in; nothing else is lost.
  }
}

export function forgetConfirmedSession(): void {
  try {
    storage()?.removeItem(cacheKey);
  } catch {
    // nothing to forget
  }
}

/** The confirmed e-mail for this token while its session lasts, else null. */
export function cachedConfirmedEmail(token: string, now = Date.now()): string | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(cacheKey) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { token: cachedToken, email, expiresAt } = value as Partial<CachedConfirmation>;
    if (cachedToken !== token || typeof email !== 'string' || typeof expiresAt !== 'number') {
      return null;
    }
    return expiresAt > now ? email : null;
  } catch {
    return null;
  }
}
