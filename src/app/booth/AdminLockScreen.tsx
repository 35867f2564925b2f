import { Alert, Anchor, Button, Center, Paper, Stack, Title, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Session } from '../../api/types';
import { paths } from '../../config/paths';
import { forgetLockedAdmin, unlockAdmin } from '../../data/boothLock';
import { adminSession } from '../../data/session';
import { BoothUnlockForm } from '../../features/admin/components/BoothUnlockForm';

export const lockSessionEnded =
  'Too many wrong passwords: this admin session has ended. Sign in again to use the back office.';

/** The back office while booth mode has locked it: the password or PIN, nothing else. */
export function AdminLockScreen({ locked }: { locked: Session }) {
  // The backend ended the parked session (its 5th wrong password): only a new sign-in opens it.
  const [ended, setEnded] = useState(false);
  // With no session, parked or open, the admin layout sends the page to /admin/login.
  const signInAgain = () => {
    adminSession.clear();
    forgetLockedAdmin();
  };
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="lg" p="lg" w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} size="h3">
            Back office locked
          </Title>
          {ended ? (
            <>
              <Alert color="red" variant="light" role="alert">
                {lockSessionEnded}
              </Alert>
              <Button onClick={signInAgain}>Go to admin sign-in</Button>
            </>
          ) : (
            <>
              <Text size="sm">
                Booth mode is on: the back office locks when it has not been used for the start-over
                idle time, and at every start over.
              </Text>
              {/* The parked session itself proves the password: it stays the session. */}
              <BoothUnlockForm
                token={locked.token}
                email={locked.user.email}
                submitLabel="Unlock"
                onUnlocked={() => unlockAdmin(locked)}
                onSessionEnded={() => setEnded(true)}
              />
            </>
          )}
          <Anchor component={Link} to={paths.home} size="sm">
            Back to the site
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
