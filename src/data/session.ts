// Sessions kept in localStorage under the spec's keys (§9): `token` and
// `authUser` for the customer, `accessToken` for the guest cart, `adminToken`
// and `adminUser` for the back office. A store with subscribe/getSnapshot so
// React re-renders (also across tabs via the storage event).
import type { Session, User } from '../api/types';

export const storageKeys = {
  customerToken: 'token',
  customerUser: 'authUser',
  guestCartToken: 'accessToken',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

function write(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch (error) {
    console.error(`[session] could not save ${key}`, error);
  }
}

function parseUser(raw: string | null, fallbackRole: string): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      'email' in value &&
      typeof value.email === 'string' &&
      'id' in value &&
      (typeof value.id === 'string' || typeof value.id === 'number')
    ) {
      const v = value as Record<string, unknown>;
      return {
        id: String(v.id),
        email: value.email,
        name: typeof v.name === 'string' ? v.name : '',
        role: typeof v.role === 'string' && v.role ? v.role : fallbackRole,
      };
    }
  } catch {
    // fall through: an unparseable stored user is discarded (spec §4)
  }
  return null;
}

type Listener = () => void;

function createSessionStore(tokenKey: string, userKey: string, defaultRole: string) {
  const listeners = new Set<Listener>();
  let cached: Session | null | undefined;

  function load(): Session | null {
    const token = read(tokenKey);
    const rawUser = read(userKey);
    const user = parseUser(rawUser, defaultRole);
    if (rawUser && !user) write(userKey, null); // corrupted: discard it
    // The stored user is restored only if a token exists (spec §4).
    if (!token || !user) return null;
    return { token, user };
  }

  function emit() {
    cached = undefined;
    listeners.forEach((listener) => listener());
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === tokenKey || event.key === userKey) emit();
    });
  }

  return {
    get(): Session | null {
      if (cached === undefined) cached = load();
      return cached;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(session: Session): void {
      write(tokenKey, session.token);
      write(userKey, JSON.stringify(session.user));
      emit();
    },
    clear(): void {
      write(tokenKey, null);
      write(userKey, null);
      emit();
    },
  };
}

export const customerSession = createSessionStore(
  storageKeys.customerToken,
  storageKeys.customerUser,
  'user',
);

export const adminSession = createSessionStore(
  storageKeys.adminToken,
  storageKeys.adminUser,
  'admin',
);

/** The guest cart's token, created once and kept (spec: key `accessToken`). */
export function guestCartToken(): string {
  const existing = read(storageKeys.guestCartToken);
  if (existing && /^[A-Za-z0-9-]{8,200}$/.test(existing)) return existing;
  const token = `guest-${crypto.randomUUID()}`;
  write(storageKeys.guestCartToken, token);
  return token;
}

/** Forgets this browser's guest cart: the next cart call starts a new, empty one. */
export function forgetGuestCart(): void {
  write(storageKeys.guestCartToken, null);
}

/** The cart belongs to the signed-in customer, else to the guest token. */
export function cartToken(): string {
  return customerSession.get()?.token ?? guestCartToken();
}
