import {
  Badge,
  Button,
  Center,
  Code,
  Group,
  List,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { emailJsConfig } from '../../../../config/env';
import { useAdminSession } from '../../../../data/useSession';
import {
  currencies,
  defaultSettings,
  languages,
  maxLoginAttemptsRange,
  timezones,
  loadSettings,
  type Settings,
} from '../../../../data/settings';
import { useSettings } from '../../../../data/useSettings';
import { useListState } from '../../shared/useListState';
import { PageHeader } from '../../components/PageHeader';
import { useSaveSettings } from '../hooks/useSaveSettings';
import {
  colorSchemeOptions,
  currencyLabels,
  languageLabels,
  settingsNotes,
  timezoneLabels,
  validateSettingsForm,
  type ColorSchemeChoice,
} from '../model';
import { DataSettings } from './DataSettings';
import { SignInLocks } from './SignInLocks';
import { UnlockCodeSettings } from './UnlockCodeSettings';
import classes from './Settings.module.css';
import { TableScroller } from '../../components/TableScroller';

const tabs = [
  { value: 'general', label: 'General' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'security', label: 'Security' },
  { value: 'email', label: 'Email' },
  { value: 'appearance', label: 'Appearance' },
  { value: 'users', label: 'User Management' },
  // Not in the spec's six: the booth's data tools (issue 17).
  { value: 'data', label: 'Data' },
] as const;

const switches: {
  tab: 'notifications' | 'security';
  key: keyof Settings;
  label: string;
  description: string;
}[] = [
  {
    tab: 'notifications',
    key: 'emailNotifications',
    label: 'Email notifications',
    description: `Send staff an e-mail for important events. ${settingsNotes.noStaffMail}`,
  },
  {
    tab: 'notifications',
    key: 'smsNotifications',
    label: 'SMS notifications',
    description: `Send urgent alerts by text message. ${settingsNotes.noSms}`,
  },
  {
    tab: 'notifications',
    key: 'orderNotifications',
    label: 'Order notifications',
    description: `Notify staff when a new order is placed. ${settingsNotes.orderNotifications}`,
  },
  {
    tab: 'notifications',
    key: 'lowStockAlerts',
    label: 'Low stock alerts',
    description: `Warn when a product is running low. ${settingsNotes.noStock}`,
  },
  {
    tab: 'security',
    key: 'maintenanceMode',
    label: 'Maintenance mode',
    description: settingsNotes.maintenanceMode,
  },
  {
    tab: 'security',
    key: 'allowRegistration',
    label: 'Allow registration',
    description: settingsNotes.allowRegistration,
  },
  {
    tab: 'security',
    key: 'requireEmailVerification',
    label: 'Require email verification',
    description: `New accounts must confirm their e-mail address before signing in. ${settingsNotes.noVerification}`,
  },
];

function AppearancePanel() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap="sm" className={classes.field}>
      <Text fw={600} id="color-scheme-label">
        Colour scheme
      </Text>
      <Text size="sm" c="dimmed">
        Applies at once and is remembered in this browser. System follows your device setting.
      </Text>
      <SegmentedControl
        aria-labelledby="color-scheme-label"
        value={colorScheme}
        onChange={(value) => setColorScheme(value as ColorSchemeChoice)}
        data={colorSchemeOptions}
      />
    </Stack>
  );
}

function EmailPanel() {
  const config = emailJsConfig();
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>EmailJS status</Text>
        <Badge color={config.demo ? 'yellow' : 'green'} variant="dot">
          {config.demo ? 'Demo mode' : 'Configured'}
        </Badge>
      </Group>
      <Text size="sm">
        {config.demo
          ? 'No EmailJS keys are configured. Contact-form messages are answered by the built-in demo backend and appear in Notifications instead of being e-mailed.'
          : 'Contact-form messages are sent through EmailJS with the keys below.'}
      </Text>
      <Table withTableBorder className={classes.field}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Service id</Table.Th>
            <Table.Td>
              <Code>{config.serviceId}</Code>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Template id</Table.Th>
            <Table.Td>
              <Code>{config.templateId}</Code>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        To send real e-mail, set <Code>VITE_EMAILJS_PUBLIC_KEY</Code>,{' '}
        <Code>VITE_EMAILJS_SERVICE_ID</Code> and <Code>VITE_EMAILJS_TEMPLATE_ID</Code> when building
        the app.
      </Text>
    </Stack>
  );
}

function UsersPanel() {
  const session = useAdminSession();
  return (
    <Stack gap="sm">
      <Text size="sm">
        Staff accounts are kept by the shop backend. This demo has one administrator account; the
        account signed in now is shown first.
      </Text>
      <TableScroller minWidth={480} label="Staff accounts table">
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {session && session.user.email !== 'admin@example.com' ? (
              <Table.Tr>
                <Table.Td>{session.user.name || '—'}</Table.Td>
                <Table.Td>{session.user.email}</Table.Td>
                <Table.Td>{session.user.role}</Table.Td>
                <Table.Td>
                  <Badge color="green" variant="dot">
                    Signed in
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ) : null}
            <Table.Tr>
              <Table.Td>
                {session?.user.email === 'admin@example.com' ? session.user.name : 'Demo Admin'}
              </Table.Td>
              <Table.Td>admin@example.com</Table.Td>
              <Table.Td>admin</Table.Td>
              <Table.Td>
                <Badge color="green" variant="dot">
                  {session?.user.email === 'admin@example.com' ? 'Signed in' : 'Active'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableScroller>
      <List size="sm">
        <List.Item>The demo password is shown on the login page.</List.Item>
        <List.Item>Logout in the top bar ends the session (sessions last 7 days).</List.Item>
      </List>
    </Stack>
  );
}

export function SettingsPage() {
  const stored = useSettings();
  const [state, setState] = useListState({ tab: 'general' });
  const tab = tabs.some((t) => t.value === state.tab) ? state.tab : 'general';
  const loaded = useRef(false);
  const form = useForm<Settings>({
    mode: 'controlled',
    initialValues: defaultSettings,
    validate: validateSettingsForm,
    clearInputErrorOnChange: true,
  });

  useEffect(() => {
    if (stored && !loaded.current) {
      loaded.current = true;
      form.setInitialValues(stored);
      form.setValues(stored);
    }
  }, [stored, form]);

  // After a reset or an import the stored settings are new; the admin agreed to drop edits.
  const reloadStoredSettings = async () => {
    const fresh = await loadSettings();
    form.setInitialValues(fresh);
    form.setValues(fresh);
  };

  const save = useSaveSettings((saved) => {
    form.setInitialValues(saved);
    form.setValues(saved);
  });
  const saving = save.isPending;

  const formTab = tab === 'general' || tab === 'notifications' || tab === 'security';

  if (!stored) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading settings" />
      </Center>
    );
  }

  return (
    <div>
      <PageHeader title="Settings" description="Store details, notifications, security and more." />
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={form.onSubmit(
            (values) => save.mutate(values),
            (errors) => {
              // Show the tab that holds the first error.
              if (errors.siteName) setState({ tab: 'general' });
              else if (errors.maxLoginAttempts) setState({ tab: 'security' });
            },
          )}
          noValidate
        >
          <Tabs value={tab} onChange={(value) => setState({ tab: value ?? 'general' })} keepMounted>
            <Tabs.List>
              {tabs.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>

            <Tabs.Panel value="general" className={classes.panel}>
              <Stack gap="md" className={classes.field}>
                <Title order={2} size="h4">
                  General
                </Title>
                <TextInput
                  label="Site name"
                  description={settingsNotes.siteName}
                  withAsterisk
                  {...form.getInputProps('siteName')}
                />
                <Textarea
                  label="Site description"
                  description={settingsNotes.siteDescription}
                  autosize
                  minRows={2}
                  {...form.getInputProps('siteDescription')}
                />
                <Select
                  label="Currency"
                  description={settingsNotes.currency}
                  allowDeselect={false}
                  data={currencies.map((value) => ({ value, label: currencyLabels[value] }))}
                  {...form.getInputProps('currency')}
                />
                <Select
                  label="Timezone"
                  description={settingsNotes.timezone}
                  allowDeselect={false}
                  data={timezones.map((value) => ({ value, label: timezoneLabels[value] }))}
                  {...form.getInputProps('timezone')}
                />
                <Select
                  label="Language"
                  description={settingsNotes.language}
                  allowDeselect={false}
                  data={languages.map((value) => ({ value, label: languageLabels[value] }))}
                  {...form.getInputProps('language')}
                />
              </Stack>
            </Tabs.Panel>

            {(['notifications', 'security'] as const).map((panel) => (
              <Tabs.Panel key={panel} value={panel} className={classes.panel}>
                <Stack gap="md" className={classes.field}>
                  <Title order={2} size="h4">
                    {panel === 'notifications' ? 'Notifications' : 'Security'}
                  </Title>
                  {switches
                    .filter((item) => item.tab === panel)
                    .map((item) => (
                      <Switch
                        key={item.key}
                        label={item.label}
                        description={item.description}
                        {...form.getInputProps(item.key, { type: 'checkbox' })}
                      />
                    ))}
                  {panel === 'security' ? (
                    <NumberInput
                      label="Max login attempts"
                      description={`Between ${maxLoginAttemptsRange.min} and ${maxLoginAttemptsRange.max}; default 5.`}
                      min={maxLoginAttemptsRange.min}
                      max={maxLoginAttemptsRange.max}
                      step={1}
                      allowDecimal={false}
                      {...form.getInputProps('maxLoginAttempts')}
                    />
                  ) : null}
                  {/* Loaded afresh each time the tab opens: a lock can start any moment. */}
                  {panel === 'security' && tab === 'security' ? (
                    <>
                      <SignInLocks />
                      <UnlockCodeSettings />
                    </>
                  ) : null}
                </Stack>
              </Tabs.Panel>
            ))}

            <Tabs.Panel value="email" className={classes.panel}>
              <Title order={2} size="h4" mb="sm">
                Email
              </Title>
              <EmailPanel />
            </Tabs.Panel>

            <Tabs.Panel value="appearance" className={classes.panel}>
              <Title order={2} size="h4" mb="sm">
                Appearance
              </Title>
              <AppearancePanel />
            </Tabs.Panel>

            <Tabs.Panel value="users" className={classes.panel}>
              <Title order={2} size="h4" mb="sm">
                User Management
              </Title>
              <UsersPanel />
            </Tabs.Panel>

            <Tabs.Panel value="data" className={classes.panel}>
              <Title order={2} size="h4" mb="sm">
                Data
              </Title>
              <DataSettings
                unsavedChanges={form.isDirty()}
                onDataReplaced={() => void reloadStoredSettings()}
              />
            </Tabs.Panel>
          </Tabs>

          {formTab ? (
            <Group className={classes.footer} justify="flex-end" gap="sm">
              <Button
                variant="default"
                disabled={!form.isDirty() || saving}
                onClick={() => form.reset()}
              >
                Discard changes
              </Button>
              <Button type="submit" loading={saving}>
                Save Settings
              </Button>
            </Group>
          ) : null}
        </form>
      </Paper>
    </div>
  );
}
