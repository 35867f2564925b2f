import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMessageCustomer } from '../hooks/useCustomerWrites';
import type { Customer } from '../model';

export interface SendMessageModalProps {
  customer: Customer | null;
  onClose: () => void;
  /** Called with the conversation id once the message is stored. */
  onSent: (conversationId: string) => void;
}

/** Starts (or continues) a conversation with the customer. */
export function SendMessageModal({ customer, onClose, onSent }: SendMessageModalProps) {
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

  const send = useMessageCustomer({
    onSent: (id) => {
      form.reset();
      onSent(id);
    },
    onFailed: (message) => form.setFieldError('message', message),
  });

  return (
    <Modal
      opened={customer !== null}
      onClose={close}
      title={customer ? `Message ${customer.name}` : 'Send message'}
    >
      <form
        onSubmit={form.onSubmit(({ message }) => {
          if (customer) send.mutate({ customer, message });
        })}
        noValidate
      >
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
            <Button type="submit" loading={send.isPending}>
              Send message
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
