// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBackendDb, resetBackendDb } from '../../../../mocks/db';
import { getMaxLoginAttempts } from '../../../../mocks/handlers/loginThrottle';
import { adminLogin } from '../../../api/auth/authClient';
import { adminSession } from '../../../data/session';
import { sendLoginLimit } from './sendLoginLimit';

afterEach(async () => {
  adminSession.clear();
  vi.restoreAllMocks();
  await resetBackendDb();
});

describe('sendLoginLimit', () => {
  it("puts the admin's setting into the backend's login limit", async () => {
    adminSession.set(await adminLogin('admin@example.com', 'admin123'));
    expect(await sendLoginLimit(3)).toBe(true);
    expect(await getMaxLoginAttempts(getBackendDb())).toBe(3);
  });

  it('reports (and logs) when it did not get there', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await sendLoginLimit(3)).toBe(false); // no admin session
    adminSession.set({
      token: 'forged',
      user: { id: 'x', name: '', email: 'x@y.z', role: 'admin' },
    });
    expect(await sendLoginLimit(3)).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(await getMaxLoginAttempts(getBackendDb())).toBe(5);
  });
});
