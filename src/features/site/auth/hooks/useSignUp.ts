import { useMutation } from '@tanstack/react-query';
import { signUp } from '../../../../api/auth/authClient';
import { ApiError } from '../../../../api/http';
import { notify } from '../../../../components/notify';
import { authTexts, type SignUpValues } from '../model';

// The form's one outcome: a newer one replaces the older.
const signUpNotificationId = 'sign-up-outcome';

/** Creates the account; `onSignedUp` goes on. Spec §8: a refusal says only that it failed. */
export function useSignUp(onSignedUp: () => void) {
  return useMutation({
    mutationFn: ({ name, email, password }: SignUpValues) =>
      signUp(name.trim(), email.trim(), password),
    onSuccess: () => {
      notify({
        id: signUpNotificationId,
        color: 'green',
        title: 'Account created',
        message: authTexts.signUpSuccess,
      });
      onSignedUp();
    },
    onError: (error) => {
      console.error('[auth] sign-up failed', error);
      const closed = error instanceof ApiError && error.status === 403;
      notify({
        id: signUpNotificationId,
        color: 'red',
        title: 'Sign up',
        message: closed ? authTexts.registrationClosed : authTexts.signUpFailure,
      });
    },
  });
}
