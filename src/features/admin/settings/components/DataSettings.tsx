import { Button, Group, Modal, Radio, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StartingData } from '../../../../data/appData';
import {
  boothIdleChoices,
  boothStartPages,
  useBoothMode,
  writeBoothMode,
  type BoothMode,
} from '../../../../data/boothMode';
import { downloadBlob, downloadCsv } from '../../shared/csv';
import { buildDataFile, buildLeadRows, dataFileName, leadsFileName } from '../dataFile';
import { resetAllData, resetMessages } from '../resetData';

const resetNoticeId = 'settings-data-reset';

const idleLabels: Record<BoothMode['idleSeconds'], string> = {
  30: '30 seconds',
  60: '1 minute',
  120: '2 minutes',
  300: '5 minutes',
};
const startPageLabels: Record<BoothMode['startPage'], string> = {
  '/': 'Home page (/)',
  '/shop': 'Shop (/shop)',
};

/** Files to take home or to load on another device. */
function DataFiles() {
  const [busy, setBusy] = useState<'data' | 'leads' | null>(null);
  const run = async (kind: 'data' | 'leads') => {
    setBusy(kind);
    try {
      if (kind === 'data') {
        const file = await buildDataFile();
        downloadBlob(
          new Blob([JSON.stringify(file)], { type: 'application/json' }),
          dataFileName(),
        );
      } else {
        downloadCsv(await buildLeadRows(), leadsFileName());
      }
    } catch (error) {
      console.error('[data] export failed', error);
      notifications.show({
        id: 'settings-data-export',
        color: 'red',
        message: 'The export failed. Please try again.',
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <Title order={3} size="h4">
        Data files
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        Export data saves everything (shop and back office) in one file for another device. Export
        leads saves the orders and contact messages made on this device since the last reset, as a
        spreadsheet.
      </Text>
      <Group gap="sm">
        <Button
          type="button"
          variant="default"
          loading={busy === 'data'}
          onClick={() => void run('data')}
        >
          Export data
        </Button>
        <Button
          type="button"
          variant="default"
          loading={busy === 'leads'}
          onClick={() => void run('leads')}
        >
          Export leads (CSV)
        </Button>
      </Group>
    </div>
  );
}

/** Booth mode is this device's: it takes effect at once, in every tab. */
function BoothModeSettings() {
  const mode = useBoothMode();
  const save = (change: Partial<BoothMode>) => {
    if (!writeBoothMode({ ...mode, ...change })) {
      notifications.show({
        id: 'settings-booth-mode',
        color: 'red',
        message: 'Booth mode could not be saved: this browser refused to store it.',
      });
    }
  };
  return (
    <div>
      <Title order={3} size="h4">
        Booth mode
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        For a device at a trade show: shows a Demo badge on the site and the shop, and after a
        visitor walks away clears their cart, wishlist, sign-in and drafts and goes back to the
        start page. Orders and messages stay. The back office is not affected.
      </Text>
      <Stack gap="sm" maw={420}>
        <Switch
          label="Booth mode"
          checked={mode.enabled}
          onChange={(event) => save({ enabled: event.currentTarget.checked })}
        />
        <Select
          label="Start over after"
          data={boothIdleChoices.map((seconds) => ({
            value: String(seconds),
            label: idleLabels[seconds],
          }))}
          value={String(mode.idleSeconds)}
          onChange={(value) => {
            const seconds = boothIdleChoices.find((choice) => String(choice) === value);
            if (seconds) save({ idleSeconds: seconds });
          }}
          allowDeselect={false}
        />
        <Select
          label="Start page"
          data={boothStartPages.map((page) => ({ value: page, label: startPageLabels[page] }))}
          value={mode.startPage}
          onChange={(value) => {
            const page = boothStartPages.find((choice) => choice === value);
            if (page) save({ startPage: page });
          }}
          allowDeselect={false}
        />
      </Stack>
    </div>
  );
}

/** Settings → Data: put the demo back between visitors and after the day. */
export function DataSettings() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [startingData, setStartingData] = useState<StartingData>('demo');
  const [resetting, setResetting] = useState(false);

  const reset = async () => {
    setResetting(true);
    try {
      await resetAllData(startingData);
      // Every cached answer (products, coupons, cart) belongs to the old data.
      await queryClient.invalidateQueries();
      setConfirming(false);
      notifications.show({
        id: resetNoticeId,
        color: 'green',
        message: resetMessages[startingData],
      });
    } catch (error) {
      console.error('[data] reset failed', error);
      notifications.show({ id: resetNoticeId, color: 'red', message: resetMessages.failed });
    } finally {
      setResetting(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={3} size="h4">
          Reset demo data
        </Title>
        <Text size="sm" c="dimmed" mt={4} mb="sm">
          Puts products, coupons, accounts, carts, orders, messages, notifications and settings back
          to where a new device starts. Works offline; you stay signed in.
        </Text>
        <Button type="button" color="red" variant="light" onClick={() => setConfirming(true)}>
          Reset demo data
        </Button>
      </div>

      <DataFiles />

      <BoothModeSettings />

      <Modal
        opened={confirming}
        onClose={() => !resetting && setConfirming(false)}
        title="Reset all data?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Radio.Group
          label="Start with"
          value={startingData}
          onChange={(value) => setStartingData(value === 'empty' ? 'empty' : 'demo')}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="demo"
              label="Demo data"
              description="A year of orders, customers and messages"
            />
            <Radio
              value="empty"
              label="Empty shop"
              description="Only the seed products, coupons and accounts; no orders"
            />
          </Stack>
        </Radio.Group>
        <Text size="sm" mt="md">
          Everything made since (orders, messages, new products) is replaced. Export the data or the
          leads first to keep them.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={resetting}>
            Cancel
          </Button>
          <Button color="red" loading={resetting} onClick={() => void reset()}>
            Reset
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
