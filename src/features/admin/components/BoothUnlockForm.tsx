import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { adminLogin, adminLogOut } from '../../../api/auth/authClient';
import type { Session } from '../../../api/types';
import { checkBoothPin, hasBoothPin } from '../../../data/boothLock';

export const boothUnlockWrong = 'Wrong password or PIN';

/**
 * Booth mode's proof that the operator is at the device (issue 35, point 7): the admin password
 * of `email`, or the booth PIN. `onUnlocked` gets the new session a password made, or null for a
 * PIN (the caller keeps the session it had).
 */
export function BoothUnlockForm({
  email,
  submitLabel,
  onUnlocked,
}: {
  email: string;
  submitLabel: string;
  onUnlocked: (session: Session | null) => void;
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
        onUnlocked(null);
        return;
      }
      const session = await adminLogin(email, secret);
      onUnlocked(session);
    } catch {
      form.setFieldError('secret', boothUnlockWrong);
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

/** Ends a session that was only made to prove the password (it is not kept). */
export function endProofSession(session: Session): void {
  adminLogOut(session.token).catch((error: unknown) =>
    console.warn('[booth] could not end the proof session', error),
  );
}
