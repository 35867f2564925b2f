import { useMutation } from '@tanstack/react-query';
import { adminLogin } from '../../../../api/auth/authClient';
import { adminSession } from '../../../../data/session';
import { loginErrorMessage } from '../model';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Signs the admin in and keeps the session; a failure hands `onError` the message to show. */
export function useAdminLogin(onError: (message: string) => void) {
  return useMutation({
    mutationFn: ({ email, password }: AdminCredentials) => adminLogin(email, password),
    // The store update re-renders the login page, which redirects.
    onSuccess: (session) => adminSession.set(session),
    onError: (error) => {
      console.error('[admin] login failed', error);
      onError(loginErrorMessage(error));
    },
  });
}
