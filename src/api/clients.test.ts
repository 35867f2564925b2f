// @vitest-environment jsdom
// The service clients against the mocked backend (msw/node), including the
// spec §8 silent-failure rules.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { resetBackendDb } from '../../mocks/db';
import { adminSession, customerSession } from '../data/session';
import * as auth from './authClient';
import * as cart from './cartClient';
import * as catalog from './catalogClient';
import * as coupons from './couponsClient';

// jsdom resolves relative URLs against its own origin; the handlers match any origin.
afterEach(async () => {
  localStorage.clear();
  customerSession.clear();
  adminSession.clear();
  await resetBackendDb();
  vi.restoreAllMocks();
});

async function signInAdmin() {
  const session = await catalog.adminLogin('admin@example.com', 'admin123');
  if (!session) throw new Error('admin login failed');
  adminSession.set(session);
  return session;
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

  it('returns null for an unknown product and logs', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await catalog.getProduct('nope')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('load failure is silent: logged, empty list', async () => {
    server.use(
      http.get('*/api/products', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await catalog.getProducts()).toEqual([]);
    expect(log).toHaveBeenCalled();
  });

  it('a malformed answer is a logged failure, not a crash', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json([{ id: 1 }])));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await catalog.getProducts()).toEqual([]);
  });

  it('writes carry the admin token; without it they fail silently (null/false)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const input = {
      name: 'Test Drone',
      description: 'A test',
      price: 10,
      originalPrice: 12,
      imageUrl: '/media/products/placeholder.svg',
      category: 'drones' as const,
      trackingId: null,
    };
    expect(await catalog.createProduct(input)).toBeNull();
    await signInAdmin();
    const created = await catalog.createProduct(input);
    expect(created?.name).toBe('Test Drone');
    const updated = await catalog.updateProduct(created!.id, { ...input, trackingId: 'TRK-1' });
    expect(updated?.trackingId).toBe('TRK-1');
    expect(await catalog.deleteProduct(created!.id)).toBe(true);
    expect(await catalog.deleteProduct(created!.id)).toBe(false);
  });

  it('admin login: false for wrong credentials, a session for the demo admin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await catalog.adminLogin('admin@example.com', 'wrong')).toBe(false);
    const session = await signInAdmin();
    expect(session.user).toMatchObject({ email: 'admin@example.com', role: 'admin' });
  });

  it('admin login throws when the service cannot be reached', async () => {
    server.use(http.post('*/api/admin/login', () => HttpResponse.error()));
    await expect(catalog.adminLogin('a@b.c', 'x')).rejects.toThrow();
  });
});

describe('coupons client', () => {
  it('lists nothing without the admin token (silent), everything with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await coupons.listCoupons()).toEqual([]);
    await signInAdmin();
    const list = await coupons.listCoupons();
    expect(list.map((c) => c.code)).toContain('WELCOME10');
    expect(list[0]).toHaveProperty('isActive');
  });

  it('says why a duplicate code is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await signInAdmin();
    const result = await coupons.createCoupon({
      code: 'welcome10',
      discount: 0.1,
      isActive: true,
      expiresAt: null,
    });
    expect(result).toEqual({ ok: false, error: 'A coupon with this code already exists' });
  });
});

describe('cart client', () => {
  it('keeps a guest cart under the guest token and applies coupons', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const item = await cart.addToCart('p-001', 2);
    expect(item.quantity).toBe(2);
    const loaded = await cart.getCart();
    expect(loaded.items).toHaveLength(1);
    expect(await cart.applyCoupon('BOGUS')).toBe(false);
    expect(await cart.applyCoupon('WELCOME10')).toEqual({ code: 'WELCOME10', discount: 0.1 });
    await cart.updateCartItem(item.id, 3);
    expect((await cart.getCart()).items[0].quantity).toBe(3);
    await cart.removeCoupon();
    await cart.removeCartItem(item.id);
    expect(await cart.getCart()).toEqual({ items: [], coupon: null });
  });

  it('a failed cart fetch empties the cart', async () => {
    server.use(http.get('*/api/cart/', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await cart.getCart()).toEqual({ items: [], coupon: null });
  });

  it('merges the guest cart into the customer cart on sign-in', async () => {
    await cart.addToCart('p-002', 1);
    const session = await auth.logIn('customer@example.com', 'customer123');
    expect(session).not.toBe(false);
    if (!session) return;
    customerSession.set(session);
    const merged = await cart.getCart();
    expect(merged.items.map((i) => i.product.id)).toContain('p-002');
  });
});

describe('auth client', () => {
  it('signup then login; failures are silent false', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await auth.signUp('New Person', 'new.person@example.com', 'secret123');
    expect(user).toMatchObject({ email: 'new.person@example.com', role: 'user' });
    expect(await auth.signUp('Again', 'new.person@example.com', 'secret123')).toBe(false);
    expect(await auth.logIn('new.person@example.com', 'wrong')).toBe(false);
    const session = await auth.logIn('new.person@example.com', 'secret123');
    expect(session && session.token).toBeTruthy();
  });
});
