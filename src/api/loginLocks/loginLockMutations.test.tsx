// The sign-in locks' client and unlock hook against the mocked backend (issue 35, point 25).
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBackendDb } from '../../../mocks/db';
import { adminLogin } from '../auth/authClient';
import { ApiError } from '../http';
import { useUnlockLogin } from './loginLockMutations';
import { loginLockKeys } from './loginLockQueries';
import { deleteLoginLock, listLoginLocks, loginLockFromWire } from './loginLocksClient';
import { createQueryClient } from '../queryClient';

afterEach(async () => {
  await resetBackendDb();
  vi.restoreAllMocks();
});

async function lock(email: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) await adminLogin(email, `wrong-${i}`).catch(() => undefined);
}

describe('sign-in locks', () => {
  it('lists a locked e-mail and unlocks it, refreshing the lock queries', async () => {
    const { token } = await adminLogin('admin@example.com', 'admin123');
    await lock('ghost@example.com');
    const [listed] = await listLoginLocks(token);
    expect(listed).toMatchObject({ email: 'ghost@example.com', failures: 5 });
    expect(listed.lockedUntil).toBeGreaterThan(Date.now());

    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useUnlockLogin(token, { onSuccess }), { wrapper });
    act(() => result.current.mutate('ghost@example.com'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(undefined, 'ghost@example.com'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: loginLockKeys.all });
    expect(await listLoginLocks(token)).toEqual([]);
  });

  it('refuses an e-mail that is not locked with 404, and a signed-out caller with 401', async () => {
    const { token } = await adminLogin('admin@example.com', 'admin123');
    await expect(deleteLoginLock(token, 'ghost@example.com')).rejects.toMatchObject({
      status: 404,
    });
    const error: unknown = await listLoginLocks(null).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it('reads no lock without a date or a count', () => {
    const good = { email: 'a@b.c', locked_until: '2026-11-27T21:15:00.000Z', failures: 5 };
    expect(loginLockFromWire(good).lockedUntil).toBe(Date.parse(good.locked_until));
    expect(() => loginLockFromWire({ ...good, locked_until: 'soon' })).toThrow();
    expect(() => loginLockFromWire({ ...good, failures: 0 })).toThrow();
  });
});
