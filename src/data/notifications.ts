// Back-office notifications (new orders, contact messages, samples): the one owner of the
// `notifications` table. Checkout and the contact outbox write here, so the admin's sample
// list comes from the caller instead of an import that would ride along with them.
import type { SampleNotification } from '../content/adminSamples';
import { timestampId } from '../lib/ids';
import { appTableSchemas } from './appRecords';
import { readable } from '../lib/checkedRecords';
import { db } from './db';
import type { AppNotification } from './recordTypes';
import { isSeeded, markSeeded } from './settings';

export type NewNotification = Omit<AppNotification, 'id' | 'timestamp' | 'read'> & {
  timestamp?: string;
};

/** Records a back-office notification (new order, new contact message, …). */
export async function addNotification(input: NewNotification): Promise<AppNotification> {
  const notification: AppNotification = {
    id: timestampId('NTF'),
    timestamp: new Date().toISOString(),
    read: false,
    ...input,
  };
  await db.notifications.add(notification);
  return notification;
}

const seedKey = 'seed.notifications';

/** Seeds the sample notifications once; deleting one later does not bring it back. */
export async function seedSampleNotifications(
  samples: readonly SampleNotification[],
  now: Date = new Date(),
): Promise<void> {
  await db.transaction('rw', [db.settings, db.notifications], async () => {
    if (await isSeeded(seedKey)) return;
    for (const sample of samples) {
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
    await markSeeded(seedKey, now);
  });
}

const isNotification = (record: unknown): record is AppNotification =>
  readable<AppNotification>('notifications', appTableSchemas.notifications(), record);

/** Every readable notification (the admin page sorts and filters them; bad ones are counted). */
export async function allNotifications(): Promise<AppNotification[]> {
  return (await db.notifications.toArray()).filter(isNotification);
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
