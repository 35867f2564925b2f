import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { unlockAdminSession, unlockRefusal } from '../../../api/auth/authClient';
import { ApiError } from '../../../api/http';
import { checkBoothPin, hasBoothPin } from '../../../data/boothLock';

export const boothUnlockWrong = 'Wrong password or PIN';
export const boothUnlockFailed = 'The password could not be checked. Please try again.';

/** "Wrong password or PIN. 4 more tries end this session." from the backend's 403. */
function wrongMessage(error: unknown): string {
  const rest =
    error instanceof ApiError ? error.message.replace(/^Wrong password\.?\s*/i, '').trim() : '';
  return rest ? `${boothUnlockWrong}. ${rest}` : boothUnlockWrong;
}

/**
 * Booth mode's proof that the operator is at the device (issue 35, points 7 and 25): the booth
 * PIN, or the password of the admin session `token` (the parked one, or the open one when leaving
 * booth mode), checked by POST /admin/unlock with that session: outside the login limit, so a
 * visitor's guesses here never lock the operator's e-mail. The backend ends the session at its 5th
 * wrong password: `onSessionEnded` then.
 */
export function BoothUnlockForm({
  token,
  email,
  submitLabel,
  onUnlocked,
  onSessionEnded,
}: {
  token: string;
  email: string;
  submitLabel: string;
  onUnlocked: () => void;
  onSessionEnded: () => void;
}) {
  const [checking, setChecking] = useState(false);
  const pinSet = hasBoothPin();
  const form = useForm({
    initialValues: { secret: '' },
    validate: { secret: (value) => (value ? null : 'This field is required') },
  });
  const submit = form.onSubmit(async ({ secret }) => {
    setChecking(true);
    try {
      if (pinSet && (await checkBoothPin(secret))) {
        onUnlocked();
        return;
      }
      await unlockAdminSession(token, secret);
      onUnlocked();
    } catch (error) {
      const refusal = unlockRefusal(error);
      if (refusal === 'session-ended') {
        onSessionEnded();
        return;
      }
      if (refusal === 'failed') console.error('[booth] unlock failed', error);
      form.setFieldError('secret', refusal === 'failed' ? boothUnlockFailed : wrongMessage(error));
    } finally {
      setChecking(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {pinSet
            ? `Enter the admin password of ${email} or the booth PIN.`
            : `Enter the admin password of ${email}.`}
        </Text>
        <PasswordInput
          label={pinSet ? 'Password or PIN' : 'Password'}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('secret')}
        />
        <Button type="submit" loading={checking}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
