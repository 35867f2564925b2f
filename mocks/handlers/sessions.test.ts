// Sessions end: logout (customer and admin), GET /admin/me, the session lifetime on every token
// check, and the admin's login-limit setting endpoint.
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKEND_DB_NAME,
  backendSchemaV1,
  backendSchemaV2Changes,
  getBackendDb,
  resetBackendDb,
} from '../db';
import { call, loginAdmin, loginCustomer, newGuestToken, API } from '../testHelpers';
import type { WireCart } from './cart';
import { getMaxLoginAttempts } from './loginThrottle';
import { SESSION_TTL_MS } from './session';

const ADMIN = { id: 'u-admin', name: 'Admin User', email: 'admin@example.com', role: 'admin' };
const coupon = { code: 'AFTERLOGOUT', discount: 0.1, is_active: true, expires_at: null };

beforeEach(async () => {
  await resetBackendDb();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /auth/logout', () => {
  it('ends the customer session: the old token can no longer read or fill the cart', async () => {
    const { token } = await loginCustomer();
    await call('/cart/', { method: 'POST', token, body: { product_id: 'p-001' } });

    const { status, text } = await call('/auth/logout', { method: 'POST', token });
    expect(status).toBe(204);
    expect(text).toBe('');

    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { product_id: 'p-002' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call('/cart/', { method, token, body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'Session expired or signed out' });
    }
    // The account's cart is untouched and back after the next sign-in.
    const fresh = await loginCustomer();
    const { body } = await call<WireCart>('/cart/', { token: fresh.token });
    expect(body.items.map(({ product }) => product.id)).toEqual(['p-001']);
  });

  it('answers 204 without a token, for an unknown or ended token, and ends nothing else', async () => {
    const other = (await loginCustomer()).token;
    const admin = await loginAdmin();
    const ended = (await loginCustomer()).token;
    await call('/auth/logout', { method: 'POST', token: ended });

    const answers = [
      await call('/auth/logout', { method: 'POST' }),
      await call('/auth/logout', { method: 'POST', token: newGuestToken() }),
      await call('/auth/logout', { method: 'POST', token: ended }),
    ];
    expect(answers.map(({ status }) => status)).toEqual([204, 204, 204]);
    expect((await call('/cart/', { token: other })).status).toBe(200);
    expect((await call('/admin/me', { token: admin })).status).toBe(200);
  });

  it('ignores a malformed body or Authorization header', async () => {
    const { token } = await loginCustomer();
    const garbage = await call('/auth/logout', { method: 'POST', rawBody: '{"token":' });
    expect(garbage.status).toBe(204);
    for (const authorization of ['Basic YWRtaW46YWRtaW4xMjM=', `Token ${token}`, 'Bearer', '']) {
      const response = await fetch(`${API}/auth/logout`, {
        method: 'POST',
        headers: { Authorization: authorization },
      });
      expect(response.status).toBe(204);
    }
    expect((await call('/cart/', { token })).status).toBe(200);
  });
});

describe('POST /admin/logout', () => {
  it('ends the admin session: the old token no longer creates coupons', async () => {
    const token = await loginAdmin();
    expect((await call('/admin/logout', { method: 'POST', token })).status).toBe(204);
    const created = await call('/coupons', { method: 'POST', token, body: coupon });
    expect(created.status).toBe(401);
    expect(created.body).toEqual({ error: 'Invalid or expired token' });
    expect((await call('/admin/me', { token })).status).toBe(401);
    expect(await getBackendDb().coupons.where('code').equals('AFTERLOGOUT').count()).toBe(0);
  });

  it('answers 204 without a token or for an unknown one', async () => {
    const admin = await loginAdmin();
    expect((await call('/admin/logout', { method: 'POST' })).status).toBe(204);
    expect((await call('/admin/logout', { method: 'POST', token: 'forged' })).status).toBe(204);
    expect((await call('/coupons', { token: admin })).status).toBe(200);
  });
});

describe('GET /admin/me', () => {
  it('names the admin a live admin token belongs to', async () => {
    const token = await loginAdmin();
    const { status, body } = await call('/admin/me', { token });
    expect(status).toBe(200);
    expect(body).toEqual(ADMIN);
  });

  it('refuses no token, a forged one, a customer or guest token with 401', async () => {
    const customer = (await loginCustomer()).token;
    for (const token of [undefined, 'forged', customer, newGuestToken()]) {
      const { status, body } = await call('/admin/me', { token });
      expect(status).toBe(401);
      expect(body).toEqual({ error: expect.any(String) });
    }
    const basic = await fetch(`${API}/admin/me`, {
      headers: { Authorization: 'Basic YWRtaW46YWRtaW4xMjM=' },
    });
    expect(basic.status).toBe(401);
  });
});

describe('session lifetime', () => {
  it('is enforced on every token check: cart, admin endpoints and /admin/me', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const admin = await loginAdmin();
    const { token: customer } = await loginCustomer();
    await call('/cart/', { method: 'POST', token: customer, body: { product_id: 'p-003' } });

    vi.setSystemTime(start + SESSION_TTL_MS - 1000);
    expect((await call('/admin/me', { token: admin })).status).toBe(200);
    expect((await call<WireCart>('/cart/', { token: customer })).body.items).toHaveLength(1);

    vi.setSystemTime(start + SESSION_TTL_MS);
    expect((await call('/admin/me', { token: admin })).status).toBe(401);
    expect((await call('/coupons', { token: admin })).status).toBe(401);
    expect((await call('/coupons', { method: 'POST', token: admin, body: coupon })).status).toBe(
      401,
    );
    expect((await call('/cart/', { token: customer })).status).toBe(401);
  });

  it('forgets ended sessions a lifetime after they ended', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { token } = await loginCustomer();
    await call('/auth/logout', { method: 'POST', token });
    expect(await getBackendDb().sessions.get(token)).toBeDefined();

    vi.setSystemTime(start + SESSION_TTL_MS + 1000);
    await loginCustomer(); // signing in tidies up
    expect(await getBackendDb().sessions.get(token)).toBeUndefined();
  });
});

describe('PUT /admin/settings/security', () => {
  const put = (body: unknown, token?: string) =>
    call('/admin/settings/security', { method: 'PUT', body, token });

  it('stores the admin setting for the login limit', async () => {
    const token = await loginAdmin();
    expect(await getMaxLoginAttempts(getBackendDb())).toBe(5);
    const { status, body } = await put({ max_login_attempts: 3 }, token);
    expect(status).toBe(200);
    expect(body).toEqual({ max_login_attempts: 3 });
    expect(await getMaxLoginAttempts(getBackendDb())).toBe(3);
  });

  it.each([
    [{}],
    [{ max_login_attempts: 0 }],
    [{ max_login_attempts: 21 }],
    [{ max_login_attempts: 2.5 }],
    [{ max_login_attempts: '5' }],
    [{ max_login_attempts: null }],
  ])('rejects %j with 400', async (body) => {
    const token = await loginAdmin();
    const answer = await put(body, token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'max_login_attempts must be an integer between 1 and 20',
    });
    expect(await getMaxLoginAttempts(getBackendDb())).toBe(5);
  });

  it('rejects malformed JSON with 400', async () => {
    const token = await loginAdmin();
    const answer = await call('/admin/settings/security', { method: 'PUT', token, rawBody: '{' });
    expect(answer.status).toBe(400);
  });

  it('refuses anyone but a live admin with 401', async () => {
    const customer = (await loginCustomer()).token;
    const ended = await loginAdmin();
    await call('/admin/logout', { method: 'POST', token: ended });
    for (const token of [undefined, customer, ended, 'forged']) {
      expect((await put({ max_login_attempts: 1 }, token)).status).toBe(401);
    }
    expect(await getMaxLoginAttempts(getBackendDb())).toBe(5);
  });
});

describe('backend database version 3', () => {
  it('keeps existing records when it adds the login failures table', async () => {
    await resetBackendDb();
    const legacy = new Dexie(BACKEND_DB_NAME);
    legacy.version(2).stores({ ...backendSchemaV1, ...backendSchemaV2Changes });
    const session = {
      token: 'kept-session-token',
      userId: 'u-x',
      role: 'user',
      createdAt: 1,
      expiresAt: 2,
    };
    await legacy.table('sessions').add(session);
    await legacy.table('meta').put({ key: 'marker', value: 'kept' });
    legacy.close();

    const db = getBackendDb();
    expect(await db.sessions.get('kept-session-token')).toEqual(session);
    expect(await db.meta.get('marker')).toEqual({ key: 'marker', value: 'kept' });
    expect(await db.loginFailures.count()).toBe(0);
  });
});
