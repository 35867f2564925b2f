// The admin inbox merges two sources (spec §2 Messages): conversations kept in
// db.conversations (samples, staff-started, support requests, and the contact form's messages,
// whose replies are e-mailed) and the message threads customers write on their orders
// (db.orderMessages).
import type { Conversation, Order, OrderMessage, ReplyDelivery } from '../../../data/recordTypes';
import { conversationUnread, isUnreadByStaff } from '../../../data/unreadKeys';

export type ConversationKind = 'conversation' | 'order' | 'contact';

/** The contact form's conversations are called so wherever they are shown. */
export const contactFormLabel = 'Contact form';

export interface ConversationSummary {
  /** Conversation id, or the order id for an order conversation (used in ?c=). */
  id: string;
  kind: ConversationKind;
  customerName: string;
  customerEmail: string;
  /** Secondary line: 'Order ORD-…', 'Contact form: {subject}' or the e-mail. */
  label: string;
  /** A contact message's subject and phone ('' when none was given). */
  subject?: string;
  phone?: string;
  lastText: string;
  lastTimestamp: string;
  /** Its unread messages, as the admin's unread count counts them (data/unreadKeys.ts). */
  unread: number;
}

export interface ThreadMessage {
  id: string;
  from: 'customer' | 'staff';
  text: string;
  timestamp: string;
  /** A reply to a contact message: e-mailed, or waiting to be sent. */
  delivery?: ReplyDelivery;
}

export function isOrderConversationId(id: string): boolean {
  return id.startsWith('ORD-');
}

export function conversationSummary(conversation: Conversation): ConversationSummary {
  const last = conversation.messages[conversation.messages.length - 1];
  const contact = conversation.kind === 'contact';
  const subject = conversation.subject ?? '';
  return {
    id: conversation.id,
    kind: contact ? 'contact' : 'conversation',
    customerName: conversation.customerName,
    customerEmail: conversation.customerEmail,
    label: contact
      ? `${contactFormLabel}${subject ? `: ${subject}` : ''}`
      : conversation.customerEmail,
    ...(contact ? { subject, phone: conversation.phone ?? '' } : {}),
    lastText: last?.text ?? '',
    lastTimestamp: last?.timestamp ?? conversation.updatedAt,
    unread: conversationUnread(conversation),
  };
}

/** One conversation per order that has messages, named after the order's customer. */
export function orderConversationSummaries(
  messages: readonly OrderMessage[],
  orders: ReadonlyMap<string, Order>,
): ConversationSummary[] {
  const byOrder = new Map<string, OrderMessage[]>();
  for (const message of messages) {
    const list = byOrder.get(message.orderId);
    if (list) list.push(message);
    else byOrder.set(message.orderId, [message]);
  }
  return [...byOrder.entries()].map(([orderId, list]) => {
    const sorted = [...list].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    const last = sorted[sorted.length - 1];
    const order = orders.get(orderId);
    return {
      id: orderId,
      kind: 'order',
      customerName: order?.customerInfo.name || 'Unknown customer',
      customerEmail: order?.customerInfo.email ?? '',
      label: `Order ${orderId}`,
      lastText: last.text,
      lastTimestamp: last.timestamp,
      unread: list.filter(isUnreadByStaff).length,
    };
  });
}

/** Every conversation, most recent first. */
export function buildConversationList(
  conversations: readonly Conversation[],
  messages: readonly OrderMessage[],
  orders: ReadonlyMap<string, Order>,
): ConversationSummary[] {
  return [
    ...conversations.map(conversationSummary),
    ...orderConversationSummaries(messages, orders),
  ].sort((a, b) => b.lastTimestamp.localeCompare(a.lastTimestamp) || a.id.localeCompare(b.id));
}

export function searchConversations(
  list: readonly ConversationSummary[],
  search: string,
): ConversationSummary[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter((item) =>
    [item.customerName, item.customerEmail, item.label].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

export function threadFromConversation(conversation: Conversation): ThreadMessage[] {
  return conversation.messages.map((message) => ({
    id: message.id,
    from: message.sender === 'admin' ? 'staff' : 'customer',
    text: message.text,
    timestamp: message.timestamp,
    ...(message.delivery ? { delivery: message.delivery } : {}),
  }));
}

export function threadFromOrderMessages(messages: readonly OrderMessage[]): ThreadMessage[] {
  return [...messages]
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    .map((message) => ({
      id: message.id,
      from: message.sender === 'support' ? 'staff' : 'customer',
      text: message.text,
      timestamp: message.timestamp,
    }));
}

/** What to send, or null when the text is blank (spec §4: blank ignored). */
export function messageToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}
