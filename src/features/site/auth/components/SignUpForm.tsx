import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signUp } from '../../../../api/auth/authClient';
import { ApiError } from '../../../../api/http';
import { notify } from '../../../../components/notify';
import { paths } from '../../../../config/paths';
import { useSiteSettings } from '../../../../data/siteSettings';
import { authTexts, minPasswordLength, validateSignUp, type SignUpValues } from '../model';

// The form's one outcome: a newer one replaces the older.
const signUpNotificationId = 'sign-up-outcome';

export function SignUpForm() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // The admin's "Allow registration" setting; the backend refuses sign-ups (403) as well.
  const { allowRegistration } = useSiteSettings();
  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '' },
    validate: (values) => validateSignUp(values),
  });

  // Spec §8: a refused sign-up says only that it failed (details in the console).
  async function handleSubmit(values: SignUpValues) {
    setBusy(true);
    try {
      await signUp(values.name.trim(), values.email.trim(), values.password);
    } catch (error) {
      console.error('[auth] sign-up failed', error);
      const closed = error instanceof ApiError && error.status === 403;
      notify({
        id: signUpNotificationId,
        color: 'red',
        title: 'Sign up',
        message: closed ? authTexts.registrationClosed : authTexts.signUpFailure,
      });
      setBusy(false);
      return;
    }
    notify({
      id: signUpNotificationId,
      color: 'green',
      title: 'Account created',
      message: authTexts.signUpSuccess,
    });
    navigate(paths.signIn);
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label="Sign up">
      <Stack gap="md">
        {allowRegistration ? null : (
          <Alert color="yellow" variant="light" role="status">
            {authTexts.registrationClosed}
          </Alert>
        )}
        <TextInput
          label="Full Name"
          autoComplete="name"
          required
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
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
          autoComplete="new-password"
          description={`At least ${minPasswordLength} characters`}
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={busy} disabled={!allowRegistration}>
          Sign Up
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.signIn}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
