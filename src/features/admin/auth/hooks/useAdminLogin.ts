import { useMutation } from '@tanstack/react-query';
import { adminLogin, loginLockMessage } from '../../../../api/auth/authClient';
import { adminSession } from '../../../../data/session';
import { loginErrorHint, loginErrorMessage } from '../model';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** What a refused sign-in shows: the message, and a line under it (or null). */
export interface AdminLoginError {
  message: string;
  hint: string | null;
  /** The login limit refused the e-mail: an unlock code can lift the lock. */
  locked: boolean;
}

/** Signs the admin in and keeps the session; a failure hands `onError` what to show. */
export function useAdminLogin(onError: (error: AdminLoginError) => void) {
  return useMutation({
    mutationFn: ({ email, password }: AdminCredentials) => adminLogin(email, password),
    // The store update re-renders the login page, which redirects.
    onSuccess: (session) => adminSession.set(session),
    onError: (error) => {
      console.error('[admin] login failed', error);
      onError({
        message: loginErrorMessage(error),
        hint: loginErrorHint(error),
        locked: loginLockMessage(error) !== null,
      });
    },
  });
}
