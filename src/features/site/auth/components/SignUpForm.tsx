import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signUp } from '../../../../api/auth/authClient';
import { paths } from '../../../../config/paths';
import { authTexts, minPasswordLength, validateSignUp, type SignUpValues } from '../model';

export function SignUpForm() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
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
      notifications.show({ color: 'red', title: 'Sign up', message: authTexts.signUpFailure });
      setBusy(false);
      return;
    }
    notifications.show({
      color: 'green',
      title: 'Account created',
      message: authTexts.signUpSuccess,
    });
    navigate(paths.signIn);
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label="Sign up">
      <Stack gap="md">
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
        <Button type="submit" fullWidth size="md" loading={busy}>
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
