// POST /admin/data/reset: the backend back to its fixtures, in one step, admin only.
import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { productFixtures } from '../fixtures/products';
import { call, loginAdmin, loginCustomer } from '../testHelpers';

beforeEach(async () => {
  await resetBackendDb();
});

describe('POST /admin/data/reset', () => {
  it('brings back deleted products and coupons, drops carts, sign-ups and other sessions', async () => {
    const admin = await loginAdmin();
    const customer = await loginCustomer();
    await call('/cart/', { method: 'POST', token: customer.token, body: { product_id: 'p-002' } });
    await call('/products/p-001', { method: 'DELETE', token: admin });
    await call('/auth/signup', {
      method: 'POST',
      body: { name: 'Visitor', email: 'visitor@example.com', password: 'visitor123' },
    });
    const created = await call<{ id: string }>('/products', {
      method: 'POST',
      token: admin,
      body: {
        name: 'Booth special',
        description: 'Only today',
        price: 10,
        original_price: 12,
        image_url: '/media/products/ed1-drone.svg',
        category: 'drones',
      },
    });
    expect(created.status).toBe(201);

    const { status, body } = await call('/admin/data/reset', { method: 'POST', token: admin });
    expect(status).toBe(200);
    expect(body).toEqual({ reset: true });

    const products = await call<{ id: string }[]>('/products');
    expect(products.body.map((product) => product.id).sort()).toEqual(
      productFixtures.map((product) => product.id).sort(),
    );
    // The paged catalogue's price statistics follow the fixtures too.
    const paged = await call<{ total: number }>('/products?page=1&limit=5');
    expect(paged.body.total).toBe(productFixtures.length);
    // The admin who reset stays signed in; every other session is gone.
    expect((await call('/admin/me', { token: admin })).status).toBe(200);
    const sessions = await getBackendDb().sessions.toArray();
    expect(sessions.map((session) => session.token)).toEqual([admin]);
    const visitor = await call('/auth/login', {
      method: 'POST',
      body: { email: 'visitor@example.com', password: 'visitor123' },
    });
    expect(visitor.status).toBe(401);
    // The demo accounts still sign in.
    expect((await loginCustomer()).token).toBeTruthy();
    expect(await getBackendDb().carts.count()).toBe(0);
  });

  it('refuses without an admin token', async () => {
    const customer = await loginCustomer();
    expect((await call('/admin/data/reset', { method: 'POST' })).status).toBe(401);
    const asCustomer = await call('/admin/data/reset', { method: 'POST', token: customer.token });
    expect([401, 403]).toContain(asCustomer.status);
    expect((await call<unknown[]>('/products')).body).toHaveLength(productFixtures.length);
  });
});
