import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import {
  addToOutbox,
  countOutbox,
  outboxEntries,
  recordOutboxFailure,
  removeFromOutbox,
} from './outbox';

beforeEach(() => db.outbox.clear());

describe('outbox', () => {
  it('keeps payloads with no attempts yet, oldest first', async () => {
    const first = await addToOutbox('contact', { from_name: 'Asha' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await addToOutbox('contact', { from_name: 'Ravi' });
    expect(typeof first).toBe('number');
    const entries = await outboxEntries('contact');
    expect(entries.map((entry) => entry.id)).toEqual([first, second]);
    expect(entries[0]).toMatchObject({
      kind: 'contact',
      payload: { from_name: 'Asha' },
      attempts: 0,
      lastError: null,
    });
    expect(await countOutbox('contact')).toBe(2);
  });

  it('records a failure and removes a sent entry', async () => {
    const id = await addToOutbox('contact', { from_name: 'Asha' });
    const [entry] = await outboxEntries('contact');
    await recordOutboxFailure(entry, 'The service is unavailable');
    expect(await db.outbox.get(id)).toMatchObject({
      attempts: 1,
      lastError: 'The service is unavailable',
    });
    await removeFromOutbox(id);
    expect(await countOutbox('contact')).toBe(0);
  });
});
