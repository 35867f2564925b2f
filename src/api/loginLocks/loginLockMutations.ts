// Lifting a login lock (admin): refreshes the lock list once it succeeds.
import { useMutation } from '@tanstack/react-query';
import { withCallbacks, type WriteCallbacks } from '../mutations';
import { loginLockKeys } from './loginLockQueries';
import { deleteLoginLock } from './loginLocksClient';

/** DELETE a lock by e-mail; ApiError 404 when it is not locked (any more). */
export function useUnlockLogin(token: string | null, callbacks: WriteCallbacks<void, string> = {}) {
  return useMutation({
    mutationFn: (email: string) => deleteLoginLock(token, email),
    meta: { invalidates: loginLockKeys.all, failure: 'login unlock' },
    ...withCallbacks(callbacks),
  });
}
