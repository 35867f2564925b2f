import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { adminSession, sessionExpiredMessage } from '../../../../data/session';
import { useAdminSession } from '../../../../data/useSession';
import { IconArrowLeft, IconLock } from '../../../../components/icons';
import { useAdminLogin, type AdminLoginError } from '../hooks/useAdminLogin';
import { demoAdmin, loginMessages, redirectTarget, validateLogin } from '../model';
import { UnlockWithCode } from './UnlockWithCode';
import classes from './AdminAuth.module.css';

export function AdminLoginPage() {
  const session = useAdminSession();
  // Only after a session ended by itself (not a Logout, not a first visit); gone once signed in.
  const expired = useSyncExternalStore(
    adminSession.subscribe,
    adminSession.hasExpired,
    () => false,
  );
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AdminLoginError | null>(null);
  // Set once an unlock code lifted the lock; gone at the next sign-in.
  const [unlocked, setUnlocked] = useState(false);
  const login = useAdminLogin(setError);
  const busy = login.isPending;

  // Already signed in (or just signed in): leave the login page.
  if (session) return <Navigate to={redirectTarget(location.state)} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateLogin(email, password);
    if (invalid) {
      setError({ message: invalid, hint: null, locked: false });
      return;
    }
    setError(null);
    setUnlocked(false);
    login.mutate({ email: email.trim(), password });
  };

  return (
    <div className={classes.page}>
      <main id="main" className={classes.main}>
        <Paper withBorder shadow="md" radius="lg" p="xl" className={classes.card}>
          <Stack gap="lg">
            <Stack gap={4} align="center">
              <div className={classes.badge}>
                <IconLock size={22} />
              </div>
              <Title order={1} className={classes.title}>
                Admin Login
              </Title>
              <Text c="dimmed" size="sm" ta="center">
                Sign in to the SkyForge back office
              </Text>
            </Stack>

            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                {error ? (
                  <Alert color="red" variant="light" role="alert">
                    {error.message}
                    {error.hint ? (
                      <Text size="sm" mt="xs">
                        {error.hint}
                      </Text>
                    ) : null}
                  </Alert>
                ) : unlocked ? (
                  <Alert color="green" variant="light" role="status">
                    {loginMessages.unlocked}
                  </Alert>
                ) : expired ? (
                  <Alert color="yellow" variant="light" role="alert">
                    {sessionExpiredMessage}
                  </Alert>
                ) : null}
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="username"
                  placeholder="admin@example.com"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.currentTarget.value);
                    setError(null);
                  }}
                  required
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  // Not "…password": the field's label must stay unique for screen readers and tests.
                  visibilityToggleButtonProps={{
                    'aria-label': 'Show or hide the typed characters',
                  }}
                  placeholder="Your password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.currentTarget.value);
                    setError(null);
                  }}
                  required
                />
                <Group justify="flex-end">
                  <Anchor component={Link} to={paths.adminForgotPassword} size="sm">
                    Forgot password?
                  </Anchor>
                </Group>
                <Button type="submit" fullWidth disabled={busy}>
                  {busy ? 'Signing in...' : 'Sign In'}
                </Button>
              </Stack>
            </form>
            {error?.locked ? (
              <UnlockWithCode
                email={email}
                onUnlocked={() => {
                  setError(null);
                  setUnlocked(true);
                }}
              />
            ) : null}

            <Paper withBorder radius="md" p="sm" className={classes.demo}>
              <Text size="sm" fw={600}>
                Demo credentials
              </Text>
              <Text size="sm">
                Email: <Code>{demoAdmin.email}</Code>
              </Text>
              <Text size="sm">
                Password: <Code>{demoAdmin.password}</Code>
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                mt={6}
                onClick={() => {
                  setEmail(demoAdmin.email);
                  setPassword(demoAdmin.password);
                  setError(null);
                }}
              >
                Fill in demo credentials
              </Button>
            </Paper>

            <Anchor component={Link} to={paths.home} size="sm" className={classes.back}>
              <IconArrowLeft size={14} /> Back to website
            </Anchor>
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
