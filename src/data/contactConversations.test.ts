import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startingTables } from './appData';
import { contactImportKey, contactImportMarker } from './contactImport';
import {
  appendContactReply,
  importStoredContactMessages,
  markReplySent,
  recordContactConversation,
  storedContactMessagesPending,
} from './contactConversations';
import { markSeeded } from './settings';
import { db } from './db';
import { countUnreadMessages } from './unreadMessages';

// Files share one database in this project (isolate: false): start from none, leave none. The
// unread count also counts order messages, which another file may have left.
const clear = () =>
  Promise.all([
    db.conversations.clear(),
    db.orderMessages.clear(),
    db.settings.clear(),
    db.outbox.clear(),
  ]);
beforeEach(clear);
afterEach(clear);

const visitor = {
  name: ' Asha Rao ',
  email: 'Asha@Example.com ',
  phone: '+91 98765 43210',
  subject: 'Training Programs',
  message: 'Do you run weekend batches?',
};

/** A contact message as the backend's e-mail stand-in keeps it. */
const stored = (id: string, createdAt: number, extra: Record<string, unknown> = {}) => ({
  id,
  fromName: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '',
  subject: 'Drone Products',
  message: `Message ${id}`,
  serviceId: 'demo',
  templateId: 'demo',
  createdAt,
  ...extra,
});

describe('contact messages in the inbox', () => {
  it('records a delivered contact message as an unread conversation of kind contact', async () => {
    const id = await recordContactConversation(visitor, new Date('2026-11-01T10:00:00.000Z'));
    const conversation = await db.conversations.get(id);
    expect(conversation).toMatchObject({
      kind: 'contact',
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.com',
      subject: 'Training Programs',
      phone: '+91 98765 43210',
      unread: 1,
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(conversation?.messages).toEqual([
      {
        id: `${id}-m1`,
        sender: 'customer',
        text: 'Do you run weekend batches?',
        timestamp: '2026-11-01T10:00:00.000Z',
      },
    ]);
    // Two messages from one visitor are two conversations.
    expect(await recordContactConversation(visitor)).not.toBe(id);
  });

  it('counts its unread message in the admin unread count', async () => {
    await markSeeded('seed.conversations', new Date());
    expect(await countUnreadMessages()).toBe(0);
    const id = await recordContactConversation(visitor);
    expect(await countUnreadMessages()).toBe(1);
    await appendContactReply(id, 'Yes, on Saturdays.', 'sent');
    expect(await countUnreadMessages()).toBe(0);
  });

  it('appends a reply as sent or waiting, and marks a waiting one sent', async () => {
    const id = await recordContactConversation(visitor);
    const writes = vi.fn(async () => {});
    const waiting = await appendContactReply(id, 'Yes, on Saturdays.', 'waiting', writes);
    expect(waiting).toMatchObject({
      sender: 'admin',
      text: 'Yes, on Saturdays.',
      delivery: 'waiting',
    });
    expect(writes).toHaveBeenCalledOnce();
    await markReplySent(id, waiting!.id);
    const conversation = await db.conversations.get(id);
    expect(conversation?.messages.map((message) => message.delivery)).toEqual([undefined, 'sent']);
    expect(conversation?.unread).toBe(0);
  });

  it('refuses a reply to an unknown conversation or one that is not a contact message', async () => {
    await db.conversations.add({
      id: 'CONV-1',
      customerName: 'Priya',
      customerEmail: 'priya@example.com',
      messages: [],
      unread: 0,
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    const writes = vi.fn(async () => {});
    expect(await appendContactReply('CONV-1', 'Hello', 'sent', writes)).toBeNull();
    expect(await appendContactReply('CONV-nope', 'Hello', 'sent', writes)).toBeNull();
    expect(writes).not.toHaveBeenCalled();
    expect((await db.conversations.get('CONV-1'))?.messages).toEqual([]);
  });

  it('drops the reply and its outbox entry together when the entry cannot be written', async () => {
    const id = await recordContactConversation(visitor);
    await expect(
      appendContactReply(id, 'Hello', 'waiting', async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect((await db.conversations.get(id))?.messages).toHaveLength(1);
  });
});

describe('contact messages the backend kept before the inbox had them', () => {
  const before = new Date('2026-11-10T00:00:00.000Z');

  it('does nothing, and asks the backend nothing, without the marker', async () => {
    const load = vi.fn(async () => [stored('a', before.getTime() - 1)]);
    expect(await importStoredContactMessages(load)).toBe(0);
    expect(load).not.toHaveBeenCalled();
    expect(await db.conversations.count()).toBe(0);
  });

  it('brings in, once and read, every valid message stored before the marker', async () => {
    await db.settings.put(contactImportMarker(before));
    expect(await storedContactMessagesPending()).toBe(true);
    const load = vi.fn(async () => [
      stored('old', before.getTime() - 60_000),
      // Sent after the marker: the inbox recorded it when it was sent.
      stored('new', before.getTime() + 60_000),
      // Records the inbox cannot show are skipped.
      stored('bad-time', Number.NaN),
      { id: 'no-message', fromName: 'X', email: 'x@example.com', createdAt: 1 },
      'not a record',
    ]);
    expect(await importStoredContactMessages(load)).toBe(1);
    // Only what was stored before the marker is asked for (GET /admin/contact-messages?before=).
    expect(load).toHaveBeenCalledWith(before);
    const conversation = await db.conversations.get('CONV-contact-old');
    expect(conversation).toMatchObject({
      kind: 'contact',
      customerName: 'Ravi Kumar',
      customerEmail: 'ravi@example.com',
      subject: 'Drone Products',
      unread: 0,
      updatedAt: new Date(before.getTime() - 60_000).toISOString(),
    });
    expect(conversation?.messages[0]).toMatchObject({ sender: 'customer', text: 'Message old' });
    expect(await db.conversations.count()).toBe(1);
    // Once: the marker is gone.
    expect(await storedContactMessagesPending()).toBe(false);
    expect(await importStoredContactMessages(load)).toBe(0);
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps a conversation already there (with its replies) as it is', async () => {
    await db.settings.put(contactImportMarker(before));
    await db.conversations.add({
      id: 'CONV-contact-old',
      kind: 'contact',
      customerName: 'Ravi Kumar',
      customerEmail: 'ravi@example.com',
      subject: 'Drone Products',
      phone: '',
      messages: [
        { id: 'm1', sender: 'customer', text: 'Message old', timestamp: before.toISOString() },
        {
          id: 'r1',
          sender: 'admin',
          text: 'Answered',
          timestamp: before.toISOString(),
          delivery: 'sent',
        },
      ],
      unread: 0,
      updatedAt: before.toISOString(),
    });
    expect(await importStoredContactMessages(async () => [stored('old', 1)])).toBe(0);
    expect((await db.conversations.get('CONV-contact-old'))?.messages).toHaveLength(2);
  });

  it('keeps the marker when the backend cannot be asked, to try again', async () => {
    await db.settings.put(contactImportMarker(before));
    await expect(
      importStoredContactMessages(async () => {
        throw new Error('401');
      }),
    ).rejects.toThrow('401');
    expect(await db.settings.get(contactImportKey)).toBeDefined();
  });

  it('is asked for by a demo database, not by an empty shop', async () => {
    const keys = async (kind: 'demo' | 'empty') =>
      ((await startingTables(kind, before)).settings ?? []).map((record) => record.key);
    expect(await keys('demo')).toContain(contactImportKey);
    expect(await keys('empty')).not.toContain(contactImportKey);
  });
});
