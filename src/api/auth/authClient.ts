// Sign-up and sign-in: customers on the auth service, the admin on the catalogue service (the
// spec's two servers). Every call throws ApiError on failure (401 for wrong credentials, 409
// for a taken e-mail, 0 when unreachable); the forms decide what the user sees.
import { env } from '../../config/env';
import { ApiError, request } from '../http';
import type { Session, User } from '../types';
import { WireError, isRecord, userFromWire } from '../wire';

function sessionFromWire(raw: unknown): Session {
  if (!isRecord(raw) || typeof raw.token !== 'string') throw new WireError('expected a session');
  return { token: raw.token, user: userFromWire(raw.user) };
}

export async function signUp(name: string, email: string, password: string): Promise<User> {
  return userFromWire(
    await request(env.authApi, '/signup', { method: 'POST', body: { name, email, password } }),
  );
}

/**
 * The guest cart's secret rides along so the backend can merge this browser's guest cart into
 * the customer's (the secret proves the cart is this browser's; its token would not). Null: this
 * browser has no guest cart to merge.
 */
export async function logIn(
  email: string,
  password: string,
  guestCartSecret: string | null,
): Promise<Session> {
  return sessionFromWire(
    await request(env.authApi, '/login', {
      method: 'POST',
      body: { email, password },
      token: guestCartSecret ?? undefined,
    }),
  );
}

/**
 * The message of a login the backend's login limit refused (429), which says for how long
 * ("Too many failed attempts. Try again in 15 minutes."); null for any other failure.
 */
export function loginLockMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 429 ? error.message : null;
}

export async function adminLogin(email: string, password: string): Promise<Session> {
  const session = sessionFromWire(
    await request(env.catalogApi, '/admin/login', { method: 'POST', body: { email, password } }),
  );
  return { ...session, user: { ...session.user, role: 'admin' } };
}

/**
 * Booth mode's lock screen (POST /admin/unlock): the parked admin session `token` proves its own
 * account's password, outside the login limit. ApiError 403 for a wrong password, 401 once the
 * session has ended (the 5th wrong password ends it), another status when the server failed.
 */
export async function unlockAdminSession(token: string, password: string): Promise<void> {
  await request(env.catalogApi, '/admin/unlock', { method: 'POST', body: { password }, token });
}

/** Why an unlock was refused: the password, the session (ended), or the server or network. */
export type UnlockRefusal = 'wrong-password' | 'session-ended' | 'failed';

export function unlockRefusal(error: unknown): UnlockRefusal {
  if (error instanceof ApiError && error.status === 403) return 'wrong-password';
  if (error instanceof ApiError && error.status === 401) return 'session-ended';
  return 'failed';
}

/** Ends the customer's session on the auth service (204 also for an unknown token). */
export async function logOut(token: string): Promise<void> {
  await request(env.authApi, '/logout', { method: 'POST', token });
}

/** Ends the admin's session on the catalogue service (204 also for an unknown token). */
export async function adminLogOut(token: string): Promise<void> {
  await request(env.catalogApi, '/admin/logout', { method: 'POST', token });
}

/** Who the admin token belongs to: ApiError 401 when it is no live admin session. */
export async function fetchAdminMe(token: string): Promise<User> {
  return userFromWire(await request(env.catalogApi, '/admin/me', { token }));
}

/** Sends the admin's security settings the backend enforces: the login limit and sign-up. */
export async function saveLoginSecurity(
  token: string,
  maxLoginAttempts: number,
  allowRegistration: boolean,
): Promise<void> {
  await request(env.catalogApi, '/admin/settings/security', {
    method: 'PUT',
    body: { max_login_attempts: maxLoginAttempts, allow_registration: allowRegistration },
    token,
  });
}

/** A session the backend confirmed: who it is and when it ends (ms since the epoch). */
export interface ConfirmedSession {
  user: User;
  expiresAt: number;
}

/** Who the customer token belongs to (GET /auth/me): ApiError 401 when it is no live session. */
export async function fetchCustomerMe(token: string): Promise<ConfirmedSession> {
  const raw = await request(env.authApi, '/me', { token });
  const expiresAt =
    isRecord(raw) && typeof raw.expires_at === 'string' ? Date.parse(raw.expires_at) : NaN;
  if (!Number.isFinite(expiresAt)) throw new WireError('expected a session end');
  return { user: userFromWire(raw), expiresAt };
}
