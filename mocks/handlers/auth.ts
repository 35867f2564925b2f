// Customer auth service (signup, login) and the admin login of the catalogue service: both
// check a password against the users table and open a session.
import { http } from 'msw';
import type { BackendDatabase, UserRecord } from '../db';
import { hashPassword, verifyPassword, type PasswordHash } from '../crypto';
import { mergeGuestCart } from './cart';
import { json, route } from './route';
import { bearerToken, createSession, GUEST_TOKEN } from './session';
import {
  badRequest,
  conflict,
  isEmail,
  readJsonObject,
  requiredString,
  unauthorized,
  type JsonObject,
} from './validate';

export interface WireUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

export const toWireUser = ({ id, name, email, role }: UserRecord): WireUser => ({
  id,
  name,
  email,
  role,
});

const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'Email already registered';
const MIN_PASSWORD_LENGTH = 6;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

// A hash to check against when the e-mail is unknown, so a miss costs as long as a wrong
// password and response times do not reveal which e-mails are registered.
let decoyHash: Promise<PasswordHash> | null = null;
const getDecoyHash = (): Promise<PasswordHash> => (decoyHash ??= hashPassword('decoy-password'));

function readCredentials(body: JsonObject): { email: string; password: string } {
  const email = normaliseEmail(requiredString(body, 'email', { maxLength: 254 }));
  // Passwords are not trimmed: spaces may be part of them.
  const password = body.password;
  if (password === undefined || password === null || password === '') {
    throw badRequest('password is required');
  }
  if (typeof password !== 'string') throw badRequest('password must be a string');
  return { email, password };
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

export const authHandlers = [
  http.post(
    '*/api/auth/signup',
    route(async ({ request, db }) => {
      const body = await readJsonObject(request);
      const name = requiredString(body, 'name', { maxLength: 100 });
      const email = normaliseEmail(requiredString(body, 'email', { maxLength: 254 }));
      if (!isEmail(email)) throw badRequest('email must be a valid e-mail address');
      const { password } = readCredentials(body);
      if (password.length < MIN_PASSWORD_LENGTH) {
        throw badRequest(`password must be at least ${MIN_PASSWORD_LENGTH} characters`);
      }
      if (password.length > 256) throw badRequest('password must be at most 256 characters');

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
      const { email, password } = readCredentials(await readJsonObject(request));
      const user = await checkCredentials(db, email, password);
      if (!user) throw unauthorized(INVALID_CREDENTIALS);
      const session = await createSession(db, user);
      // The app sends its guest cart token with the login, so the cart survives signing in.
      const guestToken = bearerToken(request);
      if (guestToken && GUEST_TOKEN.test(guestToken)) {
        await mergeGuestCart(db, guestToken, user.id);
      }
      return json({ token: session.token, user: toWireUser(user) });
    }),
  ),

  // Catalogue service, separate admin login: only admins get a token here.
  http.post(
    '*/api/admin/login',
    route(async ({ request, db }) => {
      const { email, password } = readCredentials(await readJsonObject(request));
      const user = await checkCredentials(db, email, password);
      if (!user || user.role !== 'admin') throw unauthorized(INVALID_CREDENTIALS);
      const session = await createSession(db, user);
      return json({ token: session.token, user: toWireUser(user) });
    }),
  ),
];
