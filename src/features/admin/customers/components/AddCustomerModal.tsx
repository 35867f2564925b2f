import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../../components/notify';
import { useState } from 'react';
import { addCustomer } from '../../../../data/customers';
import {
  customerFormMessages,
  normaliseEmail,
  validateNewCustomer,
  type NewCustomerValues,
} from '../model';

export interface AddCustomerModalProps {
  opened: boolean;
  onClose: () => void;
  /** Whether a customer already has the e-mail (looked up on submit: the list holds one page). */
  isEmailTaken: (email: string) => Promise<boolean>;
}

const empty: NewCustomerValues = { name: '', email: '', phone: '', address: '' };

/** Staff adds a customer by hand (kept in the app database, data/customers). */
export function AddCustomerModal({ opened, onClose, isEmailTaken }: AddCustomerModalProps) {
  const [saving, setSaving] = useState(false);
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

  async function submit(values: NewCustomerValues) {
    setSaving(true);
    try {
      if (await isEmailTaken(normaliseEmail(values.email))) {
        form.setFieldError('email', customerFormMessages.emailTaken);
        return;
      }
      await addCustomer({
        name: values.name.trim(),
        email: normaliseEmail(values.email),
        phone: values.phone.trim(),
        address: values.address.trim(),
      });
      notify({
        color: 'green',
        message: `Customer ${values.name.trim()} added.`,
      });
      close();
    } catch (error) {
      console.error('[customers] could not add customer', error);
      form.setFieldError('email', 'A customer with this email already exists');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Add Customer">
      <form onSubmit={form.onSubmit(submit)} noValidate>
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
            <Button type="submit" loading={saving}>
              Add Customer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
