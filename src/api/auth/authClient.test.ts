// @vitest-environment jsdom
// The session calls of the auth client against the mocked backend (msw/node).
import { afterEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../../../mocks/db';
import { ApiError } from '../http';
import * as auth from './authClient';

afterEach(async () => {
  localStorage.clear();
  await resetBackendDb();
});

describe('auth client sessions', () => {
  it('logOut ends the customer session; a second logOut is fine', async () => {
    const { token } = await auth.logIn('customer@example.com', 'customer123', null);
    await auth.logOut(token);
    await auth.logOut(token);
    const session = await getBackendDb().sessions.get(token);
    expect(session?.expiresAt).toBeLessThanOrEqual(Date.now());
  });

  it('fetchAdminMe names the admin; after adminLogOut it is ApiError 401', async () => {
    const { token } = await auth.adminLogin('admin@example.com', 'admin123');
    expect(await auth.fetchAdminMe(token)).toEqual({
      id: 'u-admin',
      name: 'Admin User',
      email: 'admin@example.com',
      role: 'admin',
    });
    await auth.adminLogOut(token);
    await expect(auth.fetchAdminMe(token)).rejects.toMatchObject({ status: 401 });
    await expect(auth.fetchAdminMe('forged')).rejects.toMatchObject({ status: 401 });
  });

  it('saveLoginSecurity reaches the login limit; the lock message comes through', async () => {
    const { token } = await auth.adminLogin('admin@example.com', 'admin123');
    await auth.saveLoginSecurity(token, 1, true);
    await expect(auth.saveLoginSecurity(token, 0, true)).rejects.toMatchObject({ status: 400 });
    await expect(auth.saveLoginSecurity('forged', 3, true)).rejects.toMatchObject({ status: 401 });

    const wrong = await auth
      .logIn('customer@example.com', 'wrong-one', null)
      .catch((e: unknown) => e);
    expect(auth.loginLockMessage(wrong)).toBeNull();
    const locked = await auth
      .logIn('customer@example.com', 'customer123', null)
      .catch((e: unknown) => e);
    expect(locked).toBeInstanceOf(ApiError);
    expect(auth.loginLockMessage(locked)).toBe(
      'Too many failed attempts. Try again in 15 minutes.',
    );
  });
});
