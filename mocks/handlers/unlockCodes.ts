// Unlock codes (issue 35, point 25): a signed-in admin makes one in Settings → Security and keeps
// it off the device; when wrong passwords at /admin/login have locked that admin's e-mail and
// nobody is signed in on the device, the code lifts the lock there, once. Only a hash is kept.
//
// Redeeming is outside the login limit and has no attempt limit of its own, so a visitor can
// never lock the operator out of it: a code carries 60 random bits, each guess costs a PBKDF2
// derivation, and at a thousand guesses a second finding one would take some 36 million years.
import { http } from 'msw';
import type { z } from 'zod';
import { hashPassword, verifyPassword, type PasswordHash } from '../crypto';
import type { BackendDatabase } from '../db';
import type { UnlockCodeRecord } from '../recordTypes';
import {
  redeemUnlockCodeSchema,
  type unlockCodeSchema,
  type unlockCodeStatusSchema,
} from '../schemas';
import { NOT_LOCKED } from './auth';
import { listLoginLocks, resetLoginFailures } from './loginThrottle';
import { json, noContent, route } from './route';
import { requireAdmin } from './session';
import { HttpError, notFound, parseBody, readJsonObject } from './validate';

/** 403: the code is not one this e-mail's account has (or it was used already). */
export const WRONG_UNLOCK_CODE = 'This unlock code is not right, or it was used already.';

/** 32 letters and digits that are not mistaken for one another when copied by hand (no I, O, 0, 1). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

/** A new code, `XXXX-XXXX-XXXX`: 12 characters of 5 random bits each. */
export function newUnlockCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH));
  const characters = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return characters.match(/.{4}/g)!.join('-');
}

/** The code as typed, compared without case, spaces or dashes. */
export const canonicalUnlockCode = (code: string): string =>
  code.toUpperCase().replace(/[\s-]/g, '');

// The hash a code is checked against when the e-mail has none, so the answer takes as long.
let decoy: Promise<PasswordHash> | null = null;
const decoyHash = () => (decoy ??= hashPassword('decoy-unlock-code'));

/** Makes a new code for the admin's e-mail, in place of any earlier one. */
export async function createUnlockCode(
  db: BackendDatabase,
  email: string,
  now = Date.now(),
): Promise<{ code: string; createdAt: number }> {
  const code = newUnlockCode();
  const hash = await hashPassword(canonicalUnlockCode(code));
  await db.unlockCodes.put({ email, ...hash, createdAt: now });
  return { code, createdAt: now };
}

/**
 * Lifts `email`'s login lock with one of its codes and uses the code up. 404 when the e-mail is
 * not locked (the login says so to anyone already), 403 for any code that is not its own.
 */
export async function redeemUnlockCode(
  db: BackendDatabase,
  email: string,
  code: string,
): Promise<void> {
  const locked = (await listLoginLocks(db)).some((lock) => lock.email === email);
  if (!locked) throw notFound(NOT_LOCKED);
  const stored = await db.unlockCodes.get(email);
  // Web Crypto outside the transaction: awaiting it inside would let IndexedDB commit it.
  const matches = await verifyPassword(canonicalUnlockCode(code), stored ?? (await decoyHash()));
  const used =
    matches &&
    stored !== undefined &&
    (await db.transaction('rw', db.unlockCodes, db.loginFailures, async () => {
      // The same code, not used meanwhile by a parallel request nor replaced by a new one.
      const current = await db.unlockCodes.get(email);
      if (!current || !sameCode(current, stored)) return false;
      await db.unlockCodes.delete(email);
      await resetLoginFailures(db, email);
      return true;
    }));
  if (!used) throw new HttpError(403, WRONG_UNLOCK_CODE);
}

const sameCode = (a: UnlockCodeRecord, b: UnlockCodeRecord) =>
  a.hash === b.hash && a.salt === b.salt && a.createdAt === b.createdAt;

type WireUnlockCode = z.output<typeof unlockCodeSchema>;
type WireUnlockCodeStatus = z.output<typeof unlockCodeStatusSchema>;

export const unlockCodeHandlers = [
  // 🔒 A new unlock code for the signed-in admin (any earlier one stops working).
  http.post(
    '*/api/admin/unlock-code',
    route(async ({ request, db }) => {
      const admin = await requireAdmin(db, request);
      const { code, createdAt } = await createUnlockCode(db, admin.email);
      const answer: WireUnlockCode = { code, created_at: new Date(createdAt).toISOString() };
      return json(answer, 201);
    }),
  ),

  // 🔒 Whether the signed-in admin has a code, and since when (the code itself is never shown again).
  http.get(
    '*/api/admin/unlock-code',
    route(async ({ request, db }) => {
      const admin = await requireAdmin(db, request);
      const stored = await db.unlockCodes.get(admin.email);
      const answer: WireUnlockCodeStatus = {
        created_at: stored ? new Date(stored.createdAt).toISOString() : null,
      };
      return json(answer);
    }),
  ),

  // No session: the locked-out operator at /admin/login.
  http.post(
    '*/api/admin/unlock-code/redeem',
    route(async ({ request, db }) => {
      const { email, code } = parseBody(redeemUnlockCodeSchema, await readJsonObject(request));
      await redeemUnlockCode(db, email, code);
      return noContent();
    }),
  ),
];
