import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../../api/http';
import { useRedeemUnlockCode } from '../../../../api/unlockCodes/unlockCodeMutations';

export const unlockWithCodeText = {
  open: 'Use an unlock code',
  label: 'Unlock code',
  submit: 'Unlock',
  busy: 'Unlocking...',
  emailFirst: 'Enter the locked e-mail above first.',
  codeFirst: 'Enter your unlock code.',
  notLocked: 'This e-mail is not locked any more. Sign in with your password.',
  failed: 'The code could not be checked. Please try again.',
} as const;

/** What a refused code says: the backend's words for a wrong or used code, else ours. */
function redeemErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return error.message;
  if (error instanceof ApiError && error.status === 404) return unlockWithCodeText.notLocked;
  return unlockWithCodeText.failed;
}

/**
 * Under the login limit's lock (issue 35, point 25): the operator with no session on this device
 * lifts the lock of the e-mail typed above with the unlock code made in Settings → Security.
 */
export function UnlockWithCode({ email, onUnlocked }: { email: string; onUnlocked: () => void }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const redeem = useRedeemUnlockCode({
    onSuccess: onUnlocked,
    onError: (error) => setProblem(redeemErrorMessage(error)),
  });

  if (!open) {
    return (
      <Group justify="center">
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
          {unlockWithCodeText.open}
        </Button>
      </Group>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = !email.trim()
      ? unlockWithCodeText.emailFirst
      : !code.trim()
        ? unlockWithCodeText.codeFirst
        : null;
    setProblem(missing);
    if (!missing) redeem.mutate({ email: email.trim(), code: code.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Unlock with a code">
      <Stack gap="xs">
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <TextInput
          label={unlockWithCodeText.label}
          placeholder="XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <Button type="submit" variant="light" loading={redeem.isPending}>
          {unlockWithCodeText.submit}
        </Button>
      </Stack>
    </form>
  );
}
