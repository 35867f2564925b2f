import { useMutation } from '@tanstack/react-query';
import { logIn, loginLockMessage } from '../../../../api/auth/authClient';
import { notify } from '../../../../components/notify';
import { adoptGuestCartHistory } from '../../../../data/cartHistory';
import { customerSession, guestCartSecret } from '../../../../data/session';
import { authTexts } from '../model';

export interface CustomerCredentials {
  email: string;
  password: string;
}

// The form's one outcome: a newer one replaces the older ("Login failed" above "Login successful").
const signInNotificationId = 'sign-in-outcome';

/**
 * Signs the customer in and keeps the session (as useAdminLogin does for the admin); `onSignedIn`
 * goes on. Spec §8: a refused sign-in says only that it failed (details in the console); the
 * login limit's 429 says how long to wait.
 */
export function useCustomerLogin(onSignedIn: () => void) {
  return useMutation({
    mutationFn: ({ email, password }: CustomerCredentials) =>
      logIn(email.trim(), password, guestCartSecret()),
    onSuccess: async (session) => {
      customerSession.set(session);
      await adoptGuestCartHistory(session.user.email);
      notify({
        id: signInNotificationId,
        color: 'green',
        title: 'Welcome back',
        message: authTexts.loginSuccess,
      });
      onSignedIn();
    },
    onError: (error) => {
      console.error('[auth] sign-in failed', error);
      const message = loginLockMessage(error) ?? authTexts.loginFailure;
      notify({ id: signInNotificationId, color: 'red', title: 'Sign in', message });
    },
  });
}
