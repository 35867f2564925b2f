// Customer auth service (signup, login, logout) and the admin login, logout, `me` and login
// limit of the catalogue service: logins check a password against the users table (within the
// login limit, loginThrottle.ts) and open a session; logouts end it.
import { http } from 'msw';
import type { BackendDatabase } from '../db';
import type { UserRecord } from '../recordTypes';
import { hashPassword, verifyPassword, type PasswordHash } from '../crypto';
import { guestCartTokenOf } from '../../src/lib/guestCartToken';
import { mergeGuestCart } from './cart';
import {
  beginLoginAttempt,
  clearLoginLock,
  listLoginLocks,
  recordLoginFailure,
  resetLoginFailures,
  setMaxLoginAttempts,
} from './loginThrottle';
import { json, noContent, route } from './route';
import {
  bearerToken,
  createSession,
  endSession,
  findSession,
  GUEST_TOKEN,
  requireAdmin,
} from './session';
import type { z } from 'zod';
import {
  credentialsSchema,
  securitySettingsSchema,
  signUpSchema,
  unlockSchema,
  type loginLockSchema,
  type userSchema,
} from '../schemas';
import {
  conflict,
  HttpError,
  notFound,
  parseBody,
  readJsonObject,
  unauthorized,
  type JsonObject,
} from './validate';

/** The answer's shape: mocks/schemas.ts's userSchema, the document's `User`. */
export type WireUser = z.output<typeof userSchema>;

export const toWireUser = ({ id, name, email, role }: UserRecord): WireUser => ({
  id,
  name,
  email,
  role,
});

const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'Email already registered';
export const REGISTRATION_CLOSED = 'Registration is closed';

// The admin's "Allow registration" setting (app database) reaches the backend with the login
// limit through PUT /admin/settings/security and is kept in the meta table; open by default.
export const ALLOW_REGISTRATION_KEY = 'security.allowRegistration';

export async function isRegistrationOpen(db: BackendDatabase): Promise<boolean> {
  return (await db.meta.get(ALLOW_REGISTRATION_KEY))?.value !== false;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

// A hash to check against when the e-mail is unknown, so a miss costs as long as a wrong
// password and response times do not reveal which e-mails are registered.
let decoyHash: Promise<PasswordHash> | null = null;
const getDecoyHash = (): Promise<PasswordHash> => (decoyHash ??= hashPassword('decoy-password'));

function readCredentials(body: JsonObject): { email: string; password: string } {
  return parseBody(credentialsSchema, body);
}

/** The user with these credentials, or null; takes the same time either way. */
async function checkCredentials(
  db: BackendDatabase,
  email: string,
  password: string,
): Promise<UserRecord | null> {
  const user = await db.users.where('email').equals(email).first();
  const stored: PasswordHash = user
    ? { hash: user.passwordHash, salt: user.salt, iterations: user.iterations }
    : await getDecoyHash();
  const matches = await verifyPassword(password, stored);
  return user && matches ? user : null;
}

/**
 * A sign-in within the login limit: 429 while the e-mail is locked, 401 (counted) for wrong
 * credentials or a user `allowed` refuses, else the user (and the count starts afresh).
 */
async function signIn(
  db: BackendDatabase,
  { email, password }: { email: string; password: string },
  allowed: (user: UserRecord) => boolean = () => true,
): Promise<UserRecord> {
  await beginLoginAttempt(db, email);
  const user = await checkCredentials(db, email, password);
  if (!user || !allowed(user)) {
    await recordLoginFailure(db, email);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await resetLoginFailures(db, email);
  return user;
}

/** Wrong passwords one session may give at booth mode's lock screen before it is ended. */
export const MAX_UNLOCK_FAILURES = 5;
/** 403: the password was wrong; `left` more wrong ones end the session. */
export const wrongUnlockPassword = (left: number): string =>
  `Wrong password. ${left} more ${left === 1 ? 'try ends' : 'tries end'} this session.`;
export const UNLOCK_SESSION_ENDED =
  'Too many wrong passwords: this session has ended. Sign in again.';
export const NOT_LOCKED = 'This e-mail is not locked';

/**
 * POST /admin/unlock: the parked admin session proves its own account's password. Not the login
 * limit's business (the caller holds a live admin session, and a visitor's guesses at the lock
 * screen must not lock the operator out): one count per session, counted before the check so
 * parallel guesses count too; the MAX_UNLOCK_FAILURES-th wrong one ends the session. The right
 * password starts the count afresh and lifts the e-mail's login lock: the operator is at the
 * device.
 */
async function unlockSession(db: BackendDatabase, request: Request): Promise<void> {
  const user = await requireAdmin(db, request);
  const { password } = parseBody(unlockSchema, await readJsonObject(request));
  const token = bearerToken(request) ?? '';
  const failuresBefore = await db.transaction('rw', db.sessions, async () => {
    const session = await db.sessions.get(token);
    const failures = session?.unlockFailures ?? 0;
    await db.sessions.update(token, { unlockFailures: failures + 1 });
    return failures;
  });
  const matches = await verifyPassword(password, {
    hash: user.passwordHash,
    salt: user.salt,
    iterations: user.iterations,
  });
  if (matches) {
    await db.sessions.update(token, { unlockFailures: 0 });
    await resetLoginFailures(db, user.email);
    return;
  }
  const left = MAX_UNLOCK_FAILURES - failuresBefore - 1;
  if (left <= 0) {
    await endSession(db, token);
    throw unauthorized(UNLOCK_SESSION_ENDED);
  }
  throw new HttpError(403, wrongUnlockPassword(left));
}

/** GET /admin/login-locks's item. */
type WireLoginLock = z.output<typeof loginLockSchema>;

/** Logout: ends the bearer token's session; no, unknown or ended token → 204 all the same. */
const logout = route(async ({ request, db }) => {
  const token = bearerToken(request);
  if (token) await endSession(db, token);
  return noContent();
});

export const authHandlers = [
  http.post(
    '*/api/auth/signup',
    route(async ({ request, db }) => {
      if (!(await isRegistrationOpen(db))) throw new HttpError(403, REGISTRATION_CLOSED);
      const body = await readJsonObject(request);
      const { name, email, password } = parseBody(signUpSchema, body);

      if (await db.users.where('email').equals(email).first()) throw conflict(EMAIL_TAKEN);
      // Hash outside the transaction: awaiting Web Crypto inside it would let it commit.
      const { hash, salt, iterations } = await hashPassword(password);
      const user: UserRecord = {
        id: `u-${crypto.randomUUID()}`,
        name,
        email,
        role: 'user',
        passwordHash: hash,
        salt,
        iterations,
        createdAt: Date.now(),
      };
      try {
        await db.users.add(user);
      } catch (error) {
        // The unique e-mail index: someone registered the same address meanwhile.
        if (error instanceof Error && error.name === 'ConstraintError') throw conflict(EMAIL_TAKEN);
        throw error;
      }
      return json(toWireUser(user), 201);
    }),
  ),

  http.post(
    '*/api/auth/login',
    route(async ({ request, db }) => {
      const credentials = readCredentials(await readJsonObject(request));
      // Staff accounts sign in only at /admin/login. Here one is refused as an unknown e-mail
      // would be (as long, and uncounted), so a visitor at the shop's sign-in cannot lock the
      // back office out with wrong passwords (issue 35).
      const account = await db.users.where('email').equals(credentials.email).first();
      if (account?.role === 'admin') {
        await verifyPassword(credentials.password, await getDecoyHash());
        throw unauthorized(INVALID_CREDENTIALS);
      }
      const user = await signIn(db, credentials);
      const session = await createSession(db, user);
      // The app sends its guest cart's secret with the login, so the cart survives signing in.
      // The cart merged is the one whose token the secret makes (src/lib/guestCartToken.ts): a
      // guest token sent here is no secret of its own cart, so another visitor's merges nothing.
      const guestSecret = bearerToken(request);
      if (guestSecret && GUEST_TOKEN.test(guestSecret)) {
        await mergeGuestCart(db, await guestCartTokenOf(guestSecret), user.id);
      }
      return json({ token: session.token, user: toWireUser(user) });
    }),
  ),

  // Catalogue service, separate admin login: only admins get a token here.
  http.post(
    '*/api/admin/login',
    route(async ({ request, db }) => {
      const credentials = readCredentials(await readJsonObject(request));
      const user = await signIn(db, credentials, ({ role }) => role === 'admin');
      const session = await createSession(db, user);
      return json({ token: session.token, user: toWireUser(user) });
    }),
  ),

  http.post('*/api/auth/logout', logout),
  http.post('*/api/admin/logout', logout),

  // Who the customer token belongs to, and until when its session lasts: the shop shows orders
  // by a session this confirms, never by what the browser's storage says (issue 35).
  http.get(
    '*/api/auth/me',
    route(async ({ request, db }) => {
      const token = bearerToken(request);
      const auth = token ? await findSession(db, token) : null;
      if (!auth) throw unauthorized('Invalid or expired token');
      return json({
        ...toWireUser(auth.user),
        expires_at: new Date(auth.session.expiresAt).toISOString(),
      });
    }),
  ),

  // 🔒 Who the admin token belongs to: the admin pages check their stored token with it.
  http.get(
    '*/api/admin/me',
    route(async ({ request, db }) => json(toWireUser(await requireAdmin(db, request)))),
  ),

  // 🔒 Booth mode's lock screen: the parked session's own password, outside the login limit.
  http.post(
    '*/api/admin/unlock',
    route(async ({ request, db }) => {
      await unlockSession(db, request);
      return noContent();
    }),
  ),

  // 🔒 The e-mails the login limit has locked, so an operator signed in on the device can lift
  // a lock at once (Settings → Security → Sign-in locks).
  http.get(
    '*/api/admin/login-locks',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      const locks = await listLoginLocks(db);
      return json(
        locks.map(({ email, lockedUntil, failures }): WireLoginLock => ({
          email,
          locked_until: new Date(lockedUntil).toISOString(),
          failures,
        })),
      );
    }),
  ),

  http.delete(
    '*/api/admin/login-locks/:email',
    route(async ({ request, params, db }) => {
      await requireAdmin(db, request);
      // Any e-mail the login limit counted: the login normalises it so, without a format check.
      const email = normaliseEmail(String(params.email));
      if (!(await clearLoginLock(db, email))) throw notFound(NOT_LOCKED);
      return noContent();
    }),
  ),

  // 🔒 The admin's "Max login attempts" setting, which the login limit uses, and (optional)
  // "Allow registration", which sign-up checks.
  http.put(
    '*/api/admin/settings/security',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      const { max_login_attempts: max, allow_registration: allow } = parseBody(
        securitySettingsSchema,
        await readJsonObject(request),
      );
      await setMaxLoginAttempts(db, max);
      if (allow === undefined) return json({ max_login_attempts: max });
      await db.meta.put({ key: ALLOW_REGISTRATION_KEY, value: allow });
      return json({ max_login_attempts: max, allow_registration: allow });
    }),
  ),
];
