import { useEffect } from 'react';
import { listStoredContactMessages } from '../../../../api/contactMessages/contactMessagesClient';
import {
  importStoredContactMessages,
  storedContactMessagesPending,
} from '../../../../data/contactConversations';
import { allConversations, getConversation } from '../../../../data/conversations';
import type { Order } from '../../../../data/recordTypes';
import { adminSession } from '../../../../data/session';
import { allOrderMessages, orderMessagesOf, ordersByIds } from '../../../../data/orders';
import { waitingReplyErrors } from '../../shared/contactReplies';
import {
  buildConversationList,
  isOrderConversationId,
  threadFromConversation,
  threadFromOrderMessages,
  type ConversationSummary,
  type ThreadMessage,
} from '../model';
import { useLocalQuery } from '../../../../data/useLocalQuery';

/** Live list of every conversation; `undefined` while loading. */
export function useConversationList(): ConversationSummary[] | undefined {
  // Contact messages the backend kept before the inbox had them come in once (they come in read,
  // so the unread count is the same before and after). Followed live: the demo data's fill may
  // ask for it (its marker) after this page opened.
  const importPending = useLocalQuery(() => storedContactMessagesPending(), [], { initial: false });
  useEffect(() => {
    if (!importPending) return;
    importStoredContactMessages((before) =>
      listStoredContactMessages(adminSession.get()?.token ?? null, before),
    ).catch((error: unknown) =>
      console.warn('[messages] earlier contact messages could not be brought in yet', error),
    );
  }, [importPending]);
  return useLocalQuery(async () => {
    const [conversations, messages] = await Promise.all([allConversations(), allOrderMessages()]);
    const orderIds = [...new Set(messages.map((m) => m.orderId))];
    const orders = await ordersByIds(orderIds);
    const byId = new Map<string, Order>();
    for (const order of orders) if (order) byId.set(order.id, order);
    return buildConversationList(conversations, messages, byId);
  }, []);
}

export interface Thread {
  messages: ThreadMessage[];
  /** Why a waiting reply has not gone yet, by message id (the provider's last answer). */
  replyErrors: ReadonlyMap<string, string>;
}

/** Live messages of one conversation (or order conversation); `undefined` while loading. */
export function useThread(id: string | null): Thread | null | undefined {
  return useLocalQuery(async () => {
    if (!id) return null;
    if (isOrderConversationId(id)) {
      const messages = await orderMessagesOf(id);
      return { messages: threadFromOrderMessages(messages), replyErrors: new Map() };
    }
    const conversation = await getConversation(id);
    if (!conversation) return null;
    const messages = threadFromConversation(conversation);
    const replyErrors = messages.some((message) => message.delivery === 'waiting')
      ? await waitingReplyErrors(id)
      : new Map<string, string>();
    return { messages, replyErrors };
  }, [id]);
}
