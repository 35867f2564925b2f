// Putting the backend back to its fixtures (issue 17, "Reset demo data"): every table emptied and
// the fixtures written in one transaction, so a reader sees the old data or the new, never an
// empty shop, and a tab closed half-way changes nothing. The admin who asked stays signed in.
import type { BackendDatabase } from './db';
import { fixtureUsers, writeFixtures } from './seed';

export async function resetBackend(
  db: BackendDatabase,
  { keepSessionToken }: { keepSessionToken: string | null },
): Promise<void> {
  // Hash before the transaction: awaiting Web Crypto inside it would let IndexedDB commit it.
  const now = Date.now();
  const users = await fixtureUsers(now);
  await db.transaction('rw', db.tables, async () => {
    const kept = keepSessionToken ? await db.sessions.get(keepSessionToken) : undefined;
    for (const table of db.tables) await table.clear();
    await writeFixtures(db, users, now);
    // Fixture accounts keep their ids, so the admin's session still points at its user.
    if (kept && (await db.users.get(kept.userId))) await db.sessions.put(kept);
  });
}
