import { describe, expect, it } from 'vitest';
import type { Conversation, Order, OrderMessage } from '../../../data/recordTypes';
import {
  buildConversationList,
  conversationSummary,
  isOrderConversationId,
  messageToSend,
  orderConversationSummaries,
  threadFromConversation,
  threadFromOrderMessages,
} from './model';

const conversation: Conversation = {
  id: 'CONV-sample-1',
  customerName: 'Priya',
  customerEmail: 'priya@example.com',
  messages: [
    { id: 'm1', sender: 'customer', text: 'Hi', timestamp: '2025-06-01T10:00:00.000Z' },
    { id: 'm2', sender: 'admin', text: 'Hello', timestamp: '2025-06-01T10:05:00.000Z' },
  ],
  unread: 1,
  updatedAt: '2025-06-01T10:05:00.000Z',
};

const order = {
  id: 'ORD-1',
  customerInfo: { name: 'Ann', email: 'ann@example.com', address: '' },
} as Order;

function message(id: string, sender: OrderMessage['sender'], timestamp: string, read = false) {
  return { id, orderId: 'ORD-1', text: id, sender, timestamp, readByStaff: read };
}

const orderMessages: OrderMessage[] = [
  message('b', 'support', '2025-06-02T10:01:00.000Z', true),
  message('a', 'customer', '2025-06-02T10:00:00.000Z'),
  message('c', 'customer', '2025-06-02T10:02:00.000Z'),
];

describe('order conversations', () => {
  it('groups order messages by order, named after the order customer', () => {
    const [summary] = orderConversationSummaries(orderMessages, new Map([['ORD-1', order]]));
    expect(summary).toMatchObject({
      id: 'ORD-1',
      kind: 'order',
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      label: 'Order ORD-1',
      lastText: 'c',
      unread: 2,
    });
  });
  it('survives a missing order', () => {
    const [summary] = orderConversationSummaries(orderMessages, new Map());
    expect(summary.customerName).toBe('Unknown customer');
  });
  it('orders a thread by time and maps support to staff', () => {
    expect(threadFromOrderMessages(orderMessages).map((m) => [m.id, m.from])).toEqual([
      ['a', 'customer'],
      ['b', 'staff'],
      ['c', 'customer'],
    ]);
  });
});

describe('buildConversationList', () => {
  it('merges both sources, most recent first', () => {
    const list = buildConversationList([conversation], orderMessages, new Map([['ORD-1', order]]));
    expect(list.map((c) => c.id)).toEqual(['ORD-1', 'CONV-sample-1']);
    expect(list.map((c) => c.unread)).toEqual([2, 1]);
  });
  it('maps admin messages to staff', () => {
    expect(threadFromConversation(conversation).map((m) => m.from)).toEqual(['customer', 'staff']);
  });
});

describe('rules', () => {
  it('ignores blank messages and trims others', () => {
    expect(messageToSend('   \n ')).toBeNull();
    expect(messageToSend('  hi there \n')).toBe('hi there');
  });
  it('tells order conversations apart', () => {
    expect(isOrderConversationId('ORD-123')).toBe(true);
    expect(isOrderConversationId('CONV-1')).toBe(false);
  });
});

describe('contact conversations', () => {
  const contact: Conversation = {
    id: 'CONV-contact-1',
    kind: 'contact',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.com',
    subject: 'Training Programs',
    phone: '+91 98765 43210',
    messages: [
      {
        id: 'm1',
        sender: 'customer',
        text: 'Weekend batches?',
        timestamp: '2025-06-03T10:00:00.000Z',
      },
      {
        id: 'r1',
        sender: 'admin',
        text: 'Yes',
        timestamp: '2025-06-03T11:00:00.000Z',
        delivery: 'waiting',
      },
    ],
    unread: 0,
    updatedAt: '2025-06-03T11:00:00.000Z',
  };

  it('are listed as the contact form, with the subject, beside the other conversations', () => {
    const summary = conversationSummary(contact);
    expect(summary).toMatchObject({
      kind: 'contact',
      label: 'Contact form: Training Programs',
      subject: 'Training Programs',
      phone: '+91 98765 43210',
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.com',
      lastText: 'Yes',
    });
    const list = buildConversationList([conversation, contact], orderMessages, new Map());
    expect(list[0].id).toBe('CONV-contact-1');
    expect(conversationSummary(conversation).kind).toBe('conversation');
  });

  it('show how each reply went', () => {
    expect(threadFromConversation(contact).map((message) => message.delivery)).toEqual([
      undefined,
      'waiting',
    ]);
  });
});
