import { useState } from 'react';
import { appendConversationMessage, markConversationRead } from '../../../../data/conversations';
import { addOrderMessage, markOrderMessagesReadByStaff } from '../../../../data/orders';
import { isOrderConversationId } from '../model';

/** Staff reply: on an order it goes to the order's message center as support. */
export async function sendReply(conversationId: string, text: string): Promise<void> {
  if (isOrderConversationId(conversationId)) {
    await addOrderMessage(conversationId, text, 'support');
  } else {
    const sent = await appendConversationMessage(conversationId, 'admin', text);
    if (!sent) throw new Error(`Unknown conversation ${conversationId}`);
  }
}

/** Opening a conversation marks the customer's messages read by staff. */
export async function markRead(conversationId: string): Promise<void> {
  if (isOrderConversationId(conversationId)) {
    await markOrderMessagesReadByStaff(conversationId);
  } else {
    await markConversationRead(conversationId);
  }
}

export function useSendReply(conversationId: string | null) {
  const [sending, setSending] = useState(false);
  async function send(text: string): Promise<boolean> {
    if (!conversationId) return false;
    setSending(true);
    try {
      await sendReply(conversationId, text);
      return true;
    } catch (error) {
      console.error('[messages] could not send reply', error);
      return false;
    } finally {
      setSending(false);
    }
  }
  return { send, sending };
}
