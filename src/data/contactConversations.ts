// The contact form's messages as admin conversations (issue 35, point 9): each message that
// reached the e-mail channel becomes a conversation of kind 'contact' in db.conversations, beside
// the samples and support requests (./conversations.ts), so the inbox lists it and the unread
// count counts it (its `unread` index). Staff replies are e-mailed to the visitor; a reply written
// offline waits in the outbox (./outbox.ts) and is marked sent when it goes.
import { builtOnFirstUse } from '../lib/builtOnFirstUse';
import { z } from '../lib/zod';
import { randomBase36 } from '../lib/ids';
import { contactImportKey } from './contactImport';
import { db } from './db';
import type { Conversation, ConversationMessage, ReplyDelivery } from './recordTypes';

/** What the visitor wrote (the contact form's values, trimmed). */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Conversation ids of contact messages: `CONV-contact-…`. */
export const contactConversationPrefix = 'CONV-contact-';

export function isContactConversation(conversation: Pick<Conversation, 'kind'>): boolean {
  return conversation.kind === 'contact';
}

/** A contact message as a conversation of one customer message. */
export function contactConversation(
  input: ContactMessageInput,
  { id, at, unread }: { id: string; at: Date; unread: number },
): Conversation {
  const timestamp = at.toISOString();
  return {
    id,
    kind: 'contact',
    customerName: input.name.trim() || input.email.trim(),
    customerEmail: input.email.trim().toLowerCase(),
    subject: input.subject.trim(),
    phone: input.phone.trim(),
    messages: [{ id: `${id}-m1`, sender: 'customer', text: input.message, timestamp }],
    unread,
    updatedAt: timestamp,
  };
}

/**
 * A contact message that reached the e-mail channel (sent at once, or later from the outbox):
 * a new conversation with one unread message. Resolves to its id.
 */
export async function recordContactConversation(
  input: ContactMessageInput,
  at: Date = new Date(),
): Promise<string> {
  const id = `${contactConversationPrefix}${at.getTime()}-${randomBase36(8)}`;
  await db.conversations.add(contactConversation(input, { id, at, unread: 1 }));
  return id;
}

/** A contact message as the backend's e-mail stand-in keeps it (only what the inbox needs). */
const storedContactMessageSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string().min(1).max(200),
    fromName: z.string().max(1_000),
    email: z.string().min(3).max(320),
    phone: z.string().max(100).catch(''),
    subject: z.string().max(1_000).catch(''),
    message: z.string().max(20_000),
    createdAt: z.number().refine(Number.isFinite, 'must be a finite number'),
  }),
);

/**
 * Brings the contact messages the backend kept before the inbox had them into the inbox, once
 * (./contactImport.ts says when): each one stored before the marker's time that is not in yet
 * becomes a contact conversation, read (it was announced by a notification when it came). A
 * record the inbox cannot show is skipped. `load` gives the backend's contact messages stored
 * before the marker's time; it is called only while the marker is there. Resolves to how many
 * were added.
 */
export async function importStoredContactMessages(
  load: (before: Date) => Promise<readonly unknown[]>,
): Promise<number> {
  const marker = await db.settings.get(contactImportKey);
  if (!marker) return 0;
  const before = typeof marker.value === 'string' ? Date.parse(marker.value) : Number.NaN;
  if (!Number.isFinite(before)) {
    await db.settings.delete(contactImportKey); // a marker no build writes: nothing to go by
    return 0;
  }
  const records = await load(new Date(before));
  const conversations: Conversation[] = [];
  for (const record of records) {
    const parsed = storedContactMessageSchema().safeParse(record);
    if (!parsed.success || !(parsed.data.createdAt < before)) continue;
    const message = parsed.data;
    conversations.push(
      contactConversation(
        { ...message, name: message.fromName },
        {
          id: `${contactConversationPrefix}${message.id}`,
          at: new Date(message.createdAt),
          unread: 0,
        },
      ),
    );
  }
  return db.transaction('rw', [db.settings, db.conversations], async () => {
    // Another tab may have done it meanwhile.
    if (!(await db.settings.get(contactImportKey))) return 0;
    const existing = await db.conversations.bulkGet(conversations.map((item) => item.id));
    const missing = conversations.filter((_, index) => existing[index] === undefined);
    if (missing.length) await db.conversations.bulkAdd(missing);
    await db.settings.delete(contactImportKey);
    return missing.length;
  });
}

/** Whether the inbox still has to bring in the contact messages stored before it. */
export async function storedContactMessagesPending(): Promise<boolean> {
  return (await db.settings.get(contactImportKey)) !== undefined;
}

/**
 * Appends staff's reply to a contact conversation, marked as e-mailed or waiting, and clears its
 * unread count; `whileWriting` runs in the same transaction (the outbox entry of a waiting reply),
 * so a reply never waits without its entry. Resolves to the message, or null for an unknown
 * conversation or one that is not a contact conversation.
 */
export async function appendContactReply(
  conversationId: string,
  text: string,
  delivery: ReplyDelivery,
  whileWriting?: (message: ConversationMessage, conversation: Conversation) => Promise<unknown>,
): Promise<ConversationMessage | null> {
  return db.transaction('rw', [db.conversations, db.outbox], async () => {
    const conversation = await db.conversations.get(conversationId);
    if (!conversation || !isContactConversation(conversation)) return null;
    const timestamp = new Date().toISOString();
    const message: ConversationMessage = {
      id: `${conversationId}-r${Date.now()}-${randomBase36(4)}`,
      sender: 'admin',
      text,
      timestamp,
      delivery,
    };
    await db.conversations.put({
      ...conversation,
      messages: [...conversation.messages, message],
      unread: 0,
      updatedAt: timestamp,
    });
    if (whileWriting) await whileWriting(message, conversation);
    return message;
  });
}

/**
 * A waiting reply went out: it is marked sent, and `whileWriting` (the outbox entry's removal)
 * runs in the same transaction.
 */
export async function markReplySent(
  conversationId: string,
  messageId: string,
  whileWriting?: () => Promise<unknown>,
): Promise<void> {
  await db.transaction('rw', [db.conversations, db.outbox], async () => {
    const conversation = await db.conversations.get(conversationId);
    if (conversation) {
      await db.conversations.put({
        ...conversation,
        messages: conversation.messages.map((message) =>
          message.id === messageId ? { ...message, delivery: 'sent' as const } : message,
        ),
      });
    }
    if (whileWriting) await whileWriting();
  });
}
