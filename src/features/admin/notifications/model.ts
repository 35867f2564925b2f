// Notification rules: filters with their empty texts (spec §8) and ages in
// minutes, hours or days (spec §9).
import type { AppNotification, NotificationType } from '../../../data/recordTypes';

export const notificationFilters = ['all', 'unread', 'action'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];

export const filterLabels: Record<NotificationFilter, string> = {
  all: 'All',
  unread: 'Unread',
  action: 'Action Required',
};

export const emptyTexts: Record<NotificationFilter, string> = {
  all: 'No notifications found',
  unread: 'No unread notifications found',
  action: 'No notifications requiring action found',
};

export function parseNotificationFilter(value: string | null): NotificationFilter {
  return (notificationFilters as readonly string[]).includes(value ?? '')
    ? (value as NotificationFilter)
    : 'all';
}

/** Newest first, filtered. */
export function filterNotifications(
  list: readonly AppNotification[],
  filter: NotificationFilter,
): AppNotification[] {
  const kept =
    filter === 'unread'
      ? list.filter((n) => !n.read)
      : filter === 'action'
        ? list.filter((n) => n.actionRequired)
        : [...list];
  return kept.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id));
}

export function countByFilter(
  list: readonly AppNotification[],
): Record<NotificationFilter, number> {
  return {
    all: list.length,
    unread: list.filter((n) => !n.read).length,
    action: list.filter((n) => n.actionRequired).length,
  };
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * '5 minutes ago', '3 hours ago', '2 days ago'. Under a minute (or a clock a
 * little ahead) reads 'Just now'; an unreadable timestamp reads ''.
 */
export function formatAge(timestamp: string | number | Date, now: number | Date): string {
  const then = new Date(timestamp).getTime();
  const current = new Date(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(current)) return '';
  const minutes = Math.floor((current - then) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

export const typeColors: Record<NotificationType, string> = {
  warning: 'yellow',
  success: 'green',
  error: 'red',
  info: 'blue',
};

export const typeLabels: Record<NotificationType, string> = {
  warning: 'Warning',
  success: 'Success',
  error: 'Error',
  info: 'Information',
};
