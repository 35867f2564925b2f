import { useEffect } from 'react';
import { sampleNotifications } from '../../../../content/adminSamples';
import type { AppNotification } from '../../../../data/recordTypes';
import { allNotifications, seedSampleNotifications } from '../../../../data/notifications';

import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import {
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

/** What the page can do to its notifications (written through the table's owner). */
export type NotificationChange =
  { kind: 'read'; id: string } | { kind: 'delete'; id: string } | { kind: 'readAll' };

const failures: Record<NotificationChange['kind'], string> = {
  read: 'Could not mark as read.',
  delete: 'Could not delete the notification.',
  readAll: 'Could not mark the notifications as read.',
};

/** Marks read, deletes, or marks all read; a failure says so (the list follows the table live). */
export function useChangeNotification() {
  return useMutation({
    mutationFn: async (change: NotificationChange): Promise<void> => {
      if (change.kind === 'read') await markNotificationRead(change.id);
      else if (change.kind === 'delete') await deleteNotification(change.id);
      else await markAllNotificationsRead();
    },
    onError: (error, change) => {
      console.error('[notifications]', failures[change.kind], error);
      notify({ color: 'red', message: failures[change.kind] });
    },
  });
}
