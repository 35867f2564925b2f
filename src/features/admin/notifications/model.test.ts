import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../data/recordTypes';
import {
  countByFilter,
  emptyTexts,
  filterNotifications,
  formatAge,
  parseNotificationFilter,
} from './model';

const now = new Date('2025-06-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatAge', () => {
  it('shows minutes under an hour', () => {
    expect(formatAge(ago(5 * minute), now)).toBe('5 minutes ago');
    expect(formatAge(ago(1 * minute), now)).toBe('1 minute ago');
    expect(formatAge(ago(59 * minute + 59_000), now)).toBe('59 minutes ago');
  });
  it('shows hours under a day', () => {
    expect(formatAge(ago(hour), now)).toBe('1 hour ago');
    expect(formatAge(ago(3 * hour + 20 * minute), now)).toBe('3 hours ago');
    expect(formatAge(ago(23 * hour + 59 * minute), now)).toBe('23 hours ago');
  });
  it('shows days from a day on', () => {
    expect(formatAge(ago(day), now)).toBe('1 day ago');
    expect(formatAge(ago(2 * day + 5 * hour), now)).toBe('2 days ago');
    expect(formatAge(ago(45 * day), now)).toBe('45 days ago');
  });
  it('reads just now under a minute and for a clock slightly ahead', () => {
    expect(formatAge(ago(30_000), now)).toBe('Just now');
    expect(formatAge(ago(-2 * minute), now)).toBe('Just now');
  });
  it('accepts numbers and dates, and returns empty text for garbage', () => {
    expect(formatAge(now.getTime() - 2 * hour, now.getTime())).toBe('2 hours ago');
    expect(formatAge('not a date', now)).toBe('');
  });
});

function notification(partial: Partial<AppNotification> & { id: string }): AppNotification {
  return {
    type: 'info',
    title: 't',
    message: 'm',
    timestamp: now.toISOString(),
    read: false,
    actionRequired: false,
    ...partial,
  };
}

describe('filterNotifications', () => {
  const list = [
    notification({ id: 'a', read: true, timestamp: ago(3 * hour) }),
    notification({ id: 'b', actionRequired: true, timestamp: ago(minute) }),
    notification({ id: 'c', read: true, actionRequired: true, timestamp: ago(day) }),
  ];
  it('keeps all, newest first', () => {
    expect(filterNotifications(list, 'all').map((n) => n.id)).toEqual(['b', 'a', 'c']);
  });
  it('keeps unread ones', () => {
    expect(filterNotifications(list, 'unread').map((n) => n.id)).toEqual(['b']);
  });
  it('keeps the ones requiring action', () => {
    expect(filterNotifications(list, 'action').map((n) => n.id)).toEqual(['b', 'c']);
  });
  it('counts each filter', () => {
    expect(countByFilter(list)).toEqual({ all: 3, unread: 1, action: 2 });
  });
});

describe('filters', () => {
  it('has the spec empty texts', () => {
    expect(emptyTexts.all).toBe('No notifications found');
    expect(emptyTexts.unread).toBe('No unread notifications found');
    expect(emptyTexts.action).toBe('No notifications requiring action found');
  });
  it('parses unknown filters as all', () => {
    expect(parseNotificationFilter('unread')).toBe('unread');
    expect(parseNotificationFilter('bogus')).toBe('all');
    expect(parseNotificationFilter(null)).toBe('all');
  });
});
