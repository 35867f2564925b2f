import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import type { CouponRecord } from '../recordTypes';
import { call, loginAdmin, loginCustomer, newGuestToken } from '../testHelpers';
import { isCouponUsable } from './coupons';

const newCoupon = { code: ' spring5 ', discount: 0.05, is_active: true, expires_at: null };

beforeEach(async () => {
  await resetBackendDb();
});

describe('GET /coupons', () => {
  it('lists the coupons for an admin', async () => {
    const token = await loginAdmin();
    const { status, body } = await call<CouponRecord[]>('/coupons', { token });
    expect(status).toBe(200);
    expect(body).toHaveLength(4);
    expect(body[0]).toEqual({
      id: 'c-001',
      code: 'WELCOME10',
      discount: 0.1,
      is_active: true,
      expires_at: null,
    });
  });
});

describe('POST /coupons', () => {
  it('creates a coupon with an upper-case trimmed code', async () => {
    const token = await loginAdmin();
    const { status, body } = await call<CouponRecord>('/coupons', {
      method: 'POST',
      token,
      body: newCoupon,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      code: 'SPRING5',
      discount: 0.05,
      is_active: true,
      expires_at: null,
    });
    expect(body.id).toMatch(/^c-/);
    const list = await call<CouponRecord[]>('/coupons', { token });
    expect(list.body).toHaveLength(5);
  });

  it('defaults to active and never expiring', async () => {
    const token = await loginAdmin();
    const { body } = await call('/coupons', {
      method: 'POST',
      token,
      body: { code: 'SUMMER', discount: 1, expires_at: '' },
    });
    expect(body).toMatchObject({ code: 'SUMMER', discount: 1, is_active: true, expires_at: null });
  });

  it('keeps an ISO expiry date', async () => {
    const token = await loginAdmin();
    const { body } = await call('/coupons', {
      method: 'POST',
      token,
      body: { ...newCoupon, expires_at: '2031-06-30' },
    });
    expect(body).toMatchObject({ expires_at: '2031-06-30' });
  });

  it('refuses a duplicate code whatever its case', async () => {
    const token = await loginAdmin();
    const { status, body } = await call('/coupons', {
      method: 'POST',
      token,
      body: { ...newCoupon, code: 'welcome10' },
    });
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'Coupon code already exists' });
  });

  it.each([
    [{ code: '' }, 'code is required'],
    [{ code: null }, 'code is required'],
    [{ code: 10 }, 'code must be a string'],
    [{ discount: 0 }, 'discount must be a number between 0.01 and 1'],
    [{ discount: 1.5 }, 'discount must be a number between 0.01 and 1'],
    [{ discount: '0.1' }, 'discount must be a number between 0.01 and 1'],
    [{ discount: null }, 'discount must be a number between 0.01 and 1'],
    [{ is_active: 'yes' }, 'is_active must be true or false'],
    [{ expires_at: 'tomorrow' }, 'expires_at must be an ISO date string or null'],
    [{ expires_at: '2030-13-45' }, 'expires_at must be an ISO date string or null'],
    [{ expires_at: 20300101 }, 'expires_at must be an ISO date string or null'],
  ])('rejects the body change %j', async (change, message) => {
    const token = await loginAdmin();
    for (const [method, path] of [
      ['POST', '/coupons'],
      ['PUT', '/coupons/c-001'],
    ] as const) {
      const { status, body } = await call(path, {
        method,
        token,
        body: { ...newCoupon, ...change },
      });
      expect(status).toBe(400);
      expect(body).toEqual({ error: message });
    }
  });

  it('rejects malformed JSON', async () => {
    const token = await loginAdmin();
    for (const [method, path] of [
      ['POST', '/coupons'],
      ['PUT', '/coupons/c-001'],
    ] as const) {
      const { status, body } = await call(path, { method, token, rawBody: "{code: 'X'}" });
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'Request body must be valid JSON' });
    }
  });
});

describe('PUT /coupons/:id', () => {
  it('updates a coupon, keeping its own code allowed', async () => {
    const token = await loginAdmin();
    const { status, body } = await call('/coupons/c-001', {
      method: 'PUT',
      token,
      body: { code: 'Welcome10', discount: 0.12, is_active: false, expires_at: null },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 'c-001',
      code: 'WELCOME10',
      discount: 0.12,
      is_active: false,
      expires_at: null,
    });
  });

  it('refuses the code of another coupon', async () => {
    const token = await loginAdmin();
    const { status, body } = await call('/coupons/c-001', {
      method: 'PUT',
      token,
      body: { ...newCoupon, code: 'save20' },
    });
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'Coupon code already exists' });
    expect((await getBackendDb().coupons.get('c-001'))?.code).toBe('WELCOME10');
  });

  it('answers 404 for an unknown coupon', async () => {
    const token = await loginAdmin();
    const { status, body } = await call('/coupons/c-999', {
      method: 'PUT',
      token,
      body: newCoupon,
    });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Coupon not found' });
  });
});

describe('DELETE /coupons/:id', () => {
  it('deletes once, then answers 404', async () => {
    const token = await loginAdmin();
    const deleted = await call('/coupons/c-003', { method: 'DELETE', token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const again = await call('/coupons/c-003', { method: 'DELETE', token });
    expect(again.status).toBe(404);
    const list = await call<CouponRecord[]>('/coupons', { token });
    expect(list.body.map(({ code }) => code)).not.toContain('OLDSPRING');
  });
});

describe('authorisation', () => {
  const endpoints = [
    ['GET', '/coupons'],
    ['POST', '/coupons'],
    ['PUT', '/coupons/c-001'],
    ['DELETE', '/coupons/c-001'],
  ] as const;

  it.each(endpoints)(
    '%s %s refuses missing, customer, unknown and forged tokens',
    async (method, path) => {
      const customer = (await loginCustomer()).token;
      for (const token of [undefined, customer, newGuestToken(), 'not a token']) {
        const { status, body } = await call(path, {
          method,
          token,
          body: method === 'GET' || method === 'DELETE' ? undefined : newCoupon,
        });
        expect(status).toBe(401);
        expect(body).toHaveProperty('error');
      }
      expect(await getBackendDb().coupons.count()).toBe(4);
    },
  );

  it('refuses an expired admin session', async () => {
    const token = await loginAdmin();
    await getBackendDb().sessions.update(token, { expiresAt: Date.now() - 1000 });
    expect((await call('/coupons', { token })).status).toBe(401);
    // Kept as ended for a lifetime, so its token is refused rather than taken for a guest's.
    expect((await getBackendDb().sessions.get(token))?.expiresAt).toBeLessThan(Date.now());
  });
});

describe('isCouponUsable', () => {
  const base: CouponRecord = {
    id: 'x',
    code: 'X',
    discount: 0.1,
    is_active: true,
    expires_at: null,
  };
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('needs an active coupon whose expiry is absent or in the future', () => {
    expect(isCouponUsable(base, now)).toBe(true);
    expect(isCouponUsable({ ...base, is_active: false }, now)).toBe(false);
    expect(isCouponUsable({ ...base, expires_at: '2026-01-02' }, now)).toBe(true);
    expect(isCouponUsable({ ...base, expires_at: '2025-12-31T23:59:59Z' }, now)).toBe(false);
    expect(isCouponUsable({ ...base, expires_at: 'garbage' }, now)).toBe(false);
  });
});
