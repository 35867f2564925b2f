import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useSiteSettings } from '../../../../data/siteSettings';
import { useSignUp } from '../hooks/useSignUp';
import { authTexts, minPasswordLength, validateSignUp, type SignUpValues } from '../model';

export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp(() => navigate(paths.signIn));
  // The admin's "Allow registration" setting; the backend refuses sign-ups (403) as well.
  const { allowRegistration } = useSiteSettings();
  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '' },
    validate: (values) => validateSignUp(values),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => signUp.mutate(values))}
      noValidate
      aria-label="Sign up"
    >
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
        <Button
          type="submit"
          fullWidth
          size="md"
          loading={signUp.isPending}
          disabled={!allowRegistration}
        >
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
