import { useState } from 'react';
import { appendConversationMessage, markConversationRead } from '../../../../data/conversations';
import { addOrderMessage, markOrderMessagesReadByStaff } from '../../../../data/orders';
import { sendContactReply } from '../../shared/contactReplies';
import { isOrderConversationId, type ConversationKind } from '../model';

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

export function useSendReply(conversationId: string | null, kind?: ConversationKind) {
  const [sending, setSending] = useState(false);
  async function send(text: string): Promise<ReplyOutcome | null> {
    if (!conversationId) return null;
    setSending(true);
    try {
      return await sendReply(conversationId, text, kind);
    } catch (error) {
      console.error('[messages] could not send reply', error);
      return null;
    } finally {
      setSending(false);
    }
  }
  return { send, sending };
}
