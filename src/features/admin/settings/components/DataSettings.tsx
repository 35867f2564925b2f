import {
  Alert,
  Button,
  FileButton,
  Group,
  Modal,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notify } from '../../../../components/notify';
import { useState } from 'react';
import type { StartingData } from '../../../../data/appData';
import {
  boothIdleChoices,
  boothStartPages,
  useBoothMode,
  writeBoothMode,
  type BoothMode,
} from '../../../../data/boothMode';
import { boothPinPattern, hasBoothPin } from '../../../../data/boothLock';
import {
  deviceNameMaxLength,
  readDeviceName,
  suggestedDeviceName,
  useDeviceName,
  writeDeviceName,
} from '../../../../data/deviceName';
import { adminSession } from '../../../../data/session';
import { useAdminSession } from '../../../../data/useSession';
import { BoothUnlockForm } from '../../components/BoothUnlockForm';
import { ImportRefused, importMessages, type DataFile } from '../importData';
import {
  useExportFile,
  useImportDataFile,
  useReadDataFile,
  useResetData,
  useSetBoothPin,
} from '../hooks/useDataWrites';
import { GenerateOrdersSettings } from './GenerateOrdersSettings';
import { TestScenarioSettings } from './TestScenarioSettings';
import { SettingsSectionHeading } from './SettingsSectionHeading';
import {
  accountsNeedConsent,
  accountsTexts,
  FileAdminsConsent,
  IncludeAccountsChoice,
} from './DataFileAccounts';

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

interface ReplaceDataProps {
  /** The settings form has edits that a reset or an import would drop. */
  unsavedChanges: boolean;
  /** Called after both databases were replaced. */
  onDataReplaced: () => void;
}

/** Said in every dialog that replaces the data while the settings form has edits. */
function UnsavedChangesWarning({ unsavedChanges }: { unsavedChanges: boolean }) {
  if (!unsavedChanges) return null;
  return (
    <Alert color="yellow" mt="md" title="Unsaved changes">
      Your unsaved changes in Settings will be discarded. To keep them, cancel, go back to the tab
      you changed and save.
    </Alert>
  );
}

/** A data file bigger than this is not one of ours (50,000 products export to about 25 MB). */
const largestDataFile = 200 * 1024 * 1024;

/** Files to take home, or to load on another device. */
function DataFiles({ unsavedChanges, onDataReplaced }: ReplaceDataProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<DataFile | null>(null);
  const [includeAccounts, setIncludeAccounts] = useState(false);
  // The operator's explicit yes to the admin accounts a chosen file brings.
  const [adminsConsent, setAdminsConsent] = useState(false);
  const signedInEmail = useAdminSession()?.user.email ?? null;
  const exportFile = useExportFile();
  const readFile = useReadDataFile();
  const importFile = useImportDataFile(() => {
    setChosen(null);
    onDataReplaced();
  });
  const exporting = exportFile.isPending ? exportFile.variables.kind : null;
  const importing = importFile.isPending;

  const run = (kind: 'data' | 'leads') => exportFile.mutate({ kind, includeAccounts });

  const choose = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > largestDataFile) {
      setProblem(importMessages.notDataFile);
      return;
    }
    readFile.mutate(file, {
      onSuccess: (read) => {
        setAdminsConsent(false);
        if (read.ok) setChosen(read.file);
        else setProblem(read.message);
      },
      onError: (error) => {
        console.error('[data] the file could not be read', error);
        setProblem(importMessages.notJson);
      },
    });
  };

  const runImport = (file: DataFile) =>
    importFile.mutate(file, {
      onError: (error) => {
        setChosen(null);
        setProblem(
          error instanceof ImportRefused
            ? importMessages.refused(error.message)
            : importMessages.failed,
        );
      },
    });

  return (
    <div>
      <SettingsSectionHeading title="Data files">
        Export data saves everything (shop and back office) in one file; Import data loads such a
        file on another device, replacing all its data. Export leads saves, as a spreadsheet with
        the device name, the orders, contact messages and interests (what a booth visitor left in
        the cart or the wishlist) this device collected since its own last reset or import.
      </SettingsSectionHeading>
      <Group gap="sm">
        <Button
          type="button"
          variant="default"
          loading={exporting === 'data'}
          onClick={() => run('data')}
        >
          Export data
        </Button>
        <FileButton
          onChange={choose}
          accept="application/json,.json"
          inputProps={{ 'aria-label': 'Import data file' }}
        >
          {(props) => (
            <Button type="button" variant="default" loading={readFile.isPending} {...props}>
              Import data
            </Button>
          )}
        </FileButton>
        <Button
          type="button"
          variant="default"
          loading={exporting === 'leads'}
          onClick={() => run('leads')}
        >
          Export leads (CSV)
        </Button>
      </Group>
      <IncludeAccountsChoice checked={includeAccounts} onChange={setIncludeAccounts} />
      {problem && (
        <Alert
          color="red"
          mt="sm"
          title="The file was not imported"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setProblem(null)}
        >
          {problem}
        </Alert>
      )}

      <Modal
        opened={chosen !== null}
        onClose={() => !importing && setChosen(null)}
        title="Replace all data?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {chosen && <ImportSummary file={chosen} />}
        {chosen?.accounts && (
          <FileAdminsConsent
            accounts={chosen.accounts}
            signedInEmail={signedInEmail}
            consent={adminsConsent}
            onConsentChange={setAdminsConsent}
          />
        )}
        <UnsavedChangesWarning unsavedChanges={unsavedChanges} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setChosen(null)} disabled={importing}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={importing}
            disabled={chosen !== null && accountsNeedConsent(chosen.accounts) && !adminsConsent}
            onClick={() => chosen && runImport(chosen)}
          >
            Import
          </Button>
        </Group>
      </Modal>
    </div>
  );
}

function ImportSummary({ file }: { file: DataFile }) {
  const exported = new Date(file.exportedAt);
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <Stack gap="xs">
      <Text size="sm">
        {Number.isNaN(exported.getTime())
          ? 'This data file holds:'
          : `This data file, exported ${exported.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}, holds:`}
      </Text>
      <Text size="sm" component="ul" my={0} pl="lg">
        <li>
          {count(file.backend.products.length)} products and {count(file.backend.coupons.length)}{' '}
          coupons
        </li>
        <li>
          {count(file.app.orders.length)} orders and {count(file.backend.contactMessages.length)}{' '}
          contact messages
        </li>
        <li>{file.accounts ? accountsTexts.replaced(file.accounts.total) : accountsTexts.none}</li>
      </Text>
      <Text size="sm">
        Everything else on this device (shop and back office) is replaced by it. Export the data or
        the leads first to keep them.
        {file.accounts ? ' You stay signed in when your account is in the file.' : ''}
      </Text>
    </Stack>
  );
}

/** Booth mode is this device's: it takes effect at once, in every tab. */
function BoothModeSettings() {
  const mode = useBoothMode();
  const session = useAdminSession();
  const [leaving, setLeaving] = useState(false);
  const [naming, setNaming] = useState(false);
  const save = (change: Partial<BoothMode>) => {
    if (!writeBoothMode({ ...mode, ...change })) {
      notify({
        id: 'settings-booth-mode',
        color: 'red',
        message: 'Booth mode could not be saved: this browser refused to store it.',
      });
    }
  };
  return (
    <div>
      <SettingsSectionHeading title="Booth mode">
        For a device at a trade show: shows a Demo badge on the site and the shop, and after a
        visitor walks away clears their cart, wishlist, sign-in and drafts and goes back to the
        start page. Orders and messages stay. The back office locks after the same idle time and at
        every start over: the admin password or the booth PIN opens it, and switching booth mode off
        asks for one of them too.
      </SettingsSectionHeading>
      <Stack gap="sm" maw={420}>
        <Switch
          label="Booth mode"
          checked={mode.enabled}
          onChange={(event) => {
            // Leaving booth mode is the operator's: it asks for the password or PIN. The first
            // time, the device is asked for its name (its leads carry it).
            if (event.currentTarget.checked) {
              save({ enabled: true });
              if (readDeviceName() === null) setNaming(true);
            } else setLeaving(true);
          }}
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
        <DeviceNameSetting />
        <BoothPinSetting />
      </Stack>
      <Modal
        opened={naming}
        onClose={() => {}}
        title="Name this device"
        centered
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
      >
        <Text size="sm" mb="sm">
          Every lead this device collects, and the leads file&apos;s name, carry this name: the
          leads of several tablets stay apart. You can change it later under Booth mode.
        </Text>
        <DeviceNameForm initial={suggestedDeviceName()} onSaved={() => setNaming(false)} />
      </Modal>
      <Modal
        opened={leaving}
        onClose={() => setLeaving(false)}
        title="Switch booth mode off?"
        centered
      >
        {session && (
          <BoothUnlockForm
            token={session.token}
            email={session.user.email}
            submitLabel="Switch booth mode off"
            onUnlocked={() => {
              setLeaving(false);
              save({ enabled: false });
            }}
            // The backend ended this session (its 5th wrong password): the admin layout then
            // sends the page to /admin/login.
            onSessionEnded={() => adminSession.clear()}
          />
        )}
      </Modal>
    </div>
  );
}

/** The device's name field and its Save button; `onSaved` runs once the name is stored. */
function DeviceNameForm({ initial, onSaved }: { initial: string; onSaved: () => void }) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (!writeDeviceName(name)) {
      setError(
        name.trim()
          ? `The name is 1 to ${deviceNameMaxLength} characters`
          : 'Give the device a name',
      );
      return;
    }
    setError(null);
    notify({
      id: 'settings-device-name',
      color: 'green',
      message: 'Device name saved',
    });
    onSaved();
  };
  // Not a form of its own: the settings page's form wraps this tab, and a nested form's submit
  // would reach it too (saving the settings). Enter saves the name, and only the name.
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="Device name"
        description="In every lead and in the leads file's name"
        value={name}
        error={error}
        maxLength={deviceNameMaxLength}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          save();
        }}
        w={240}
      />
      <Button type="button" variant="light" onClick={save}>
        Save name
      </Button>
    </Group>
  );
}

/** This device's name, for telling apart the leads of several tablets. */
function DeviceNameSetting() {
  const stored = useDeviceName();
  // A new form when the name changes elsewhere (the first-time prompt, another tab).
  return <DeviceNameForm key={stored ?? ''} initial={stored ?? ''} onSaved={() => {}} />;
}

/** A PIN that opens the locked back office instead of the password: 4 to 8 digits, stored hashed. */
function BoothPinSetting() {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pinSet, setPinSet] = useState(hasBoothPin);
  const save = useSetBoothPin((value) => {
    setPin('');
    setError(null);
    setPinSet(value !== null);
  });
  const store = (value: string | null) => {
    if (value !== null && !boothPinPattern.test(value)) {
      setError('The PIN is 4 to 8 digits');
      return;
    }
    save.mutate(value, {
      onError: () => setError('The PIN could not be saved: this browser refused to store it.'),
    });
  };
  return (
    <Group align="flex-end" gap="sm">
      <PasswordInput
        label="Booth PIN"
        description={
          pinSet ? 'Set: opens the locked back office' : 'Optional: instead of the password'
        }
        inputMode="numeric"
        autoComplete="off"
        value={pin}
        error={error}
        onChange={(event) => {
          setPin(event.currentTarget.value);
          setError(null);
        }}
        w={200}
      />
      <Button variant="light" onClick={() => store(pin)}>
        Save PIN
      </Button>
      {pinSet && (
        <Button variant="subtle" color="red" onClick={() => store(null)}>
          Remove PIN
        </Button>
      )}
    </Group>
  );
}

/** Settings → Data: put the demo back between visitors and after the day. */
export function DataSettings({ unsavedChanges, onDataReplaced }: ReplaceDataProps) {
  const [confirming, setConfirming] = useState(false);
  const [startingData, setStartingData] = useState<StartingData>('demo');
  const reset = useResetData(() => {
    setConfirming(false);
    onDataReplaced();
  });
  const resetting = reset.isPending;

  return (
    <Stack gap="lg">
      <div>
        <SettingsSectionHeading title="Reset demo data">
          Puts products, coupons, accounts, carts, orders, messages, notifications and settings back
          to where a new device starts. Works offline; you stay signed in.
        </SettingsSectionHeading>
        <Button type="button" color="red" variant="light" onClick={() => setConfirming(true)}>
          Reset demo data
        </Button>
      </div>

      <DataFiles unsavedChanges={unsavedChanges} onDataReplaced={onDataReplaced} />

      <BoothModeSettings />

      <TestScenarioSettings />

      <GenerateOrdersSettings />

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
        <UnsavedChangesWarning unsavedChanges={unsavedChanges} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={resetting}>
            Cancel
          </Button>
          <Button color="red" loading={resetting} onClick={() => reset.mutate(startingData)}>
            Reset
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
