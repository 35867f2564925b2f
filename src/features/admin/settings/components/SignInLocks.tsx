import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import { ApiError } from '../../../../api/http';
import { useUnlockLogin } from '../../../../api/loginLocks/loginLockMutations';
import { loginLockListQuery } from '../../../../api/loginLocks/loginLockQueries';
import type { LoginLock } from '../../../../api/loginLocks/loginLocksClient';
import { useAdminSession } from '../../../../data/useSession';
import { LoadFailedAlert } from './LoadFailedAlert';
import classes from './SignInLocks.module.css';

export const signInLocksText = {
  heading: 'Sign-in locks',
  intro:
    'E-mails the login limit refuses now, after too many failed sign-ins. Unlock lets one sign in again at once.',
  empty: 'No account is locked.',
  loadFailed: 'The sign-in locks could not be loaded.',
  unlocked: (email: string) => `${email} can sign in again.`,
  notLocked: (email: string) => `${email} was not locked any more.`,
  unlockFailed: (email: string) => `${email} could not be unlocked. Please try again.`,
} as const;

const notification = 'settings-login-unlock';

const lockedUntil = (lock: LoginLock) =>
  new Date(lock.lockedUntil).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Settings → Security: the e-mails the login limit has locked, each with Unlock (issue 35, point
 * 25): an operator signed in on the device lets a locked-out account in at once, the demo
 * admin's after a booth visitor's wrong guesses included.
 */
export function SignInLocks() {
  const adminToken = useAdminSession()?.token ?? null;
  const locks = useQuery(loginLockListQuery(adminToken));
  const unlock = useUnlockLogin(adminToken, {
    onSuccess: (_done, email) =>
      notify({ id: notification, color: 'green', message: signInLocksText.unlocked(email) }),
    onError: async (error, email) => {
      const gone = error instanceof ApiError && error.status === 404;
      notify({
        id: notification,
        color: gone ? 'yellow' : 'red',
        message: gone ? signInLocksText.notLocked(email) : signInLocksText.unlockFailed(email),
      });
      await locks.refetch();
    },
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="sign-in-locks-heading">
      <Title order={3} size="h5" id="sign-in-locks-heading">
        {signInLocksText.heading}
      </Title>
      <Text size="sm" c="dimmed">
        {signInLocksText.intro}
      </Text>
      {locks.isPending ? (
        <Loader size="sm" aria-label="Loading sign-in locks" />
      ) : locks.isError ? (
        <LoadFailedAlert
          message={signInLocksText.loadFailed}
          onRetry={() => void locks.refetch()}
        />
      ) : locks.data.length === 0 ? (
        <Text size="sm">{signInLocksText.empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" className={classes.list} aria-label="Locked e-mails">
          {locks.data.map((lock) => (
            <Paper key={lock.email} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2}>
                  <Text size="sm" fw={600} className={classes.email}>
                    {lock.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`Locked until ${lockedUntil(lock)} · ${lock.failures} failed attempts`}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Unlock ${lock.email}`}
                  loading={unlock.isPending && unlock.variables === lock.email}
                  onClick={() => unlock.mutate(lock.email)}
                >
                  Unlock
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
