import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { returnPathFrom } from '../../../../config/signInReturn';
import { paths } from '../../../../config/paths';
import { useCustomerLogin } from '../hooks/useCustomerLogin';
import { validateSignIn, type SignInValues } from '../model';

export function SignInForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  // Sent here from a shop page when the session expired: back to that page.
  const login = useCustomerLogin(() => navigate(returnPathFrom(search) ?? paths.shop));
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (values) => validateSignIn(values),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => login.mutate(values))}
      noValidate
      aria-label="Sign in"
    >
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
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
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
