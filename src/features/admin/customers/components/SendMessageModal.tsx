import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { messageCustomer } from '../../../../data/conversations';
import type { Customer } from '../model';

export interface SendMessageModalProps {
  customer: Customer | null;
  onClose: () => void;
  /** Called with the conversation id once the message is stored. */
  onSent: (conversationId: string) => void;
}

/** Starts (or continues) a conversation with the customer. */
export function SendMessageModal({ customer, onClose, onSent }: SendMessageModalProps) {
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: { message: (value) => (value.trim() ? null : 'Please enter a message') },
    clearInputErrorOnChange: true,
  });

  function close() {
    form.reset();
    onClose();
  }

  async function submit({ message }: { message: string }) {
    if (!customer) return;
    setSending(true);
    try {
      const id = await messageCustomer(customer, message.trim());
      form.reset();
      onSent(id);
    } catch (error) {
      console.error('[customers] could not send message', error);
      form.setFieldError('message', 'Failed to send message. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      opened={customer !== null}
      onClose={close}
      title={customer ? `Message ${customer.name}` : 'Send message'}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {customer ? (
            <Text size="sm" c="dimmed">
              To: {customer.email}
            </Text>
          ) : null}
          <Textarea
            label="Message"
            withAsterisk
            rows={5}
            data-autofocus
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Send message
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
