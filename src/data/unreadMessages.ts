// The admin's unread count (issue 33): one query, read by the top bar's Messages shortcut and the
// Messages page's header alike. It counts messages, not conversations: the customer messages on
// orders staff have not read plus the unread messages of the admin's own conversations
// (./unreadKeys.ts defines both), which is also the sum of the inbox list's per-conversation
// counts. It reads two indexes, never a table: the order messages' `staffUnread` (counted) and
// the conversations' `unread` (the keys of the conversations with unread messages, no record).
import { sampleConversationsSeeded } from './conversations';
import { db } from './db';
import { STAFF_UNREAD } from './unreadKeys';

/** How many customer messages on orders staff have not read (the `staffUnread` index). */
export function countUnreadOrderMessages(): Promise<number> {
  return db.orderMessages.where(STAFF_UNREAD).equals(1).count();
}

/** The unread messages of the admin's conversations: the sum of their `unread` index keys. */
async function countUnreadConversationMessages(): Promise<number> {
  const counts = await db.conversations.where('unread').between(0, Infinity, false, true).keys();
  let sum = 0;
  for (const count of counts) if (Number.isFinite(count)) sum += count as number;
  return sum;
}

/**
 * Customer messages staff have not read, or null until the inbox's sample conversations are in
 * (the admin shell seeds them): a count without them would rise under the reader's eyes.
 */
export function countUnreadMessages(): Promise<number | null> {
  return db.transaction('r', [db.settings, db.orderMessages, db.conversations], async () => {
    if (!(await sampleConversationsSeeded())) return null;
    const [orders, conversations] = await Promise.all([
      countUnreadOrderMessages(),
      countUnreadConversationMessages(),
    ]);
    return orders + conversations;
  });
}
