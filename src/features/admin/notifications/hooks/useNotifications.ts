import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { sampleNotifications } from '../../../../content/adminSamples';
import { db, type AppNotification } from '../../../../data/db';

const seedKey = 'seed.notifications';

/** Seeds the sample notifications once; deleting one later does not bring it back. */
export async function seedSampleNotifications(now: Date = new Date()): Promise<void> {
  await db.transaction('rw', [db.settings, db.notifications], async () => {
    if (await db.settings.get(seedKey)) return;
    for (const sample of sampleNotifications) {
      if (await db.notifications.get(sample.id)) continue;
      await db.notifications.add({
        id: sample.id,
        type: sample.type,
        title: sample.title,
        message: sample.message,
        timestamp: new Date(now.getTime() - sample.minutesAgo * 60_000).toISOString(),
        read: sample.read,
        actionRequired: sample.actionRequired,
      });
    }
    await db.settings.put({ key: seedKey, value: now.toISOString() });
  });
}

export interface NotificationList {
  list: AppNotification[];
  /** When the list was read, so fresh items never show an age from before they existed. */
  readAt: number;
}

export function useNotificationList(): NotificationList | undefined {
  useEffect(() => {
    seedSampleNotifications().catch((error: unknown) =>
      console.error('[notifications] could not seed samples', error),
    );
  }, []);
  return useLiveQuery(
    async () => ({ list: await db.notifications.toArray(), readAt: Date.now() }),
    [],
  );
}

export function markNotificationRead(id: string): Promise<number> {
  return db.notifications.update(id, { read: true });
}

export function markAllNotificationsRead(): Promise<number> {
  return db.notifications.toCollection().modify({ read: true });
}

export function deleteNotification(id: string): Promise<void> {
  return db.notifications.delete(id);
}
