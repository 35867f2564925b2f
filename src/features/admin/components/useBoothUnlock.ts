import { useMutation } from '@tanstack/react-query';
import {
  unlockAdminSession,
  unlockRefusal,
  type UnlockRefusal,
} from '../../../api/auth/authClient';
import { checkBoothPin } from '../../../data/boothLock';

/**
 * Proves the operator with the booth PIN (when one is set) or the password of the admin session
 * `token` (POST /admin/unlock). `onRefused` gets why a refusal happened and the error.
 */
export function useBoothUnlock(
  token: string,
  pinSet: boolean,
  {
    onUnlocked,
    onRefused,
  }: { onUnlocked: () => void; onRefused: (refusal: UnlockRefusal, error: Error) => void },
) {
  return useMutation({
    mutationFn: async (secret: string) => {
      if (pinSet && (await checkBoothPin(secret))) return;
      await unlockAdminSession(token, secret);
    },
    onSuccess: onUnlocked,
    onError: (error) => {
      const refusal = unlockRefusal(error);
      if (refusal === 'failed') console.error('[booth] unlock failed', error);
      onRefused(refusal, error);
    },
  });
}
