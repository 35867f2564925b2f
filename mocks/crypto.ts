// Password hashing for the mocked backend: salted PBKDF2-SHA-256 through Web Crypto, which
// exists in pages, service workers and Node alike.

/** Enough to make brute force costly, low enough that seeding and tests stay quick. */
export const PBKDF2_ITERATIONS = 60_000;

// The count new hashes get. Only the unit tests lower it (tests/setup/vitest.setup.ts): they make
// ~1,800 hashes, ~40 s of the logic tests' 129 CPU-s at the full count. A hash is checked with the
// count stored beside it, so sign-up, sign-in and the unlock codes run the same at any count.
let iterationsForNewHashes = PBKDF2_ITERATIONS;

/** For the unit tests: the PBKDF2 count of the hashes made from now on; answers the one before. */
export function setIterationsForNewHashes(iterations: number): number {
  const before = iterationsForNewHashes;
  iterationsForNewHashes = iterations;
  return before;
}
const SALT_BYTES = 16;
const HASH_BITS = 256;

export interface PasswordHash {
  /** Hex-encoded derived key. */
  hash: string;
  /** Hex-encoded random salt. */
  salt: string;
  iterations: number;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  }
  return bytes;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(
  password: string,
  iterations: number = iterationsForNewHashes,
): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return { hash: toHex(hash), salt: toHex(salt), iterations };
}

/**
 * Checks a password against a stored hash. Compares every byte whatever the first mismatch,
 * so the time taken does not reveal how much of the hash matched.
 */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const salt = fromHex(stored.salt);
  const expected = fromHex(stored.hash);
  if (!salt || !expected || expected.length === 0) return false;
  const actual = await derive(password, salt, stored.iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i += 1) difference |= actual[i] ^ expected[i];
  return difference === 0;
}

/** An unguessable session token. */
export function createToken(): string {
  return crypto.randomUUID();
}
