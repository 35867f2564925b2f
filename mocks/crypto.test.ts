import { describe, expect, it } from 'vitest';
import {
  createToken,
  hashPassword,
  PBKDF2_ITERATIONS,
  setIterationsForNewHashes,
  verifyPassword,
} from './crypto';

describe('password hashing', () => {
  it('hashes at 60,000 iterations with a random hex salt and never returns the password', async () => {
    // The unit tests hash at a lower count (tests/setup/vitest.setup.ts); the app at this one.
    const testCount = setIterationsForNewHashes(PBKDF2_ITERATIONS);
    try {
      const result = await hashPassword('secret123');
      expect(result.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(result.salt).toMatch(/^[0-9a-f]{32}$/);
      expect(result.hash).not.toContain('secret123');
      expect(result.iterations).toBe(60_000);
      expect(await verifyPassword('secret123', result)).toBe(true);
    } finally {
      setIterationsForNewHashes(testCount);
    }
    expect(testCount).toBeLessThan(PBKDF2_ITERATIONS);
    expect((await hashPassword('secret123')).iterations).toBe(testCount);
  });

  it('gives the same password different salts and hashes', async () => {
    const first = await hashPassword('same-password');
    const second = await hashPassword('same-password');
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse', 1000);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
  });

  it('rejects when the salt or the iteration count differ', async () => {
    const stored = await hashPassword('password', 1000);
    const otherSalt = (await hashPassword('x', 1000)).salt;
    expect(await verifyPassword('password', { ...stored, salt: otherSalt })).toBe(false);
    expect(await verifyPassword('password', { ...stored, iterations: 1001 })).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    const stored = await hashPassword('password', 1000);
    expect(await verifyPassword('password', { ...stored, hash: 'not-hex' })).toBe(false);
    expect(await verifyPassword('password', { ...stored, salt: 'abc' })).toBe(false);
    expect(await verifyPassword('password', { ...stored, hash: '' })).toBe(false);
  });
});

describe('createToken', () => {
  it('makes distinct UUID tokens', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => createToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f-]{36}$/);
  });
});
