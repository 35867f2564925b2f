// @vitest-environment jsdom
// The service clients against the mocked backend (msw/node). Every client throws ApiError on
// failure; the spec's silent failures are the queries' policies (see *Queries.ts).
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { resetBackendDb } from '../../mocks/db';
import * as auth from './auth/authClient';
import * as cart from './cart/cartClient';
import { ApiError } from './http';
import * as catalog from './products/productsClient';
import { productDetailQuery } from './products/productQueries';
import * as coupons from './coupons/couponsClient';
import { couponListQuery } from './coupons/couponQueries';
import { guestCartTokenOf } from '../lib/guestCartToken';

// jsdom resolves relative URLs against its own origin; the handlers match any origin.
afterEach(async () => {
  localStorage.clear();
  await resetBackendDb();
  vi.restoreAllMocks();
});

async function signInAdmin() {
  return auth.adminLogin('admin@example.com', 'admin123');
}

/** A guest cart as the app makes one (src/data/session.ts): its token and the secret behind it. */
async function guestCart() {
  const secret = crypto.randomUUID();
  return { secret, token: await guestCartTokenOf(secret) };
}

describe('catalogue client', () => {
  it('maps wire names to app names', async () => {
    const products = await catalog.getProducts();
    expect(products.length).toBeGreaterThanOrEqual(12);
    const first = products[0];
    expect(first).toHaveProperty('originalPrice');
    expect(first).toHaveProperty('imageUrl');
    expect(first).toHaveProperty('trackingId');
    expect(first).not.toHaveProperty('original_price');
  });

  it('pages, filters and reports the highest price', async () => {
    const page = await catalog.getProductPage({
      category: 'drones',
      page: 1,
      limit: 4,
      sort: 'price-desc',
    });
    expect(page.items).toHaveLength(4);
    expect(page.items.every((p) => p.category === 'drones')).toBe(true);
    expect(page.items[0].price).toBeGreaterThanOrEqual(page.items[1].price);
    expect(page.maxPrice).toBe(page.items[0].price);
  });

  it('an unknown product is ApiError 404 and null to the detail query; a failure is its error', async () => {
    await expect(catalog.getProduct('nope')).rejects.toMatchObject({ status: 404 });
    expect(await productDetailQuery('nope').queryFn!({} as never)).toBeNull();
    server.use(
      http.get('*/api/products/:id', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
    await expect(productDetailQuery('p-001').queryFn!({} as never)).rejects.toMatchObject({
      status: 500,
    });
  });

  it('a failed load throws', async () => {
    server.use(
      http.get('*/api/products', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
    await expect(catalog.getProducts()).rejects.toEqual(new ApiError(500, 'down'));
  });

  it('a malformed answer is an ApiError, not a crash further in', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json({ id: 1 })));
    await expect(catalog.getProducts()).rejects.toBeInstanceOf(ApiError);
  });

  it('a list item it cannot read is left out, not the whole list (issue 35, point 19)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/products', () => HttpResponse.json([{ id: 1 }])));
    await expect(catalog.getProducts()).resolves.toEqual([]);
  });

  it('writes carry the admin token; without it they are refused with 401', async () => {
    const input = {
      name: 'Test Drone',
      description: 'A test',
      price: 10,
      originalPrice: 12,
      imageUrl: '/media/products/placeholder.svg',
      category: 'drones' as const,
      trackingId: null,
    };
    await expect(catalog.saveProduct(null, null, input)).rejects.toMatchObject({ status: 401 });
    const { token } = await signInAdmin();
    const created = await catalog.saveProduct(token, null, input);
    expect(created.name).toBe('Test Drone');
    const updated = await catalog.saveProduct(token, created.id, { ...input, trackingId: 'TRK-1' });
    expect(updated.trackingId).toBe('TRK-1');
    await catalog.deleteProduct(token, created.id);
    await expect(catalog.deleteProduct(token, created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('admin login: 401 for wrong credentials, a session for the demo admin', async () => {
    await expect(auth.adminLogin('admin@example.com', 'wrong')).rejects.toMatchObject({
      status: 401,
    });
    const session = await signInAdmin();
    expect(session.user).toMatchObject({ email: 'admin@example.com', role: 'admin' });
  });

  it('admin login throws when the service cannot be reached', async () => {
    server.use(http.post('*/api/admin/login', () => HttpResponse.error()));
    await expect(auth.adminLogin('a@b.c', 'x')).rejects.toMatchObject({ status: 0 });
  });
});

describe('coupons client', () => {
  it('refuses the list without the admin token (the query shows none), lists with it', async () => {
    await expect(coupons.listCoupons(null)).rejects.toMatchObject({ status: 401 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await couponListQuery(null).queryFn!({} as never)).toEqual([]);
    const { token } = await signInAdmin();
    expect((await couponListQuery(token).queryFn!({} as never)).length).toBeGreaterThan(0);
    const list = await coupons.listCoupons(token);
    expect(list.map((c) => c.code)).toContain('WELCOME10');
    expect(list[0]).toHaveProperty('isActive');
  });

  it('refuses a duplicate code with 409', async () => {
    const { token } = await signInAdmin();
    const duplicate = { code: 'welcome10', discount: 0.1, isActive: true, expiresAt: null };
    await expect(coupons.createCoupon(token, duplicate)).rejects.toMatchObject({ status: 409 });
  });
});

describe('cart client', () => {
  it('keeps a guest cart under the guest token and applies coupons', async () => {
    const { token } = await guestCart();
    const item = await cart.addToCart(token, 'p-001', 2);
    expect(item.quantity).toBe(2);
    const loaded = await cart.getCart(token);
    expect(loaded.items).toHaveLength(1);
    await expect(cart.applyCoupon(token, 'BOGUS')).rejects.toEqual(
      new ApiError(400, 'Invalid coupon code'),
    );
    expect(await cart.applyCoupon(token, 'WELCOME10')).toEqual({
      code: 'WELCOME10',
      discount: 0.1,
    });
    await cart.updateCartItem(token, item.id, 3);
    expect((await cart.getCart(token)).items[0].quantity).toBe(3);
    await cart.removeCoupon(token);
    await cart.removeCartItem(token, item.id);
    expect(await cart.getCart(token)).toEqual({ items: [], coupon: null });
  });

  it('a failed cart fetch throws (the cart query, src/data/cartHooks.ts, offers a retry)', async () => {
    server.use(http.get('*/api/cart/', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    await expect(cart.getCart((await guestCart()).token)).rejects.toMatchObject({ status: 500 });
  });

  it('merges the guest cart into the customer cart on sign-in', async () => {
    const guest = await guestCart();
    await cart.addToCart(guest.token, 'p-002', 1);
    const session = await auth.logIn('customer@example.com', 'customer123', guest.secret);
    const merged = await cart.getCart(session.token);
    expect(merged.items.map((i) => i.product.id)).toContain('p-002');
  });
});

describe('auth client', () => {
  it('signup then login; a taken e-mail is 409, a wrong password 401', async () => {
    const user = await auth.signUp('New Person', 'new.person@example.com', 'secret123');
    expect(user).toMatchObject({ email: 'new.person@example.com', role: 'user' });
    await expect(auth.signUp('Again', 'new.person@example.com', 'secret123')).rejects.toMatchObject(
      { status: 409 },
    );
    await expect(auth.logIn('new.person@example.com', 'wrong', null)).rejects.toMatchObject({
      status: 401,
    });
    const session = await auth.logIn('new.person@example.com', 'secret123', null);
    expect(session.token).toBeTruthy();
  });
});
