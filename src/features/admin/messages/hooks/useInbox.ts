import { useLiveQuery } from 'dexie-react-hooks';
import { allConversations, getConversation } from '../../../../data/conversations';
import type { Order } from '../../../../data/db';
import { allOrderMessages, orderMessagesOf, ordersByIds } from '../../../../data/orders';
import {
  buildConversationList,
  isOrderConversationId,
  threadFromConversation,
  threadFromOrderMessages,
  type ConversationSummary,
  type ThreadMessage,
} from '../model';

/** Live list of every conversation; `undefined` while loading. */
export function useConversationList(): ConversationSummary[] | undefined {
  return useLiveQuery(async () => {
    const [conversations, messages] = await Promise.all([allConversations(), allOrderMessages()]);
    const orderIds = [...new Set(messages.map((m) => m.orderId))];
    const orders = await ordersByIds(orderIds);
    const byId = new Map<string, Order>();
    for (const order of orders) if (order) byId.set(order.id, order);
    return buildConversationList(conversations, messages, byId);
  }, []);
}

/** Live messages of one conversation (or order conversation); `undefined` while loading. */
export function useThread(id: string | null): ThreadMessage[] | null | undefined {
  return useLiveQuery(async () => {
    if (!id) return null;
    if (isOrderConversationId(id)) {
      const messages = await orderMessagesOf(id);
      return threadFromOrderMessages(messages);
    }
    const conversation = await getConversation(id);
    return conversation ? threadFromConversation(conversation) : null;
  }, [id]);
}
