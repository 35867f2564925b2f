import { notifications, type NotificationData } from '@mantine/notifications';

/**
 * Shows a form's latest outcome in the form's one notification slot (`id`): a newer outcome
 * replaces the older one, so "Login failed" never stays above "Login successful".
 */
export function notifyOutcome(id: string, notification: Omit<NotificationData, 'id'>): void {
  notifications.hide(id);
  notifications.show({ ...notification, id });
}
