// Sign-up and sign-in: customers on the auth service, the admin on the catalogue service (the
// spec's two servers). Every call throws ApiError on failure (401 for wrong credentials, 409
// for a taken e-mail, 0 when unreachable); the forms decide what the user sees.
import { env } from '../../config/env';
import { guestCartToken } from '../../data/session';
import { request } from '../http';
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

/** The guest cart token rides along so the backend can merge the guest cart into the customer's. */
export async function logIn(email: string, password: string): Promise<Session> {
  return sessionFromWire(
    await request(env.authApi, '/login', {
      method: 'POST',
      body: { email, password },
      token: guestCartToken(),
    }),
  );
}

export async function adminLogin(email: string, password: string): Promise<Session> {
  const session = sessionFromWire(
    await request(env.catalogApi, '/admin/login', { method: 'POST', body: { email, password } }),
  );
  return { ...session, user: { ...session.user, role: 'admin' } };
}
