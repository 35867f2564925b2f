import { Anchor, Center, Paper, Stack, Title, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { adminLogOut } from '../../api/auth/authClient';
import type { Session } from '../../api/types';
import { paths } from '../../config/paths';
import { unlockAdmin } from '../../data/boothLock';
import { BoothUnlockForm } from '../../features/admin/components/BoothUnlockForm';

/** The back office while booth mode has locked it: the password or PIN, nothing else. */
export function AdminLockScreen({ locked }: { locked: Session }) {
  const onUnlocked = (session: Session | null) => {
    if (!session) {
      unlockAdmin(locked);
      return;
    }
    // The password made a new session: the parked one is ended.
    unlockAdmin(session);
    if (session.token !== locked.token) {
      adminLogOut(locked.token).catch((error: unknown) =>
        console.warn('[booth] could not end the locked session', error),
      );
    }
  };
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="lg" p="lg" w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} size="h3">
            Back office locked
          </Title>
          <Text size="sm">
            Booth mode is on: the back office locks when it has not been used for the start-over
            idle time, and at every start over.
          </Text>
          <BoothUnlockForm email={locked.user.email} submitLabel="Unlock" onUnlocked={onUnlocked} />
          <Anchor component={Link} to={paths.home} size="sm">
            Back to the site
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
