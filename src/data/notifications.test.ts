import { beforeEach, describe, expect, it } from 'vitest';
import type { SampleNotification } from '../content/adminSamples';
import { db } from './db';
import {
  addNotification,
  allNotifications,
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
  seedSampleNotifications,
} from './notifications';
import { isSeeded } from './settings';

const samples: SampleNotification[] = [
  {
    id: 'NTF-s1',
    type: 'warning',
    title: 'Low stock',
    message: 'Few left',
    minutesAgo: 5,
    read: false,
    actionRequired: true,
  },
  {
    id: 'NTF-s2',
    type: 'success',
    title: 'Backup',
    message: 'Done',
    minutesAgo: 60,
    read: true,
    actionRequired: false,
  },
];

beforeEach(async () => {
  await db.notifications.clear();
  await db.settings.clear();
});

describe('notifications', () => {
  it('adds an unread notification stamped now', async () => {
    const added = await addNotification({
      type: 'info',
      title: 'New contact message',
      message: 'Asha: Hello',
      actionRequired: true,
    });
    expect(added).toMatchObject({ read: false, title: 'New contact message' });
    expect(added.id).toMatch(/^NTF-/);
    expect(await allNotifications()).toEqual([added]);
  });

  it('seeds the samples once, dated before now; a deleted one does not come back', async () => {
    const now = new Date('2025-01-10T12:00:00.000Z');
    await seedSampleNotifications(samples, now);
    expect(await isSeeded('seed.notifications')).toBe(true);
    const seeded = await allNotifications();
    expect(seeded.map((n) => n.id).sort()).toEqual(['NTF-s1', 'NTF-s2']);
    expect(seeded.find((n) => n.id === 'NTF-s2')).toMatchObject({
      timestamp: '2025-01-10T11:00:00.000Z',
      read: true,
      actionRequired: false,
    });

    await deleteNotification('NTF-s1');
    await seedSampleNotifications(samples, now);
    expect((await allNotifications()).map((n) => n.id)).toEqual(['NTF-s2']);
  });

  it('marks one or all read', async () => {
    await seedSampleNotifications(samples);
    const other = await addNotification({
      type: 'info',
      title: 'x',
      message: 'y',
      actionRequired: false,
    });
    expect(await markNotificationRead('NTF-s1')).toBe(1);
    expect((await db.notifications.get('NTF-s1'))?.read).toBe(true);
    expect((await db.notifications.get(other.id))?.read).toBe(false);
    expect(await markAllNotificationsRead()).toBe(3);
    expect((await allNotifications()).every((n) => n.read)).toBe(true);
  });
});
