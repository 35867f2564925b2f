// Unlock codes (issue 35, point 25): the operator with no session on the device lifts the admin
// e-mail's login lock at /admin/login with a code made earlier in Settings → Security.
import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { resetBackend } from '../reset';
import { call, loginAdmin, loginCustomer } from '../testHelpers';
import { NOT_LOCKED } from './auth';
import { canonicalUnlockCode, newUnlockCode, WRONG_UNLOCK_CODE } from './unlockCodes';

const ADMIN = { email: 'admin@example.com', password: 'admin123' };
const LOCKED = { error: 'Too many failed attempts. Try again in 15 minutes.' };

const adminLogin = (password: string, email = ADMIN.email) =>
  call('/admin/login', { method: 'POST', body: { email, password } });
const createCode = (token: string | undefined) =>
  call<{ code: string; created_at: string }>('/admin/unlock-code', { method: 'POST', token });
const codeStatus = (token: string | undefined) =>
  call<{ created_at: string | null }>('/admin/unlock-code', { token });
const redeem = (body: unknown) => call('/admin/unlock-code/redeem', { method: 'POST', body });

/** A visitor's five wrong passwords at /admin/login: the e-mail is locked. */
async function lockByLogin(email = ADMIN.email): Promise<void> {
  for (let i = 0; i < 5; i += 1) await adminLogin(`wrong-${i}`, email);
  expect((await adminLogin(ADMIN.password, email)).body).toEqual(LOCKED);
}

/** A code made by the signed-in admin, who then signs out: nobody is signed in on the device. */
async function codeOfSignedOutAdmin(): Promise<string> {
  const token = await loginAdmin();
  const { status, body } = await createCode(token);
  expect(status).toBe(201);
  await call('/admin/logout', { method: 'POST', token });
  return body.code;
}

beforeEach(async () => {
  await resetBackendDb();
});

describe('unlock codes', () => {
  it('makes codes of 12 letters and digits that are easy to copy, grouped by four', () => {
    const codes = Array.from({ length: 200 }, newUnlockCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){2}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(canonicalUnlockCode(' k7qm-3xrp 9twd ')).toBe('K7QM3XRP9TWD');
  });

  it('lifts the lock once, with nobody signed in; the right password then signs in', async () => {
    const code = await codeOfSignedOutAdmin();
    await lockByLogin();
    // Typed in lower case, without dashes: the same code.
    const typed = code.toLowerCase().replace(/-/g, ' ');
    expect((await redeem({ email: 'Admin@Example.com ', code: typed })).status).toBe(204);
    expect((await adminLogin(ADMIN.password)).status).toBe(200);
    // Used up: the next lock needs a new code.
    await lockByLogin();
    expect((await redeem({ email: ADMIN.email, code })).body).toEqual({
      error: WRONG_UNLOCK_CODE,
    });
  });

  it('refuses a wrong code, another admin’s, or one replaced by a newer code, with 403', async () => {
    const first = await codeOfSignedOutAdmin();
    const second = await codeOfSignedOutAdmin();
    await lockByLogin();
    expect((await redeem({ email: ADMIN.email, code: first })).status).toBe(403);
    expect((await redeem({ email: ADMIN.email, code: 'AAAA-BBBB-CCCC' })).status).toBe(403);
    // A locked e-mail with no code at all.
    await lockByLogin('nobody@example.com');
    expect((await redeem({ email: 'nobody@example.com', code: second })).status).toBe(403);
    // Wrong codes lock nothing: the right one still works after many.
    for (let i = 0; i < 8; i += 1) await redeem({ email: ADMIN.email, code: `WRONG-${i}` });
    expect((await redeem({ email: ADMIN.email, code: second })).status).toBe(204);
  });

  it('answers 404 when the e-mail is not locked, and keeps the code', async () => {
    const code = await codeOfSignedOutAdmin();
    expect((await redeem({ email: ADMIN.email, code })).body).toEqual({ error: NOT_LOCKED });
    await lockByLogin();
    expect((await redeem({ email: ADMIN.email, code })).status).toBe(204);
  });

  it('refuses a bad body with 400', async () => {
    expect((await redeem({ email: ADMIN.email })).body).toEqual({ error: 'code is required' });
    expect((await redeem({ email: ADMIN.email, code: '   ' })).status).toBe(400);
    expect((await redeem({ code: 'AAAA' })).body).toEqual({ error: 'email is required' });
    expect((await redeem({ email: ADMIN.email, code: 7 })).status).toBe(400);
    expect((await redeem({ email: ADMIN.email, code: 'A'.repeat(65) })).status).toBe(400);
  });

  it('says when the signed-in admin’s code was made, never the code', async () => {
    const token = await loginAdmin();
    expect((await codeStatus(token)).body).toEqual({ created_at: null });
    const made = await createCode(token);
    const status = await codeStatus(token);
    expect(status.body).toEqual({ created_at: made.body.created_at });
    expect(JSON.stringify(status.body)).not.toContain(made.body.code);
  });

  it('keeps the code over a reset of the demo data: it belongs to the device', async () => {
    const code = await codeOfSignedOutAdmin();
    await resetBackend(getBackendDb(), { keepSessionToken: null, startingData: 'demo' });
    await lockByLogin();
    expect((await redeem({ email: ADMIN.email, code })).status).toBe(204);
  });

  it('makes and shows codes for admins only: 401 without a token and to a customer', async () => {
    const { token: customer } = await loginCustomer();
    for (const token of [undefined, customer]) {
      expect((await createCode(token)).status).toBe(401);
      expect((await codeStatus(token)).status).toBe(401);
    }
  });
});
