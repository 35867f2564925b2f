import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import { appendConversationMessage, markConversationRead } from '../../../../data/conversations';
import { addOrderMessage, markOrderMessagesReadByStaff } from '../../../../data/orders';
import { sendContactReply } from '../../shared/contactReplies';
import { isOrderConversationId, type ConversationKind, type ConversationSummary } from '../model';

/** How a reply went: kept (order and staff conversations), e-mailed, or waiting to be e-mailed. */
export type ReplyOutcome = 'saved' | 'sent' | 'waiting';

/**
 * Staff reply: on an order it goes to the order's message center as support; on a contact message
 * it is e-mailed to the visitor (or waits in the outbox until it can be).
 */
export async function sendReply(
  conversationId: string,
  text: string,
  kind: ConversationKind = isOrderConversationId(conversationId) ? 'order' : 'conversation',
): Promise<ReplyOutcome> {
  if (kind === 'contact') return sendContactReply(conversationId, text);
  if (isOrderConversationId(conversationId)) {
    await addOrderMessage(conversationId, text, 'support');
  } else {
    const sent = await appendConversationMessage(conversationId, 'admin', text);
    if (!sent) throw new Error(`Unknown conversation ${conversationId}`);
  }
  return 'saved';
}

/** Opening a conversation marks the customer's messages read by staff. */
export async function markRead(conversationId: string): Promise<void> {
  if (isOrderConversationId(conversationId)) {
    await markOrderMessagesReadByStaff(conversationId);
  } else {
    await markConversationRead(conversationId);
  }
}

/** Sends a reply in `conversation`; says when it waits to be e-mailed, or failed. */
export function useSendReply(conversation: ConversationSummary) {
  return useMutation({
    mutationFn: (text: string) => sendReply(conversation.id, text, conversation.kind),
    onSuccess: (outcome) => {
      if (outcome !== 'waiting') return;
      notify({
        color: 'yellow',
        title: 'Reply saved',
        message: `It waits to be e-mailed to ${conversation.customerEmail} and goes when the connection returns.`,
      });
    },
    onError: (error) => {
      console.error('[messages] could not send reply', error);
      notify({ color: 'red', message: 'Failed to send message. Please try again.' });
    },
  });
}

/** Marks a conversation's customer messages read by staff. */
export function useMarkRead() {
  return useMutation({
    mutationFn: (conversationId: string) => markRead(conversationId),
    onError: (error) => console.error('[messages] could not mark read', error),
  });
}
