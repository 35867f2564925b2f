// Customer auth service. Spec §8: signup and login fail silently (false).
import { env } from '../config/env';
import { guestCartToken } from '../data/session';
import { request, silently } from './http';
import type { Session, User } from './types';
import { isRecord, userFromWire } from './wire';

const base = () => env.authApi;

export function signUp(name: string, email: string, password: string): Promise<User | false> {
  return silently(
    'customer signup',
    async () =>
      userFromWire(
        await request(base(), '/signup', { method: 'POST', body: { name, email, password } }),
      ),
    false as const,
  );
}

/**
 * Signs in; the guest cart token rides along so the backend can merge the
 * guest cart into the customer's cart.
 */
export function logIn(email: string, password: string): Promise<Session | false> {
  return silently(
    'customer login',
    async () => {
      const raw = await request(base(), '/login', {
        method: 'POST',
        body: { email, password },
        token: guestCartToken(),
      });
      if (!isRecord(raw) || typeof raw.token !== 'string') return false;
      return { token: raw.token, user: userFromWire(raw.user) };
    },
    false as const,
  );
}
