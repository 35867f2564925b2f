// @vitest-environment jsdom
// Booth mode's lock screen against the mocked backend (issue 35, point 25): the parked session
// proves its password, and a refusal says why (wrong password, session ended, server failure).
import { afterEach, describe, expect, it } from 'vitest';
import { resetBackendDb } from '../../../mocks/db';
import { ApiError } from '../http';
import { adminLogin, fetchAdminMe, unlockAdminSession, unlockRefusal } from './authClient';

afterEach(async () => {
  await resetBackendDb();
});

const refusalOf = (run: Promise<unknown>) => run.then(() => null, unlockRefusal);

describe('unlockAdminSession', () => {
  it('takes the right password; a wrong one is a wrong password until the 5th ends the session', async () => {
    const { token } = await adminLogin('admin@example.com', 'admin123');
    await expect(unlockAdminSession(token, 'admin123')).resolves.toBeUndefined();
    for (let i = 0; i < 4; i += 1) {
      expect(await refusalOf(unlockAdminSession(token, `wrong-${i}`))).toBe('wrong-password');
    }
    expect(await refusalOf(unlockAdminSession(token, 'wrong-4'))).toBe('session-ended');
    expect(await refusalOf(unlockAdminSession(token, 'admin123'))).toBe('session-ended');
    await expect(fetchAdminMe(token)).rejects.toMatchObject({ status: 401 });
  });

  it('reads no answer or a server error as a failure, not as a wrong password', () => {
    expect(unlockRefusal(new ApiError(0, 'Network error'))).toBe('failed');
    expect(unlockRefusal(new ApiError(500, 'Internal server error'))).toBe('failed');
    expect(unlockRefusal(new TypeError('boom'))).toBe('failed');
  });
});
