// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBackendDb, resetBackendDb } from '../../../../mocks/db';
import { isRegistrationOpen } from '../../../../mocks/handlers/auth';
import { getMaxLoginAttempts } from '../../../../mocks/handlers/loginThrottle';
import { adminLogin, signUp } from '../../../api/auth/authClient';
import { adminSession } from '../../../data/session';
import { sendSecuritySettings } from './sendSecuritySettings';

afterEach(async () => {
  adminSession.clear();
  vi.restoreAllMocks();
  await resetBackendDb();
});

describe('sendSecuritySettings', () => {
  it("puts the admin's settings into the backend's login limit and sign-up", async () => {
    adminSession.set(await adminLogin('admin@example.com', 'admin123'));
    expect(await sendSecuritySettings({ maxLoginAttempts: 3, allowRegistration: false })).toBe(
      true,
    );
    expect(await getMaxLoginAttempts(getBackendDb())).toBe(3);
    expect(await isRegistrationOpen(getBackendDb())).toBe(false);
    await expect(signUp('New Person', 'new@example.com', 'secret99')).rejects.toMatchObject({
      status: 403,
    });
  });

  it('reports (and logs) when they did not get there', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const settings = { maxLoginAttempts: 3, allowRegistration: false };
    expect(await sendSecuritySettings(settings)).toBe(false); // no admin session
    adminSession.set({
      token: 'forged',
      user: { id: 'x', name: '', email: 'x@y.z', role: 'admin' },
    });
    expect(await sendSecuritySettings(settings)).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(await getMaxLoginAttempts(getBackendDb())).toBe(5);
    expect(await isRegistrationOpen(getBackendDb())).toBe(true);
  });
});
