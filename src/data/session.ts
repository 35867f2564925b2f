// Sessions kept in localStorage under the spec's keys (§9): `token` and
// `authUser` for the customer, `accessToken` for the guest cart, `adminToken`
// and `adminUser` for the back office. A store with subscribe/getSnapshot so
// React re-renders (also across tabs via the storage event).
//
// Each store also remembers, for this tab, that its session ended by itself (the backend refused
// the token, or another tab signed out) rather than by this tab's own sign-out: both sign-in
// pages then say so. The site and the back office read it here without importing each other.
import { ApiError } from '../api/http';
import type { Session, User } from '../api/types';
import { guestCartTokenOf } from '../lib/guestCartToken';

/** What both sign-in pages show after a session ended by itself. */
export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';

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

function writeTo(store: Storage | null, key: string, value: string | null): void {
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch (error) {
    console.error(`[session] could not save ${key}`, error);
  }
}

function write(key: string, value: string | null): void {
  writeTo(storage(), key, value);
}

/**
 * The "ended by itself" mark lives in sessionStorage: per tab (a sign-out in one tab is an
 * ordinary sign-out there), kept over a reload, gone with the tab.
 */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
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

function createSessionStore(
  tokenKey: string,
  userKey: string,
  defaultRole: string,
  expiredKey: string,
) {
  const listeners = new Set<Listener>();
  let cached: Session | null | undefined;

  const markExpired = (expired: boolean) => writeTo(tabStorage(), expiredKey, expired ? '1' : null);

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
      if (event.key !== null && event.key !== tokenKey && event.key !== userKey) return;
      // Another tab changed the session: a token that went away ended this tab's session
      // under it (that tab signed out, or the backend refused the token there).
      const hadToken = event.key === tokenKey ? Boolean(event.oldValue) : Boolean(cached);
      if (read(tokenKey)) markExpired(false);
      else if (hadToken) markExpired(true);
      emit();
    });
  }

  function get(): Session | null {
    if (cached === undefined) cached = load();
    return cached;
  }

  // Methods use no `this`: React gets them unbound (useSyncExternalStore(store.subscribe, store.get)).
  return {
    get,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Signs in: any "expired" notice is over. */
    set(session: Session): void {
      write(tokenKey, session.token);
      write(userKey, JSON.stringify(session.user));
      markExpired(false);
      emit();
    },
    /** Signs out on purpose: no notice. */
    clear(): void {
      write(tokenKey, null);
      write(userKey, null);
      markExpired(false);
      emit();
    },
    /**
     * The backend refused `token` (401): if it is still this store's session, the session ends
     * with the "expired" notice. A newer session (signed in since, maybe in another tab) stays.
     * True when it ended the session.
     */
    expire(token: string): boolean {
      if (get()?.token !== token) return false;
      write(tokenKey, null);
      write(userKey, null);
      markExpired(true);
      emit();
      return true;
    },
    /** Whether the sign-in page should say that the last session expired. */
    hasExpired(): boolean {
      return get() === null && tabStorage()?.getItem(expiredKey) === '1';
    },
  };
}

export const customerSession = createSessionStore(
  storageKeys.customerToken,
  storageKeys.customerUser,
  'user',
  'skyforge.customerSessionExpired',
);

export const adminSession = createSessionStore(
  storageKeys.adminToken,
  storageKeys.adminUser,
  'admin',
  'skyforge.adminSessionExpired',
);

/**
 * Reset demo data and Import data end every backend session but the operator's: a customer signed
 * in in this browser is signed out as if the backend had refused the token, here and, through the
 * storage event, in every other tab, whose shop pages then ask to sign in again and say why.
 */
export function endCustomerSessionAfterDataReplaced(): void {
  const session = customerSession.get();
  if (session) customerSession.expire(session.token);
}

/** The guest cart's secret, kept beside its token (not a spec key: the spec's cart had none). */
const guestCartSecretKey = 'skyforge.guestCartSecret';
const guestTokenPattern = /^[A-Za-z0-9-]{8,200}$/;
/** A guest cart being made in this tab: concurrent first calls share it (one token, one cart). */
let makingGuestCart: Promise<string> | null = null;

/**
 * The guest cart's token (spec: key `accessToken`), made once from a secret kept beside it and
 * then kept (src/lib/guestCartToken.ts says why). A token an older build stored, with no secret,
 * keeps its cart; signing in merges no such cart.
 */
export async function guestCartToken(): Promise<string> {
  const existing = read(storageKeys.guestCartToken);
  if (existing && guestTokenPattern.test(existing)) return existing;
  makingGuestCart ??= (async () => {
    const secret = crypto.randomUUID();
    const token = await guestCartTokenOf(secret);
    write(guestCartSecretKey, secret);
    write(storageKeys.guestCartToken, token);
    return token;
  })().finally(() => {
    makingGuestCart = null;
  });
  return makingGuestCart;
}

/**
 * The secret of this browser's guest cart, sent only to sign in (the backend merges the cart its
 * token is made from); null when there is none.
 */
export function guestCartSecret(): string | null {
  const secret = read(guestCartSecretKey);
  return secret && guestTokenPattern.test(secret) ? secret : null;
}

/** Forgets this browser's guest cart: the next cart call starts a new, empty one. */
export function forgetGuestCart(): void {
  write(storageKeys.guestCartToken, null);
  write(guestCartSecretKey, null);
}

/** The cart belongs to the signed-in customer, else to the guest token. */
export async function cartToken(): Promise<string> {
  return customerSession.get()?.token ?? guestCartToken();
}

/**
 * A cart call (src/api/cart/cartClient.ts) with the current cart token. A 401 for the signed-in
 * customer's token means that session ended (signed out elsewhere, or expired): it ends here too,
 * marked as expired, so the customer is asked to sign in again (the shop's layout) and the cart
 * falls back to the guest cart (useCart reloads when the session changes).
 */
export async function withCartToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = await cartToken();
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) customerSession.expire(token);
    throw error;
  }
}
