import { beforeEach, describe, expect, it } from 'vitest';
import { sampleConversations } from '../content/sampleConversations';
import {
  allConversations,
  appendConversationMessage,
  getConversation,
  markConversationRead,
  seedSampleConversations,
} from './conversations';
import { db } from './db';
import { isSeeded } from './settings';

beforeEach(async () => {
  await db.conversations.clear();
  await db.settings.clear();
});

describe('conversations', () => {
  it('seeds the samples once; a deleted sample stays deleted', async () => {
    const now = new Date('2025-01-10T12:00:00.000Z');
    await seedSampleConversations(sampleConversations, now);
    expect(await isSeeded('seed.conversations')).toBe(true);
    const seeded = await allConversations();
    expect(seeded.map((c) => c.id).sort()).toEqual(sampleConversations.map((s) => s.id).sort());
    const first = await getConversation('CONV-sample-1');
    // The last sample message was written 25 minutes before seeding.
    expect(first?.updatedAt).toBe('2025-01-10T11:35:00.000Z');

    await db.conversations.delete('CONV-sample-1');
    await seedSampleConversations(sampleConversations, now);
    expect(await getConversation('CONV-sample-1')).toBeUndefined();
    expect(await allConversations()).toHaveLength(sampleConversations.length - 1);
  });

  it('gets one conversation, undefined when there is none', async () => {
    await seedSampleConversations(sampleConversations);
    expect((await getConversation('CONV-sample-2'))?.customerName).toBe('Daniel Brooks');
    expect(await getConversation('CONV-404')).toBeUndefined();
  });

  it('a staff reply resets the unread count; opening one marks it read', async () => {
    await seedSampleConversations(sampleConversations);
    expect(await appendConversationMessage('CONV-sample-2', 'customer', 'Hello?')).not.toBeNull();
    expect((await getConversation('CONV-sample-2'))?.unread).toBe(3);
    await appendConversationMessage('CONV-sample-2', 'admin', 'Hi Daniel');
    expect((await getConversation('CONV-sample-2'))?.unread).toBe(0);
    await markConversationRead('CONV-sample-1');
    expect((await getConversation('CONV-sample-1'))?.unread).toBe(0);
    expect(await appendConversationMessage('CONV-404', 'admin', 'x')).toBeNull();
  });
});
