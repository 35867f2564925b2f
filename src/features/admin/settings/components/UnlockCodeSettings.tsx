import { Alert, Button, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import { useCreateUnlockCode } from '../../../../api/unlockCodes/unlockCodeMutations';
import { unlockCodeStatusQuery } from '../../../../api/unlockCodes/unlockCodeQueries';
import { LoadFailedAlert } from './LoadFailedAlert';
import { useAdminSession } from '../../../../data/useSession';

export const unlockCodeText = {
  heading: 'Unlock code',
  intro:
    'If wrong passwords lock your e-mail at the admin sign-in while nobody is signed in on this device, this code lifts the lock there, once. Write it down and keep it off this device.',
  none: 'You have no unlock code yet.',
  made: (when: string) => `Your unlock code was made on ${when}. A new one replaces it.`,
  loadFailed: 'Your unlock code could not be checked.',
  make: 'Make an unlock code',
  makeNew: 'Make a new unlock code',
  shown: 'Your new unlock code (shown only this once):',
  failed: 'The unlock code could not be made. Please try again.',
} as const;

const notification = 'settings-unlock-code';

const madeOn = (time: number) =>
  new Date(time).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Settings → Security (issue 35, point 25): the signed-in admin makes an unlock code, so that a
 * visitor's wrong passwords at /admin/login can never keep the operator out for 15 minutes, even
 * on a device where nobody is signed in. Only the backend's hash outlives this screen.
 */
export function UnlockCodeSettings() {
  const adminToken = useAdminSession()?.token ?? null;
  const status = useQuery(unlockCodeStatusQuery(adminToken));
  const create = useCreateUnlockCode(adminToken, {
    onError: () => notify({ id: notification, color: 'red', message: unlockCodeText.failed }),
  });
  const madeAt = status.data ?? null;
  const hasCode = madeAt !== null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="unlock-code-heading">
      <Title order={3} size="h5" id="unlock-code-heading">
        {unlockCodeText.heading}
      </Title>
      <Text size="sm" c="dimmed">
        {unlockCodeText.intro}
      </Text>
      {create.data ? (
        <Alert color="green" variant="light" role="status">
          <Text size="sm">{unlockCodeText.shown}</Text>
          <Code fz="lg" fw={700} mt={6} display="inline-block" aria-label="Your new unlock code">
            {create.data.code}
          </Code>
        </Alert>
      ) : null}
      {status.isPending ? (
        <Loader size="sm" aria-label="Checking your unlock code" />
      ) : status.isError ? (
        <LoadFailedAlert
          message={unlockCodeText.loadFailed}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <Text size="sm">
          {madeAt !== null ? unlockCodeText.made(madeOn(madeAt)) : unlockCodeText.none}
        </Text>
      )}
      <Group>
        <Button
          size="xs"
          variant="light"
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          {hasCode || create.data ? unlockCodeText.makeNew : unlockCodeText.make}
        </Button>
      </Group>
    </Stack>
  );
}
