import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { logIn, loginLockMessage } from '../../../../api/auth/authClient';
import { returnPathFrom } from '../../../../config/signInReturn';
import { notify } from '../../../../components/notify';
import type { Session } from '../../../../api/types';
import { paths } from '../../../../config/paths';
import { adoptGuestCartHistory } from '../../../../data/cartHistory';
import { customerSession, guestCartSecret } from '../../../../data/session';
import { authTexts, validateSignIn, type SignInValues } from '../model';

// The form's one outcome: a newer one replaces the older ("Login failed" above "Login successful").
const signInNotificationId = 'sign-in-outcome';

export function SignInForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (values) => validateSignIn(values),
  });

  // Spec §8: a refused sign-in says only that it failed (details in the console); the login
  // limit's 429 says how long to wait.
  async function handleSubmit(values: SignInValues) {
    setBusy(true);
    let session: Session;
    try {
      session = await logIn(values.email.trim(), values.password, guestCartSecret());
    } catch (error) {
      console.error('[auth] sign-in failed', error);
      const message = loginLockMessage(error) ?? authTexts.loginFailure;
      notify({ id: signInNotificationId, color: 'red', title: 'Sign in', message });
      setBusy(false);
      return;
    }
    customerSession.set(session);
    await adoptGuestCartHistory(session.user.email);
    notify({
      id: signInNotificationId,
      color: 'green',
      title: 'Welcome back',
      message: authTexts.loginSuccess,
    });
    // Sent here from a shop page when the session expired: back to that page.
    navigate(returnPathFrom(search) ?? paths.shop);
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label="Sign in">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={busy}>
          Sign In
        </Button>
        <Text size="sm" ta="center">
          New here?{' '}
          <Anchor component={Link} to={paths.signUp}>
            create a new account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
