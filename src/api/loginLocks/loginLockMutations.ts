// Lifting a login lock (admin): refreshes the lock list once it succeeds.
import { useWriteMutation, type WriteCallbacks } from '../writeMutation';
import { loginLockKeys } from './loginLockQueries';
import { deleteLoginLock } from './loginLocksClient';

/** DELETE a lock by e-mail; ApiError 404 when it is not locked (any more). */
export function useUnlockLogin(token: string | null, callbacks: WriteCallbacks<void, string> = {}) {
  return useWriteMutation(
    {
      run: (email: string) => deleteLoginLock(token, email),
      invalidates: loginLockKeys.all,
      label: () => 'login unlock',
    },
    callbacks,
  );
}
