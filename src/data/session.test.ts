// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resetBackendDb } from '../../mocks/db';
import * as auth from '../api/auth/authClient';
import * as cart from '../api/cart/cartClient';
import {
  adminSession,
  cartToken,
  customerSession,
  endCustomerSessionAfterDataReplaced,
  forgetGuestCart,
  guestCartSecret,
  guestCartToken,
  storageKeys,
  withCartToken,
} from './session';
import { guestCartTokenOf } from '../lib/guestCartToken';

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };

afterEach(() => {
  localStorage.clear();
  customerSession.clear();
  adminSession.clear();
  sessionStorage.clear();
});

describe('customer session', () => {
  it('stores token and user under the spec keys and restores them', () => {
    customerSession.set({ token: 't-1', user });
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(JSON.parse(localStorage.getItem('authUser') ?? '')).toEqual(user);
    expect(customerSession.get()).toEqual({ token: 't-1', user });
  });

  it('restores the stored user only if a token exists', () => {
    localStorage.setItem(storageKeys.customerUser, JSON.stringify(user));
    customerSession.clear();
    localStorage.setItem(storageKeys.customerUser, JSON.stringify(user));
    // Force a reload of the cached value through a storage event.
    window.dispatchEvent(new StorageEvent('storage', { key: 'authUser' }));
    expect(customerSession.get()).toBeNull();
  });

  it('discards an unparseable stored user', () => {
    localStorage.setItem('token', 't-2');
    localStorage.setItem('authUser', '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authUser' }));
    expect(customerSession.get()).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
  });

  it('discards a stored user of the wrong shape', () => {
    localStorage.setItem('token', 't-3');
    localStorage.setItem('authUser', JSON.stringify({ name: 'no email' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'authUser' }));
    expect(customerSession.get()).toBeNull();
  });

  it('logout clears both keys and notifies subscribers', () => {
    customerSession.set({ token: 't-4', user });
    let calls = 0;
    const stop = customerSession.subscribe(() => (calls += 1));
    customerSession.clear();
    stop();
    expect(calls).toBe(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
  });
});

describe('a session that ends by itself', () => {
  it('is marked expired when the backend refuses its token, and not by a sign-out', () => {
    expect(customerSession.hasExpired()).toBe(false); // a first visit
    customerSession.set({ token: 't-5', user });
    customerSession.clear();
    expect(customerSession.hasExpired()).toBe(false);

    customerSession.set({ token: 't-6', user });
    let calls = 0;
    const stop = customerSession.subscribe(() => (calls += 1));
    expect(customerSession.expire('t-6')).toBe(true);
    stop();
    expect(calls).toBe(1);
    expect(customerSession.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(customerSession.hasExpired()).toBe(true);
    expect(adminSession.hasExpired()).toBe(false);
  });

  it('leaves a newer session alone', () => {
    customerSession.set({ token: 'newer', user });
    expect(customerSession.expire('older')).toBe(false);
    expect(customerSession.get()?.token).toBe('newer');
    expect(customerSession.hasExpired()).toBe(false);
  });

  it('forgets the notice on the next sign-in', () => {
    adminSession.set({ token: 'a-2', user });
    adminSession.expire('a-2');
    expect(adminSession.hasExpired()).toBe(true);
    adminSession.set({ token: 'a-3', user });
    expect(adminSession.hasExpired()).toBe(false);
    adminSession.clear();
    expect(adminSession.hasExpired()).toBe(false);
  });

  it('counts a sign-out in another tab as an end under this tab, a sign-in there as none', () => {
    adminSession.set({ token: 'a-4', user });
    // The other tab removes the token; this tab hears it through the storage event.
    localStorage.removeItem('adminToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken', oldValue: 'a-4' }));
    expect(adminSession.get()).toBeNull();
    expect(adminSession.hasExpired()).toBe(true);

    localStorage.setItem('adminToken', 'a-5');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'adminToken', oldValue: null, newValue: 'a-5' }),
    );
    expect(adminSession.get()?.token).toBe('a-5');
    expect(adminSession.hasExpired()).toBe(false);
  });
});

describe('after Reset demo data or Import data', () => {
  it("signs the customer out with the expired notice, and keeps the operator's admin session", () => {
    customerSession.set({ token: 'cust-1', user });
    adminSession.set({ token: 'admin-1', user: { ...user, role: 'admin' } });
    endCustomerSessionAfterDataReplaced();
    expect(customerSession.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(customerSession.hasExpired()).toBe(true);
    expect(adminSession.get()?.token).toBe('admin-1');
  });

  it('changes nothing when no customer is signed in', () => {
    endCustomerSessionAfterDataReplaced();
    expect(customerSession.get()).toBeNull();
    expect(customerSession.hasExpired()).toBe(false);
  });
});

describe('admin session', () => {
  it('defaults the role to admin and removes an unparseable stored admin', () => {
    adminSession.set({ token: 'a-1', user: { ...user, role: '' } });
    expect(adminSession.get()?.user.role).toBe('admin');
    localStorage.setItem('adminUser', 'oops');
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminUser' }));
    expect(adminSession.get()).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });
});

describe('cart token', () => {
  it('creates one guest token under accessToken, made from a secret kept beside it', async () => {
    const first = await guestCartToken();
    expect(first).toMatch(/^guest-[0-9a-f]{64}$/);
    expect(localStorage.getItem('accessToken')).toBe(first);
    expect(await guestCartToken()).toBe(first);
    const secret = guestCartSecret();
    expect(secret).toBeTruthy();
    expect(secret).not.toBe(first);
    expect(await guestCartTokenOf(secret ?? '')).toBe(first);
  });

  it('makes one guest cart when several calls ask at once', async () => {
    const [a, b] = await Promise.all([guestCartToken(), guestCartToken()]);
    expect(a).toBe(b);
    expect(await guestCartTokenOf(guestCartSecret() ?? '')).toBe(a);
  });

  it('replaces a corrupted guest token', async () => {
    localStorage.setItem('accessToken', '<script>');
    expect(await guestCartToken()).toMatch(/^guest-[0-9a-f]{64}$/);
  });

  it("keeps an older build's token, which has no secret to merge it with", async () => {
    localStorage.setItem('accessToken', 'guest-0b7e2a8c-1d2e-4f5a-9b8c-7d6e5f4a3b2c');
    expect(await guestCartToken()).toBe('guest-0b7e2a8c-1d2e-4f5a-9b8c-7d6e5f4a3b2c');
    expect(guestCartSecret()).toBeNull();
  });

  it('forgets the token and its secret together', async () => {
    const first = await guestCartToken();
    forgetGuestCart();
    expect(guestCartSecret()).toBeNull();
    expect(await guestCartToken()).not.toBe(first);
  });

  it('uses the signed-in customer token when there is one', async () => {
    const guest = await guestCartToken();
    expect(await cartToken()).toBe(guest);
    customerSession.set({ token: 'cust-token', user });
    expect(await cartToken()).toBe('cust-token');
  });
});

describe('cart calls after the session ended elsewhere', () => {
  afterEach(resetBackendDb);

  it('sign the customer out here, so the next call uses the guest cart', async () => {
    const session = await auth.logIn('customer@example.com', 'customer123', null);
    customerSession.set(session);
    await withCartToken((token) => cart.addToCart(token, 'p-001'));
    await auth.logOut(session.token); // e.g. from another device, or the session expired

    await expect(withCartToken(cart.getCart)).rejects.toMatchObject({ status: 401 });
    expect(customerSession.get()).toBeNull();
    expect((await withCartToken(cart.getCart)).items).toEqual([]);
  });
});
