import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { call, loginAdmin, loginCustomer, newGuestCart, newGuestToken } from '../testHelpers';
import type { WireCart } from './cart';
import { SESSION_TTL_MS } from './session';

const signup = (body: unknown) => call('/auth/signup', { method: 'POST', body });
const login = (body: unknown, token?: string) =>
  call<{ token: string; user: { id: string; role: string } }>('/auth/login', {
    method: 'POST',
    body,
    token,
  });

const newUser = { name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'engine42' };

beforeEach(async () => {
  await resetBackendDb();
});

describe('POST /auth/signup', () => {
  it('registers a user and hashes the password', async () => {
    const { status, body } = await signup(newUser);
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^u-/),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'user',
    });
    const stored = await getBackendDb().users.where('email').equals('ada@example.com').first();
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('password');
    expect(stored?.passwordHash).not.toBe(newUser.password);
    expect(JSON.stringify(stored)).not.toContain(newUser.password);
    expect(stored?.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives two users with the same password different salts and hashes', async () => {
    await signup(newUser);
    await signup({ ...newUser, email: 'grace@example.com' });
    const users = await getBackendDb()
      .users.where('email')
      .anyOf('ada@example.com', 'grace@example.com')
      .toArray();
    expect(users).toHaveLength(2);
    expect(users[0].salt).not.toBe(users[1].salt);
    expect(users[0].passwordHash).not.toBe(users[1].passwordHash);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const { status, body } = await signup({ ...newUser, email: ' CUSTOMER@example.com ' });
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'Email already registered' });
    await signup(newUser);
    expect((await signup({ ...newUser, email: 'ada@EXAMPLE.com' })).status).toBe(409);
  });

  it.each([
    [{ name: '' }, 'name is required'],
    [{ name: null }, 'name is required'],
    [{ email: '' }, 'email is required'],
    [{ email: 'not-an-email' }, 'email must be a valid e-mail address'],
    [{ email: 'a@b' }, 'email must be a valid e-mail address'],
    [{ password: '' }, 'password is required'],
    [{ password: 12345678 }, 'password must be a string'],
    [{ password: '12345' }, 'password must be at least 6 characters'],
  ])('rejects the body change %j', async (change, message) => {
    const { status, body } = await signup({ ...newUser, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ error: message });
  });

  it('rejects malformed JSON', async () => {
    const { status, body } = await call('/auth/signup', { method: 'POST', rawBody: 'name=x' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Request body must be valid JSON' });
  });
});

describe('POST /auth/login', () => {
  it('signs in the demo customer with a fresh token', async () => {
    const { status, body } = await login({
      email: 'Customer@Example.com',
      password: 'customer123',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      token: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user: {
        id: 'u-customer',
        name: 'Demo Customer',
        email: 'customer@example.com',
        role: 'user',
      },
    });
    const session = await getBackendDb().sessions.get(body.token);
    expect(session).toMatchObject({ userId: 'u-customer', role: 'user' });
    expect((session?.expiresAt ?? 0) - (session?.createdAt ?? 0)).toBe(SESSION_TTL_MS);
    expect(SESSION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('signs in a newly registered user', async () => {
    await signup(newUser);
    const { status, body } = await login({ email: 'ada@example.com', password: 'engine42' });
    expect(status).toBe(200);
    expect(body.user.role).toBe('user');
  });

  it.each([
    [{ email: 'customer@example.com', password: 'wrong-password' }],
    [{ email: 'nobody@example.com', password: 'customer123' }],
    [{ email: 'customer@example.com', password: 'customer123 ' }],
  ])('refuses wrong credentials %j', async (credentials) => {
    const { status, body } = await login(credentials);
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Invalid email or password' });
  });

  it('rejects a bad body', async () => {
    expect((await login({ email: 'customer@example.com' })).body).toEqual({
      error: 'password is required',
    });
    expect((await login({ password: 'x' })).body).toEqual({ error: 'email is required' });
    const malformed = await call('/auth/login', { method: 'POST', rawBody: '{"email"' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Request body must be valid JSON' });
  });

  it('treats an expired session as signed out', async () => {
    const { token } = await loginCustomer();
    await call('/cart/', { method: 'POST', token, body: { product_id: 'p-001' } });
    await getBackendDb().sessions.update(token, { expiresAt: Date.now() - 1 });
    // The token no longer selects the customer's cart, nor becomes a guest cart's token.
    const { status, body } = await call<WireCart>('/cart/', { token });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Session expired or signed out' });
    const fresh = await loginCustomer();
    expect((await call<WireCart>('/cart/', { token: fresh.token })).body.items).toHaveLength(1);
  });
});

describe('guest cart merge on login', () => {
  const lines = (cart: WireCart) =>
    cart.items.map(({ product, quantity }) => [product.id, quantity]).sort();

  it('moves the guest lines and coupon into the customer cart', async () => {
    const first = (await loginCustomer()).token;
    await call('/cart/', { method: 'POST', token: first, body: { product_id: 'p-001' } });

    const guest = await newGuestCart();
    await call('/cart/', {
      method: 'POST',
      token: guest.token,
      body: { product_id: 'p-001', quantity: 2 },
    });
    await call('/cart/', { method: 'POST', token: guest.token, body: { product_id: 'p-010' } });
    await call('/cart/apply-coupon/', {
      method: 'POST',
      token: guest.token,
      body: { code: 'WELCOME10' },
    });

    const { token } = await loginCustomer(guest.secret);
    const { body } = await call<WireCart>('/cart/', { token });
    expect(lines(body)).toEqual([
      ['p-001', 3],
      ['p-010', 1],
    ]);
    expect(body.coupon).toEqual({ code: 'WELCOME10', discount: 0.1 });
    expect(await getBackendDb().carts.get(`guest:${guest.token}`)).toBeUndefined();
    expect((await call<WireCart>('/cart/', { token: guest.token })).body.items).toEqual([]);
  });

  it("keeps the customer's own coupon and caps quantities at 999", async () => {
    const first = (await loginCustomer()).token;
    await call('/cart/', {
      method: 'POST',
      token: first,
      body: { product_id: 'p-002', quantity: 900 },
    });
    await call('/cart/apply-coupon/', { method: 'POST', token: first, body: { code: 'SAVE20' } });

    const guest = await newGuestCart();
    await call('/cart/', {
      method: 'POST',
      token: guest.token,
      body: { product_id: 'p-002', quantity: 200 },
    });
    await call('/cart/apply-coupon/', {
      method: 'POST',
      token: guest.token,
      body: { code: 'WELCOME10' },
    });

    const { token } = await loginCustomer(guest.secret);
    const { body } = await call<WireCart>('/cart/', { token });
    expect(lines(body)).toEqual([['p-002', 999]]);
    expect(body.coupon).toEqual({ code: 'SAVE20', discount: 0.2 });
  });

  it('leaves things alone without a guest cart or on a failed login', async () => {
    const guest = await newGuestCart();
    await call('/cart/', { method: 'POST', token: guest.token, body: { product_id: 'p-004' } });
    const failed = await login(
      { email: 'customer@example.com', password: 'nope-nope' },
      guest.secret,
    );
    expect(failed.status).toBe(401);
    expect((await call<WireCart>('/cart/', { token: guest.token })).body.items).toHaveLength(1);

    const { token } = await loginCustomer((await newGuestCart()).secret);
    expect((await call<WireCart>('/cart/', { token })).body.items).toEqual([]);
  });

  it('refuses to merge a guest cart from its token: only the secret of the browser that made it merges it', async () => {
    // Another visitor's cart, and its token, which travels with each of their cart calls.
    const visitor = await newGuestCart();
    await call('/cart/', { method: 'POST', token: visitor.token, body: { product_id: 'p-003' } });
    const legacy = newGuestToken(); // a token made before secrets: no secret makes it
    await call('/cart/', { method: 'POST', token: legacy, body: { product_id: 'p-005' } });

    for (const stolen of [visitor.token, legacy]) {
      const { token } = await loginCustomer(stolen);
      expect((await call<WireCart>('/cart/', { token })).body.items).toEqual([]);
    }
    // The visitor's cart is still theirs, whole.
    const theirs = await call<WireCart>('/cart/', { token: visitor.token });
    expect(lines(theirs.body)).toEqual([['p-003', 1]]);
    expect((await call<WireCart>('/cart/', { token: legacy })).body.items).toHaveLength(1);
  });
});

describe('POST /admin/login', () => {
  it('gives the admin a token that opens admin endpoints', async () => {
    const { status, body } = await call('/admin/login', {
      method: 'POST',
      body: { email: 'admin@example.com', password: 'admin123' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      token: expect.any(String),
      user: { id: 'u-admin', name: 'Admin User', email: 'admin@example.com', role: 'admin' },
    });
    const token = await loginAdmin();
    expect((await call('/coupons', { token })).status).toBe(200);
  });

  it.each([
    [{ email: 'customer@example.com', password: 'customer123' }],
    [{ email: 'admin@example.com', password: 'admin1234' }],
    [{ email: 'ghost@example.com', password: 'admin123' }],
  ])('refuses %j', async (credentials) => {
    const { status, body } = await call('/admin/login', { method: 'POST', body: credentials });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Invalid email or password' });
  });

  it('rejects a bad body', async () => {
    const missing = await call('/admin/login', { method: 'POST', body: { password: 'admin123' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'email is required' });
    const malformed = await call('/admin/login', { method: 'POST', rawBody: 'admin' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Request body must be valid JSON' });
  });

  it('does not accept a customer token, a guest token or a non-bearer header as admin', async () => {
    const customer = (await loginCustomer()).token;
    for (const token of [customer, newGuestToken(), '%%%']) {
      expect((await call('/coupons', { token })).status).toBe(401);
    }
    const basic = await fetch('http://localhost/api/coupons', {
      headers: { Authorization: 'Basic YWRtaW46YWRtaW4xMjM=' },
    });
    expect(basic.status).toBe(401);
  });
});
