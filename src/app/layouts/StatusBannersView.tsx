import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { storeWholeApp } from '../startup/wholeApp';
import classes from './AppStatusBanners.module.css';

export interface StatusBannersViewProps {
  online: boolean;
  /** Activates the waiting version and reloads; null when there is none. */
  update: (() => Promise<void>) | null;
}

/** How long the offline notice explains itself before it shrinks to a small pill. */
export const offlineDetailMs = 6000;

export const partlyStoredText =
  'Pages you have not opened yet are not stored on this device: they need the network once.';

/** Mounted each time the connection drops: explains itself, then shrinks to a small pill. */
function OfflineNotice() {
  const [detail, setDetail] = useState(true);
  // Whether the whole app is stored (decision 0008); offline, the worker's answer is a cache check.
  const [wholeAppStored, setWholeAppStored] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setDetail(false), offlineDetailMs);
    let current = true;
    void storeWholeApp().then((stored) => {
      if (current) setWholeAppStored(stored || !navigator.serviceWorker?.controller);
    });
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <Paper
      role="status"
      shadow="md"
      radius="xl"
      className={classes.offline}
      data-detail={detail ? 'true' : 'false'}
    >
      <Text size="sm" fw={600}>
        You are offline
      </Text>
      {detail && (
        <Text size="xs">
          {wholeAppStored
            ? 'Everything keeps working; messages are sent when you reconnect.'
            : partlyStoredText}
        </Text>
      )}
    </Paper>
  );
}

/** The offline indicator and the update prompt, in AppStatusBanners' dock. */
export default function StatusBannersView({ online, update }: StatusBannersViewProps) {
  const [reloading, setReloading] = useState(false);

  return (
    <>
      {!online && <OfflineNotice />}
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
    </>
  );
}
