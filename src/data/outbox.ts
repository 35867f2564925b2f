// The outbox: messages written while offline wait here until they are sent (the sending
// lives with the feature, e.g. features/site/contact/outbox.ts). The one owner of the
// `outbox` table.
import { db } from './db';
import type { OutboxEntry } from './recordTypes';

export type OutboxKind = OutboxEntry['kind'];

/** Keeps a payload to send later, with no attempts yet. Resolves to its id. */
export async function addToOutbox(
  kind: OutboxKind,
  payload: OutboxEntry['payload'],
): Promise<number> {
  const id = await db.outbox.add({
    kind,
    payload,
    createdAt: new Date().toISOString(),
    attempts: 0,
    lastError: null,
  });
  return id as number;
}

/** The waiting entries of one kind, oldest first. */
export function outboxEntries(kind: OutboxKind): Promise<OutboxEntry[]> {
  return db.outbox.where('kind').equals(kind).sortBy('createdAt');
}

/** How many entries of one kind wait. */
export function countOutbox(kind: OutboxKind): Promise<number> {
  return db.outbox.where('kind').equals(kind).count();
}

/** A send failed: the entry stays, with one attempt more and the error. */
export async function recordOutboxFailure(entry: OutboxEntry, error: string): Promise<void> {
  if (entry.id === undefined) return;
  await db.outbox.update(entry.id, { attempts: entry.attempts + 1, lastError: error });
}

/** A sent entry leaves the outbox. */
export async function removeFromOutbox(id: number): Promise<void> {
  await db.outbox.delete(id);
}
