// Bearer tokens and sessions: who is calling, and whether they may use admin endpoints.
import type { BackendDatabase } from '../db';
import type { SessionRecord, UserRecord } from '../recordTypes';
import { createToken } from '../crypto';
import { unauthorized } from './validate';

/** A session lasts 7 days from sign-in (README, Demo accounts). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Guest cart tokens the app makes up (UUIDs in practice); also bounds what we store as a key. */
export const GUEST_TOKEN = /^[A-Za-z0-9-]{8,200}$/;

export interface Authenticated {
  session: SessionRecord;
  user: UserRecord;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * The live session and its user for a token, or null. A session is live until `expiresAt`
 * (SESSION_TTL_MS after sign-in, or the moment of sign-out): every token check goes through here.
 */
export async function findSession(
  db: BackendDatabase,
  token: string,
  now = Date.now(),
): Promise<Authenticated | null> {
  const session = await db.sessions.get(token);
  if (!session || session.expiresAt <= now) return null;
  const user = await db.users.get(session.userId);
  return user ? { session, user } : null;
}

/**
 * Whether the token belonged to a session that has ended (signed out or expired). Ended sessions
 * are kept for SESSION_TTL_MS so an old token is refused (401) rather than taken for a guest
 * cart token; the cart service asks this.
 */
export async function isEndedSession(
  db: BackendDatabase,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const session = await db.sessions.get(token);
  return session !== undefined && session.expiresAt <= now;
}

/** Signs out: the token's session ends now. Unknown or already ended tokens change nothing. */
export async function endSession(db: BackendDatabase, token: string, now = Date.now()) {
  await db.transaction('rw', db.sessions, async () => {
    const session = await db.sessions.get(token);
    if (session && session.expiresAt > now) await db.sessions.update(token, { expiresAt: now });
  });
}

export async function createSession(db: BackendDatabase, user: UserRecord): Promise<SessionRecord> {
  const now = Date.now();
  // Forget sessions that ended more than a TTL ago (an index range: cheap when there are none).
  await db.sessions
    .where('expiresAt')
    .below(now - SESSION_TTL_MS)
    .delete();
  const session: SessionRecord = {
    token: createToken(),
    userId: user.id,
    role: user.role,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  };
  await db.sessions.add(session);
  return session;
}

/** 🔒 endpoints: a live session whose user is (still) an admin, else 401. */
export async function requireAdmin(db: BackendDatabase, request: Request): Promise<UserRecord> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Admin authentication required');
  const auth = await findSession(db, token);
  if (!auth) throw unauthorized('Invalid or expired token');
  if (auth.session.role !== 'admin' || auth.user.role !== 'admin') {
    throw unauthorized('Admin access required');
  }
  return auth.user;
}
