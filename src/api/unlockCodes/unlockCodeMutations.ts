// Making an unlock code (signed-in admin) and using one (at the admin sign-in, no session).
import { useMutation } from '@tanstack/react-query';
import { loginLockKeys } from '../loginLocks/loginLockQueries';
import { withCallbacks, type WriteCallbacks } from '../mutations';
import { unlockCodeKeys } from './unlockCodeQueries';
import { createUnlockCode, redeemUnlockCode, type UnlockCode } from './unlockCodesClient';

/** A new code for the signed-in admin (`token`); refreshes the code status. */
export function useCreateUnlockCode(
  token: string | null,
  callbacks: WriteCallbacks<UnlockCode, void> = {},
) {
  return useMutation({
    mutationFn: () => createUnlockCode(token),
    meta: { invalidates: unlockCodeKeys.all, failure: 'unlock code' },
    ...withCallbacks(callbacks),
  });
}

export interface RedeemUnlockCode {
  email: string;
  code: string;
}

/** Lifts a locked e-mail's login lock with its code; ApiError 403 (wrong or used) or 404. */
export function useRedeemUnlockCode(callbacks: WriteCallbacks<void, RedeemUnlockCode> = {}) {
  return useMutation({
    mutationFn: ({ email, code }: RedeemUnlockCode) => redeemUnlockCode(email, code),
    meta: { invalidates: loginLockKeys.all, failure: 'unlock code use' },
    ...withCallbacks(callbacks),
  });
}
