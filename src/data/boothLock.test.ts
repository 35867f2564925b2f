// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminLockDue,
  checkBoothPin,
  hasBoothPin,
  lockAdmin,
  lockedAdmin,
  recordAdminActivity,
  setBoothPin,
  unlockAdmin,
} from './boothLock';
import { adminSession } from './session';

afterEach(() => localStorage.clear());

const booth = { enabled: true, idleSeconds: 30, startPage: '/shop' } as const;
const admin = {
  token: 'admin-token',
  user: { id: 'u-admin', name: 'Admin', email: 'admin@example.com', role: 'admin' as const },
};

describe('booth mode locks the back office (issue 35, point 7)', () => {
  it('after the idle time without admin use, not before; never with booth mode off', () => {
    recordAdminActivity(admin.token, 1_000_000);
    expect(adminLockDue(booth, admin.token, 1_000_000 + 29_000)).toBe(false);
    expect(adminLockDue(booth, admin.token, 1_000_000 + 30_000)).toBe(true);
    expect(adminLockDue({ ...booth, enabled: false }, admin.token, 1_000_000 + 99_000)).toBe(false);
    // A session never seen before (a fresh sign-in) starts its idle time now.
    expect(adminLockDue(booth, 'new-token', 5_000_000)).toBe(false);
    expect(adminLockDue(booth, 'new-token', 5_000_000 + 30_000)).toBe(true);
  });

  it('puts the admin session aside, and gives it back on unlock', () => {
    adminSession.set(admin);
    lockAdmin();
    expect(adminSession.get()).toBeNull();
    expect(lockedAdmin()).toEqual(admin);
    unlockAdmin(admin);
    expect(adminSession.get()).toEqual(admin);
    expect(lockedAdmin()).toBeNull();
  });

  it('keeps a PIN hashed, and checks it', async () => {
    expect(hasBoothPin()).toBe(false);
    expect(await checkBoothPin('2468')).toBe(false);
    expect(await setBoothPin('12')).toBe(false);
    expect(await setBoothPin('2468')).toBe(true);
    expect(JSON.stringify(localStorage)).not.toContain('2468');
    expect(await checkBoothPin('2468')).toBe(true);
    expect(await checkBoothPin('2469')).toBe(false);
    expect(await setBoothPin(null)).toBe(true);
    expect(await checkBoothPin('2468')).toBe(false);
  });
});
