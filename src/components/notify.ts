import { notifications, type NotificationData } from '@mantine/notifications';

/** What the user is told about how something went. */
export type Notice = Pick<NotificationData, 'id' | 'color' | 'title' | 'message' | 'autoClose'>;

/**
 * The one way to tell the user how a write (or anything else) went: features call this, never
 * `notifications.show`. A notice with an `id` is that message's one slot: a newer notice replaces
 * the older, so "Login failed" never stays above "Login successful".
 */
export function notify(notice: Notice): void {
  if (notice.id !== undefined) notifications.hide(notice.id);
  notifications.show(notice);
}

/** Takes the notice with this id away, e.g. when the page it speaks of closes. */
export function dismissNotice(id: string): void {
  notifications.hide(id);
}
