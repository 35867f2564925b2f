// Admin conversations that do not belong to an order (spec §3: hard-coded
// samples; plus the ones staff start from Customers and Help). The one owner of
// db.conversations; order conversations live in db.orderMessages (./orders).
// The admin shell seeds the samples (ensureSampleConversations) before it counts unread
// messages (./unreadMessages.ts), and an export waits for them: the list loads only for a
// database that lacks them.
import type { SampleConversation } from '../content/sampleConversations';
import { timestampId } from '../lib/ids';
import { appTableSchemas } from './appRecords';
import { readable } from '../lib/checkedRecords';
import { db } from './db';
import type { Conversation, ConversationMessage } from './recordTypes';
import { isSeeded, markSeeded } from './settings';

const seedKey = 'seed.conversations';

/** Seeds the sample conversations once; later calls (and deletions) are respected. */
export async function seedSampleConversations(
  samples: readonly SampleConversation[],
  now: Date = new Date(),
): Promise<void> {
  await db.transaction('rw', [db.settings, db.conversations], async () => {
    if (await isSeeded(seedKey)) return;
    for (const sample of samples) {
      if (await db.conversations.get(sample.id)) continue;
      const messages: ConversationMessage[] = sample.messages.map((message, index) => ({
        id: `${sample.id}-m${index + 1}`,
        sender: message.sender,
        text: message.text,
        timestamp: new Date(now.getTime() - message.minutesAgo * 60_000).toISOString(),
      }));
      await db.conversations.add({
        id: sample.id,
        customerName: sample.customerName,
        customerEmail: sample.customerEmail,
        messages,
        unread: sample.unread,
        updatedAt: messages[messages.length - 1].timestamp,
      });
    }
    await markSeeded(seedKey, now);
  });
}

/** Whether the sample conversations were seeded (the unread count waits for them). */
export function sampleConversationsSeeded(): Promise<boolean> {
  return isSeeded(seedKey);
}

/**
 * Seeds the sample conversations into a database that never had them (a fresh one, or one just
 * reset); the sample list loads only then.
 */
export async function ensureSampleConversations(): Promise<void> {
  if (await isSeeded(seedKey)) return;
  const { sampleConversations } = await import('../content/sampleConversations');
  await seedSampleConversations(sampleConversations);
}

const isConversation = (record: unknown): record is Conversation =>
  readable<Conversation>('conversations', appTableSchemas.conversations(), record);

/** Every readable conversation (the admin inbox; a bad record is skipped and counted). */
export async function allConversations(): Promise<Conversation[]> {
  return (await db.conversations.toArray()).filter(isConversation);
}

export async function getConversation(id: string): Promise<Conversation | undefined> {
  const conversation = await db.conversations.get(id);
  return conversation !== undefined && isConversation(conversation) ? conversation : undefined;
}

function newMessage(sender: ConversationMessage['sender'], text: string): ConversationMessage {
  return { id: timestampId('MSG'), sender, text, timestamp: new Date().toISOString() };
}

/** Appends a message; a staff reply resets the unread count, a customer one raises it. */
export async function appendConversationMessage(
  id: string,
  sender: ConversationMessage['sender'],
  text: string,
): Promise<ConversationMessage | null> {
  const message = newMessage(sender, text);
  const ok = await db.transaction('rw', db.conversations, async () => {
    const conversation = await db.conversations.get(id);
    if (!conversation) return false;
    await db.conversations.put({
      ...conversation,
      messages: [...conversation.messages, message],
      unread: sender === 'admin' ? 0 : conversation.unread + 1,
      updatedAt: message.timestamp,
    });
    return true;
  });
  return ok ? message : null;
}

export async function markConversationRead(id: string): Promise<void> {
  await db.conversations.update(id, { unread: 0 });
}

/**
 * Staff writes to a customer: continues that customer's latest conversation
 * (matched by e-mail) or starts a new one. Returns the conversation id.
 */
export async function messageCustomer(
  customer: { name: string; email: string },
  text: string,
): Promise<string> {
  const email = customer.email.trim().toLowerCase();
  return db.transaction('rw', db.conversations, async () => {
    const existing = (
      await db.conversations.where('customerEmail').equals(email).sortBy('updatedAt')
    )
      .reverse()
      // Support requests and contact messages are threads of their own (a contact message's
      // replies are e-mailed).
      .find(
        (conversation) =>
          !conversation.id.startsWith('CONV-support') && conversation.kind !== 'contact',
      );
    const message = newMessage('admin', text);
    if (existing) {
      await db.conversations.put({
        ...existing,
        messages: [...existing.messages, message],
        unread: 0,
        updatedAt: message.timestamp,
      });
      return existing.id;
    }
    const conversation: Conversation = {
      id: timestampId('CONV'),
      customerName: customer.name,
      customerEmail: email,
      messages: [message],
      unread: 0,
      updatedAt: message.timestamp,
    };
    await db.conversations.add(conversation);
    return conversation.id;
  });
}

/** A request from staff to the support team (Help → Contact Support). */
export async function createSupportConversation(input: {
  subject: string;
  message: string;
  fromEmail: string;
}): Promise<Conversation> {
  const message = newMessage('customer', input.message);
  const conversation: Conversation = {
    id: `CONV-support-${timestampId('CONV').slice(5)}`,
    customerName: `Support request: ${input.subject}`,
    customerEmail: input.fromEmail.trim().toLowerCase(),
    messages: [message],
    unread: 1,
    updatedAt: message.timestamp,
  };
  await db.conversations.add(conversation);
  return conversation;
}
