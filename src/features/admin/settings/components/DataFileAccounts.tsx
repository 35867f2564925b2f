// The sign-in accounts in data files (issue 35, points 23 and 28): left out of an export unless the
// operator chooses them, and named, with an explicit question, when a file brings them in.
import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import type { FileAccounts } from '../importData';

export const accountsTexts = {
  include: 'Include sign-in accounts',
  includeDescription:
    'Off: the file holds no accounts, and a device that imports it keeps its own. On: for moving the accounts too.',
  includeWarning:
    'The file will hold every account (customers and admins) with its password hash. Anyone who gets the file can try to guess the passwords, or load the accounts elsewhere: keep it like a password, and delete it when it is no longer needed.',
  none: 'No sign-in accounts: this device keeps its own, and you stay signed in.',
  replaced: (total: number) =>
    `${total.toLocaleString('en-US')} ${total === 1 ? 'account' : 'accounts'}, which replace this device's`,
  adminsTitle: 'Admin accounts in this file',
  adminsIntro:
    "After the import, these accounts can sign in to this device's back office, each with the password it has in the file; this device's other accounts are removed:",
  trust: 'I know these admin accounts and want them to sign in here',
} as const;

/** Export: the choice to include the accounts, with its warning when chosen. */
export function IncludeAccountsChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Stack gap="xs" mt="sm" maw={640}>
      <Checkbox
        label={accountsTexts.include}
        description={accountsTexts.includeDescription}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {checked && (
        <Alert color="yellow" title="The file will carry password hashes">
          {accountsTexts.includeWarning}
        </Alert>
      )}
    </Stack>
  );
}

/** Import: whether the file's accounts need the operator's explicit yes. */
export const accountsNeedConsent = (accounts: FileAccounts | null): boolean => accounts !== null;

/** Import: the file's admin accounts by e-mail, and the question. */
export function FileAdminsConsent({
  accounts,
  signedInEmail,
  consent,
  onConsentChange,
}: {
  accounts: FileAccounts;
  signedInEmail: string | null;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
}) {
  const you = signedInEmail?.trim().toLowerCase();
  return (
    <Alert color="red" mt="md" title={accountsTexts.adminsTitle}>
      <Stack gap="xs">
        <Text size="sm">{accountsTexts.adminsIntro}</Text>
        <Text size="sm" component="ul" my={0} pl="lg">
          {accounts.admins.map((email) => (
            <li key={email}>
              {email}
              {email === you ? ' (your account)' : ''}
            </li>
          ))}
        </Text>
        <Checkbox
          label={accountsTexts.trust}
          checked={consent}
          onChange={(event) => onConsentChange(event.currentTarget.checked)}
        />
      </Stack>
    </Alert>
  );
}
