import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../data/db';

/** Customer messages staff have not read: order messages plus admin conversations. */
export async function countUnreadMessages(): Promise<number> {
  const [orderUnread, conversations] = await Promise.all([
    db.orderMessages
      .filter((message) => message.sender === 'customer' && !message.readByStaff)
      .count(),
    db.conversations.toArray(),
  ]);
  return orderUnread + conversations.reduce((sum, c) => sum + (Number(c.unread) || 0), 0);
}

export function useUnreadMessageCount(): number {
  return useLiveQuery(countUnreadMessages, [], 0);
}
