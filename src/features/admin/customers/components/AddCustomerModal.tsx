import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAddCustomer } from '../hooks/useCustomerWrites';
import { validateNewCustomer, type NewCustomerValues } from '../model';

export interface AddCustomerModalProps {
  opened: boolean;
  onClose: () => void;
  /** Whether a customer already has the e-mail (looked up on submit: the list holds one page). */
  isEmailTaken: (email: string) => Promise<boolean>;
}

const empty: NewCustomerValues = { name: '', email: '', phone: '', address: '' };

/** Staff adds a customer by hand (kept in the app database, data/customers). */
export function AddCustomerModal({ opened, onClose, isEmailTaken }: AddCustomerModalProps) {
  const form = useForm<NewCustomerValues>({
    mode: 'controlled',
    initialValues: empty,
    validate: (values) => validateNewCustomer(values, new Set()),
    clearInputErrorOnChange: true,
  });

  function close() {
    form.reset();
    onClose();
  }

  const add = useAddCustomer(isEmailTaken, {
    onAdded: close,
    onRefused: (message) => form.setFieldError('email', message),
  });

  return (
    <Modal opened={opened} onClose={close} title="Add Customer">
      <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('phone')} />
          <Textarea
            label="Address"
            rows={2}
            autoComplete="off"
            {...form.getInputProps('address')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add Customer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
