import { useMutation } from '@tanstack/react-query';
import { toContactSendError } from '../../../../api/email/emailClient';
import { storageAwareMessage } from '../../../../data/storageErrors';
import { contactTexts, toTemplateParams, type ContactValues } from '../model';
import { queueContactMessage, recordDeliveredContact } from '../outbox';
import { sendContactEmail } from '../sendContact';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Sends the contact form (spec §4). Offline, or when the network fails, the message waits in the
 * outbox ('queued'); any other failure throws an Error whose message is the line the form shows.
 */
export function useSendContact() {
  return useMutation({
    mutationFn: async (values: ContactValues): Promise<'sent' | 'queued'> => {
      const params = toTemplateParams(values);
      try {
        if (isOffline()) {
          await queueContactMessage(params);
          return 'queued';
        }
        await sendContactEmail(params);
        await recordDeliveredContact(params);
        return 'sent';
      } catch (caught) {
        console.error('[contact] sending the message failed', caught);
        let cause: unknown = caught;
        if (toContactSendError(caught).isNetworkError) {
          try {
            await queueContactMessage(params);
            return 'queued';
          } catch (queueError) {
            console.error('[contact] could not keep the message in the outbox', queueError);
            cause = queueError;
          }
        }
        // The form keeps what was typed (and its draft); a full device says so.
        throw new Error(storageAwareMessage(cause, contactTexts.failure));
      }
    },
  });
}
