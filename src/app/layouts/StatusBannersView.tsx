import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import classes from './AppStatusBanners.module.css';

export interface StatusBannersViewProps {
  online: boolean;
  /** Activates the waiting version and reloads; null when there is none. */
  update: (() => Promise<void>) | null;
}

/** The offline indicator and the update prompt. */
export default function StatusBannersView({ online, update }: StatusBannersViewProps) {
  const [reloading, setReloading] = useState(false);

  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={400}>
      <div className={classes.stack}>
        {!online && (
          <Paper role="status" shadow="md" p="sm" radius="md" className={classes.offline}>
            <Text size="sm" fw={600}>
              You are offline
            </Text>
            <Text size="xs">Everything keeps working; messages are sent when you reconnect.</Text>
          </Paper>
        )}
        {update && (
          <Paper role="alert" shadow="md" p="sm" radius="md" withBorder>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" fw={600}>
                A new version is available
              </Text>
              <Button
                size="xs"
                loading={reloading}
                onClick={() => {
                  setReloading(true);
                  void update();
                }}
              >
                Reload
              </Button>
            </Group>
          </Paper>
        )}
      </div>
    </Affix>
  );
}
