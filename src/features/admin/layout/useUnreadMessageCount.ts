import { useLiveQuery } from 'dexie-react-hooks';
import { allConversations } from '../../../data/conversations';
import { countUnreadOrderMessages } from '../../../data/orders';

/** Customer messages staff have not read: order messages plus admin conversations. */
export async function countUnreadMessages(): Promise<number> {
  const [orderUnread, conversations] = await Promise.all([
    countUnreadOrderMessages(),
    allConversations(),
  ]);
  return orderUnread + conversations.reduce((sum, c) => sum + (Number(c.unread) || 0), 0);
}

export function useUnreadMessageCount(): number {
  return useLiveQuery(countUnreadMessages, [], 0);
}
