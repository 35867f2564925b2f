import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAdminSession } from '../../../../data/useSession';
import { useContactSupport } from '../hooks/useContactSupport';
import { validateSupportRequest } from '../model';

export function ContactSupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useAdminSession();
  const form = useForm({
    mode: 'controlled',
    initialValues: { subject: '', message: '' },
    validate: validateSupportRequest,
    clearInputErrorOnChange: true,
  });

  function close() {
    form.reset();
    onClose();
  }

  const send = useContactSupport(close);

  return (
    <Modal opened={opened} onClose={close} title="Contact Support">
      <form
        onSubmit={form.onSubmit((values) =>
          send.mutate({ ...values, fromEmail: session?.user.email ?? 'admin@example.com' }),
        )}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label="Subject"
            withAsterisk
            data-autofocus
            {...form.getInputProps('subject')}
          />
          <Textarea label="Message" withAsterisk rows={5} {...form.getInputProps('message')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
