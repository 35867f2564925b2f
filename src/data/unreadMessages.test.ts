import { liveQuery, type DBCore, type Middleware } from 'dexie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDelayScale } from '../lib/simulate';
import { replaceAppTables } from './appData';
import {
  allConversations,
  appendConversationMessage,
  createSupportConversation,
  ensureSampleConversations,
  markConversationRead,
  messageCustomer,
  seedSampleConversations,
} from './conversations';
import { db } from './db';
import type { Conversation, OrderMessage } from './recordTypes';
import { addOrderMessage, allOrderMessages, markOrderMessagesReadByStaff } from './orders';
import { conversationUnread, isUnreadByStaff } from './unreadKeys';
import { countUnreadMessages, countUnreadOrderMessages } from './unreadMessages';

// Files share one database in this project (isolate: false): start from none, leave none.
const clear = async () => {
  await Promise.all([db.orderMessages.clear(), db.conversations.clear(), db.settings.clear()]);
};
beforeAll(() => setDelayScale(0));
beforeEach(clear);
afterEach(async () => {
  vi.restoreAllMocks();
  await clear();
});

const at = '2025-01-01T00:00:00.000Z';
function orderMessage(
  id: string,
  sender: OrderMessage['sender'],
  readByStaff: boolean,
  orderId = 'ORD-1',
): OrderMessage {
  return { id, orderId, text: id, sender, timestamp: at, readByStaff };
}
function conversation(id: string, unread: number): Conversation {
  return { id, customerName: id, customerEmail: `${id}@x`, messages: [], unread, updatedAt: at };
}

/** The same definition summed over both whole tables, as the inbox list does. */
async function countByReadingEverything(): Promise<number> {
  const [messages, conversations] = await Promise.all([allOrderMessages(), allConversations()]);
  return (
    messages.filter(isUnreadByStaff).length +
    conversations.reduce((sum, item) => sum + conversationUnread(item), 0)
  );
}

describe('the unread count', () => {
  it('is unknown until the sample conversations are seeded, then counts them', async () => {
    await db.orderMessages.add(orderMessage('MSG-1', 'customer', false));
    expect(await countUnreadMessages()).toBeNull();
    await ensureSampleConversations();
    // The samples' unread messages (1 + 2) and the order's one.
    expect(await countUnreadMessages()).toBe(4);
    expect(await countUnreadMessages()).toBe(await countByReadingEverything());
    // Seeded once: a deleted sample stays deleted.
    await db.conversations.delete('CONV-sample-2');
    await ensureSampleConversations();
    expect(await countUnreadMessages()).toBe(2);
  });

  it('counts unread customer messages, not support ones, read ones or unreadable records', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedSampleConversations([]);
    await db.orderMessages.bulkAdd([
      orderMessage('MSG-1', 'customer', false),
      orderMessage('MSG-2', 'customer', true),
      orderMessage('MSG-3', 'support', true),
      orderMessage('MSG-4', 'customer', false, 'ORD-2'),
      // Written around the app's types, as another build or a broken write could leave them.
      { ...orderMessage('MSG-5', 'customer', false), text: null } as unknown as OrderMessage,
      { ...orderMessage('MSG-6', 'support', false) },
    ]);
    await db.conversations.bulkAdd([
      conversation('c1', 2),
      conversation('c2', 0),
      { ...conversation('c3', 0), unread: '5' } as unknown as Conversation,
      conversation('c4', -1),
      conversation('c5', Number.NaN),
    ]);
    expect(await countUnreadOrderMessages()).toBe(2);
    expect(await countUnreadMessages()).toBe(4);
    expect(await countUnreadMessages()).toBe(await countByReadingEverything());
  });

  it('follows every write of a message: customers raise it, staff reading or replying lower it', async () => {
    await ensureSampleConversations();
    const expectCount = async (count: number) => {
      expect(await countUnreadMessages()).toBe(count);
      expect(await countByReadingEverything()).toBe(count);
    };
    await expectCount(3);
    await addOrderMessage('ORD-1', 'Where is my order?', 'customer');
    await addOrderMessage('ORD-1', 'And the invoice?', 'customer');
    await addOrderMessage('ORD-1', 'On its way.', 'support');
    await expectCount(5);
    await markOrderMessagesReadByStaff('ORD-1');
    await expectCount(3);
    await appendConversationMessage('CONV-sample-1', 'customer', 'Hello?');
    await expectCount(4);
    await appendConversationMessage('CONV-sample-1', 'admin', 'Hi Priya');
    await expectCount(2);
    await markConversationRead('CONV-sample-2');
    await expectCount(0);
    await createSupportConversation({ subject: 'Help', message: 'Hi', fromEmail: 'a@x' });
    await expectCount(1);
    await messageCustomer({ name: 'Daniel', email: 'daniel.brooks@example.com' }, 'News');
    await expectCount(1);
  });

  it('counts what a reset or an import writes', async () => {
    await replaceAppTables({
      orderMessages: [
        orderMessage('MSG-1', 'customer', false),
        orderMessage('MSG-2', 'customer', true),
      ],
      conversations: [conversation('c1', 3)],
      settings: [{ key: 'seed.conversations', value: at }],
    });
    expect(await countUnreadMessages()).toBe(4);
  });

  it('reads two indexes and no record', async () => {
    await ensureSampleConversations();
    await db.orderMessages.bulkAdd(
      Array.from({ length: 200 }, (_, i) =>
        orderMessage(`MSG-${i}`, i % 2 ? 'support' : 'customer', i >= 5),
      ),
    );
    const reads: string[] = [];
    const spy: Middleware<DBCore> = {
      stack: 'dbcore',
      name: 'readSpy',
      level: 100,
      create: (down) => ({
        ...down,
        table(name) {
          const table = down.table(name);
          const index = (req: { query: { index: { name: string | null } } }) =>
            req.query.index.name || ':id';
          return {
            ...table,
            get: (req) => (reads.push(`${name}.get ${String(req.key)}`), table.get(req)),
            getMany: (req) => (reads.push(`${name}.getMany`), table.getMany(req)),
            count: (req) => (reads.push(`${name}.count ${index(req)}`), table.count(req)),
            query: (req) => (
              reads.push(`${name}.query ${index(req)}${req.values ? ' values' : ''}`),
              table.query(req)
            ),
            openCursor: (req) => (
              reads.push(`${name}.openCursor ${index(req)}${req.values ? ' values' : ''}`),
              table.openCursor(req)
            ),
          };
        },
      }),
    };
    db.close({ disableAutoOpen: false });
    db.use(spy);
    try {
      await db.open();
      expect(await countUnreadMessages()).toBe(6);
    } finally {
      db.close({ disableAutoOpen: false });
      db.unuse({ stack: 'dbcore', name: 'readSpy' });
      await db.open();
    }
    expect(reads.sort()).toEqual([
      'conversations.openCursor unread',
      'orderMessages.count staffUnread',
      'settings.get seed.conversations',
    ]);
  });

  it('is a live query: it runs again when a message is written or read', async () => {
    await ensureSampleConversations();
    const seen: (number | null)[] = [];
    const subscription = liveQuery(countUnreadMessages).subscribe((count) => seen.push(count));
    try {
      await vi.waitFor(() => expect(seen.at(-1)).toBe(3));
      await addOrderMessage('ORD-1', 'Hello?', 'customer');
      await vi.waitFor(() => expect(seen.at(-1)).toBe(4));
      await markOrderMessagesReadByStaff('ORD-1');
      await vi.waitFor(() => expect(seen.at(-1)).toBe(3));
      await appendConversationMessage('CONV-sample-2', 'admin', 'Hi Daniel');
      await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
      await db.settings.delete('seed.conversations');
      await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
    } finally {
      subscription.unsubscribe();
    }
  });
});
