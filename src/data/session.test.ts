// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { adminSession, cartToken, customerSession, guestCartToken, storageKeys } from './session';

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
  it('creates one guest token under accessToken and keeps it', () => {
    const first = guestCartToken();
    expect(first).toMatch(/^guest-/);
    expect(localStorage.getItem('accessToken')).toBe(first);
    expect(guestCartToken()).toBe(first);
  });

  it('replaces a corrupted guest token', () => {
    localStorage.setItem('accessToken', '<script>');
    expect(guestCartToken()).toMatch(/^guest-[0-9a-f-]+$/);
  });

  it('uses the signed-in customer token when there is one', () => {
    const guest = guestCartToken();
    expect(cartToken()).toBe(guest);
    customerSession.set({ token: 'cust-token', user });
    expect(cartToken()).toBe('cust-token');
  });
});
