import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '../../../api/http';
import { hasBoothPin } from '../../../data/boothLock';
import { useBoothUnlock } from './useBoothUnlock';

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
  const pinSet = hasBoothPin();
  const form = useForm({
    initialValues: { secret: '' },
    validate: { secret: (value) => (value ? null : 'This field is required') },
  });
  const unlock = useBoothUnlock(token, pinSet, {
    onUnlocked,
    onRefused: (refusal, error) => {
      if (refusal === 'session-ended') onSessionEnded();
      else
        form.setFieldError(
          'secret',
          refusal === 'failed' ? boothUnlockFailed : wrongMessage(error),
        );
    },
  });
  const checking = unlock.isPending;
  const submit = form.onSubmit(({ secret }) => unlock.mutate(secret));
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
