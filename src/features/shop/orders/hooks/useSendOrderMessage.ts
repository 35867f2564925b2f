import { useMutation } from '@tanstack/react-query';
import { addOrderMessage } from '../../../../data/orders';
import { orderMessageTexts } from '../model';

/** A customer's message about an order; a failure hands `onFailed` the line to show. */
export function useSendOrderMessage(
  orderId: string,
  { onSent, onFailed }: { onSent: () => void; onFailed: (message: string) => void },
) {
  return useMutation({
    mutationFn: (text: string) => addOrderMessage(orderId, text.trim(), 'customer'),
    onSuccess: onSent,
    onError: (error) => {
      console.error('[order messages] send failed', error);
      onFailed(orderMessageTexts.failed);
    },
  });
}
