import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import { createSupportConversation } from '../../../../data/conversations';
import { addNotification } from '../../../../data/notifications';
import { supportMessages } from '../model';

export interface SupportRequest {
  subject: string;
  message: string;
  fromEmail: string;
}

/** Keeps a support request as a conversation and a notification; `onSent` closes the form. */
export function useContactSupport(onSent: () => void) {
  return useMutation({
    mutationFn: async ({ subject, message, fromEmail }: SupportRequest) => {
      await createSupportConversation({
        subject: subject.trim(),
        message: message.trim(),
        fromEmail,
      });
      await addNotification({
        type: 'info',
        title: 'Support request sent',
        message: `Support request: ${subject.trim()}`,
        actionRequired: true,
      });
    },
    onSuccess: () => {
      notify({ color: 'green', title: 'Sent', message: supportMessages.sent });
      onSent();
    },
    onError: (error) => {
      console.error('[help] could not send the support request', error);
      notify({ color: 'red', message: 'Failed to send message. Please try again.' });
    },
  });
}
