import { useLocalQuery } from './useLocalQuery';

/**
 * The admin's live unread count (./unreadMessages): `undefined` while it loads, null until the
 * inbox's samples are seeded. Its code loads with the database, so the admin frame, which shows
 * it, paints first (decision 0009).
 */
export function useUnreadMessageCount(): number | null | undefined {
  return useLocalQuery((_db, unread) => unread.countUnreadMessages(), [], {
    code: () => import('./unreadMessages'),
  });
}
