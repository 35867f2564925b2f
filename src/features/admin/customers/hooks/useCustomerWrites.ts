import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import { messageCustomer } from '../../../../data/conversations';
import { addCustomer } from '../../../../data/customers';
import {
  customerFormMessages,
  normaliseEmail,
  type Customer,
  type NewCustomerValues,
} from '../model';

/** An e-mail the add-customer form refuses, with the line to show under the field. */
class EmailRefused extends Error {}

/**
 * Adds a customer by hand (kept in the app database, data/customers). `onAdded` closes the form;
 * `onRefused` shows why the e-mail was refused under its field.
 */
export function useAddCustomer(
  isEmailTaken: (email: string) => Promise<boolean>,
  { onAdded, onRefused }: { onAdded: () => void; onRefused: (message: string) => void },
) {
  return useMutation({
    mutationFn: async (values: NewCustomerValues) => {
      const email = normaliseEmail(values.email);
      if (await isEmailTaken(email)) throw new EmailRefused(customerFormMessages.emailTaken);
      await addCustomer({
        name: values.name.trim(),
        email,
        phone: values.phone.trim(),
        address: values.address.trim(),
      });
    },
    onSuccess: (_, values) => {
      notify({ color: 'green', message: `Customer ${values.name.trim()} added.` });
      onAdded();
    },
    onError: (error) => {
      if (error instanceof EmailRefused) return onRefused(error.message);
      console.error('[customers] could not add customer', error);
      onRefused('A customer with this email already exists');
    },
  });
}

/** Starts (or continues) a conversation with the customer; `onSent` gets its id. */
export function useMessageCustomer({
  onSent,
  onFailed,
}: {
  onSent: (conversationId: string) => void;
  onFailed: (message: string) => void;
}) {
  return useMutation({
    mutationFn: ({ customer, message }: { customer: Customer; message: string }) =>
      messageCustomer(customer, message.trim()),
    onSuccess: onSent,
    onError: (error) => {
      console.error('[customers] could not send message', error);
      onFailed('Failed to send message. Please try again.');
    },
  });
}
