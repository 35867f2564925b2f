import { useEffect } from 'react';
import { sampleNotifications } from '../../../../content/adminSamples';
import type { AppNotification } from '../../../../data/recordTypes';
import { allNotifications, seedSampleNotifications } from '../../../../data/notifications';

// The page's actions write through the table's owner.
export {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../../../data/notifications';
import { useLocalQuery } from '../../../../data/useLocalQuery';

export interface NotificationList {
  list: AppNotification[];
  /** When the list was read, so fresh items never show an age from before they existed. */
  readAt: number;
}

export function useNotificationList(): NotificationList | undefined {
  useEffect(() => {
    seedSampleNotifications(sampleNotifications).catch((error: unknown) =>
      console.error('[notifications] could not seed samples', error),
    );
  }, []);
  return useLocalQuery(async () => ({ list: await allNotifications(), readAt: Date.now() }), []);
}
