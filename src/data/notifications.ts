import { db, type AppNotification } from './db';
import { timestampId } from '../lib/ids';

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
