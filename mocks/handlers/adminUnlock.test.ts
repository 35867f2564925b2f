// Booth mode's lock screen (POST /admin/unlock) and the operator's list of sign-in locks
// (GET /admin/login-locks, DELETE /admin/login-locks/{email}), issue 35 point 25.
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBackendDb } from '../db';
import { call, loginAdmin, loginCustomer } from '../testHelpers';
import { UNLOCK_SESSION_ENDED, wrongUnlockPassword } from './auth';

const ADMIN = { email: 'admin@example.com', password: 'admin123' };
const LOCKED = { error: 'Too many failed attempts. Try again in 15 minutes.' };

const adminLogin = (password: string, email = ADMIN.email) =>
  call('/admin/login', { method: 'POST', body: { email, password } });
const unlock = (token: string | undefined, body: unknown) =>
  call('/admin/unlock', { method: 'POST', token, body });

/** A visitor's five wrong passwords at /admin/login: the e-mail is locked. */
async function lockByLogin(email = ADMIN.email): Promise<void> {
  for (let i = 0; i < 5; i += 1) expect((await adminLogin(`wrong-${i}`, email)).status).toBe(401);
  expect((await adminLogin(ADMIN.password, email)).body).toEqual(LOCKED);
}

beforeEach(async () => {
  await resetBackendDb();
});

describe('POST /admin/unlock', () => {
  it('answers 204 to the right password, and lifts the e-mail’s login lock', async () => {
    const token = await loginAdmin();
    await lockByLogin();
    expect((await unlock(token, { password: ADMIN.password })).status).toBe(204);
    // The session goes on, and the admin login takes the right password again.
    expect((await call('/admin/me', { token })).status).toBe(200);
    expect((await adminLogin(ADMIN.password)).status).toBe(200);
  });

  it('is not the login limit’s business: wrong passwords here lock no e-mail', async () => {
    const token = await loginAdmin();
    for (let i = 0; i < 4; i += 1) await unlock(token, { password: `wrong-${i}` });
    expect((await adminLogin(ADMIN.password)).status).toBe(200);
    // And it answers while the e-mail is locked by the login.
    await lockByLogin();
    expect((await unlock(token, { password: ADMIN.password })).status).toBe(204);
  });

  it('ends the session at the 5th wrong password: 401 from then on', async () => {
    const token = await loginAdmin();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await unlock(token, { password: `wrong-${i}` }));
    expect(answers.map(({ status }) => status)).toEqual([403, 403, 403, 403]);
    expect(answers.map(({ body }) => body)).toEqual(
      [4, 3, 2, 1].map((left) => ({ error: wrongUnlockPassword(left) })),
    );
    const fifth = await unlock(token, { password: 'wrong-5' });
    expect(fifth).toMatchObject({ status: 401, body: { error: UNLOCK_SESSION_ENDED } });
    expect((await unlock(token, { password: ADMIN.password })).status).toBe(401);
    expect((await call('/admin/me', { token })).status).toBe(401);
    // The account itself is not locked: the operator signs in again.
    expect((await adminLogin(ADMIN.password)).status).toBe(200);
  });

  it('starts the count afresh after the right password', async () => {
    const token = await loginAdmin();
    for (let i = 0; i < 4; i += 1) await unlock(token, { password: `wrong-${i}` });
    expect((await unlock(token, { password: ADMIN.password })).status).toBe(204);
    const again = await unlock(token, { password: 'wrong' });
    expect(again).toMatchObject({ status: 403, body: { error: wrongUnlockPassword(4) } });
  });

  it('counts per session: another session of the same admin is not ended', async () => {
    const token = await loginAdmin();
    const other = await loginAdmin();
    for (let i = 0; i < 5; i += 1) await unlock(token, { password: `wrong-${i}` });
    expect((await unlock(other, { password: ADMIN.password })).status).toBe(204);
  });

  it('refuses a bad body with 400, uncounted', async () => {
    const token = await loginAdmin();
    for (let i = 0; i < 6; i += 1) {
      expect((await unlock(token, {})).body).toEqual({ error: 'password is required' });
    }
    expect((await unlock(token, { password: 7 })).status).toBe(400);
    expect((await unlock(token, { password: ADMIN.password })).status).toBe(204);
  });

  it('answers 401 without a token, to a customer’s token and to an ended session', async () => {
    expect((await unlock(undefined, { password: ADMIN.password })).status).toBe(401);
    const { token: customer } = await loginCustomer();
    expect((await unlock(customer, { password: 'customer123' })).status).toBe(401);
    const token = await loginAdmin();
    await call('/admin/logout', { method: 'POST', token });
    expect((await unlock(token, { password: ADMIN.password })).status).toBe(401);
  });
});

describe('GET and DELETE /admin/login-locks', () => {
  it('lists the locked e-mails, and Unlock lifts one at once (404 when not locked)', async () => {
    const token = await loginAdmin();
    expect((await call('/admin/login-locks', { token })).body).toEqual([]);
    await lockByLogin();
    await lockByLogin('nobody@example.com');
    // Four failures lock nothing yet: not listed.
    for (let i = 0; i < 4; i += 1) await adminLogin(`wrong-${i}`, 'ada@example.com');
    const { status, body } = await call<
      { email: string; locked_until: string; failures: number }[]
    >('/admin/login-locks', { token });
    expect(status).toBe(200);
    expect(body.map(({ email, failures }) => [email, failures]).sort()).toEqual([
      ['admin@example.com', 5],
      ['nobody@example.com', 5],
    ]);
    const until = Date.parse(body[0].locked_until);
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);

    const path = `/admin/login-locks/${encodeURIComponent('Admin@Example.com')}`;
    expect((await call(path, { method: 'DELETE', token })).status).toBe(204);
    expect((await adminLogin(ADMIN.password)).status).toBe(200);
    expect((await call(path, { method: 'DELETE', token })).status).toBe(404);
    const rest = await call<{ email: string }[]>('/admin/login-locks', { token });
    expect(rest.body.map(({ email }) => email)).toEqual(['nobody@example.com']);
    const ada = `/admin/login-locks/${encodeURIComponent('ada@example.com')}`;
    expect((await call(ada, { method: 'DELETE', token })).body).toEqual({
      error: 'This e-mail is not locked',
    });
  });

  it('does not list a lock that a raised "Max login attempts" no longer reaches', async () => {
    const token = await loginAdmin();
    await lockByLogin();
    await call('/admin/settings/security', {
      method: 'PUT',
      token,
      body: { max_login_attempts: 10 },
    });
    expect((await call('/admin/login-locks', { token })).body).toEqual([]);
  });

  it('answers 401 without a token and to a customer’s token', async () => {
    const { token: customer } = await loginCustomer();
    const path = `/admin/login-locks/${encodeURIComponent(ADMIN.email)}`;
    for (const token of [undefined, customer]) {
      expect((await call('/admin/login-locks', { token })).status).toBe(401);
      expect((await call(path, { method: 'DELETE', token })).status).toBe(401);
    }
  });
});
