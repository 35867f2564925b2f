import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../../components/notify';
import { useState } from 'react';
import { createSupportConversation } from '../../../../data/conversations';
import { addNotification } from '../../../../data/notifications';
import { useAdminSession } from '../../../../data/useSession';
import { supportMessages, validateSupportRequest } from '../model';

export function ContactSupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useAdminSession();
  const [sending, setSending] = useState(false);
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

  async function submit(values: { subject: string; message: string }) {
    setSending(true);
    try {
      const subject = values.subject.trim();
      await createSupportConversation({
        subject,
        message: values.message.trim(),
        fromEmail: session?.user.email ?? 'admin@example.com',
      });
      await addNotification({
        type: 'info',
        title: 'Support request sent',
        message: `Support request: ${subject}`,
        actionRequired: true,
      });
      notify({
        color: 'green',
        title: 'Sent',
        message: supportMessages.sent,
      });
      close();
    } catch (error) {
      console.error('[help] could not send the support request', error);
      notify({
        color: 'red',
        message: 'Failed to send message. Please try again.',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Contact Support">
      <form onSubmit={form.onSubmit(submit)} noValidate>
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
            <Button type="submit" loading={sending}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
