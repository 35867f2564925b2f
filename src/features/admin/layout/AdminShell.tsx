import { Button, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Session } from '../../../api/types';
import { paths } from '../../../config/paths';
import { adminSession } from '../../../data/session';

export function AdminShell({ session, children }: { session: Session; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Container size="xl" py="md">
      <Group justify="space-between">
        <Text fw={600}>
          {session.user.name} ({session.user.email})
        </Text>
        <Button
          variant="light"
          onClick={() => {
            adminSession.clear();
            navigate(paths.adminLogin);
          }}
        >
          Logout
        </Button>
      </Group>
      <main id="main">{children}</main>
    </Container>
  );
}
