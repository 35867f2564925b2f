// Replacing the backend's data as a whole (issue 17): "Reset demo data" puts the fixtures back,
// "Import data" writes a data file's tables. Each empties every table and writes the new records
// in one transaction, so a reader sees the old data or the new, never an empty shop, and a tab
// closed half-way changes nothing. The admin who asked stays signed in.
import type { BackendTables } from './backendRecords';
import type { BackendDatabase } from './db';
import { badRequest } from './handlers/validate';
import { fixtureUsers, markSeeded, writeFixtures } from './seed';

/** The meta key that holds the id of the last import that committed. */
export const LAST_IMPORT_KEY = 'lastImportId';

/** Empties every table and runs `write`, keeping the caller's session if its user remains. */
async function replaceAll(
  db: BackendDatabase,
  keepSessionToken: string | null,
  write: () => Promise<void>,
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const kept = keepSessionToken ? await db.sessions.get(keepSessionToken) : undefined;
    for (const table of db.tables) await table.clear();
    await write();
    // Kept only while it still points at a user of the same role (fixture accounts keep their ids).
    const user = kept ? await db.users.get(kept.userId) : undefined;
    if (kept && user?.role === kept.role) await db.sessions.put(kept);
  });
}

export async function resetBackend(
  db: BackendDatabase,
  { keepSessionToken }: { keepSessionToken: string | null },
): Promise<void> {
  // Hash before the transaction: awaiting Web Crypto inside it would let IndexedDB commit it.
  const now = Date.now();
  const users = await fixtureUsers(now);
  await replaceAll(db, keepSessionToken, () => writeFixtures(db, users, now));
}

/**
 * Writes a data file's validated tables in place of everything, and records `importId` so the
 * app can tell afterwards whether this import committed (the app's own tables follow it).
 */
export async function importBackend(
  db: BackendDatabase,
  tables: BackendTables,
  { importId, keepSessionToken }: { importId: string; keepSessionToken: string | null },
): Promise<void> {
  if (!tables.users.some((user) => user.role === 'admin')) {
    throw badRequest('users: the file has no admin account, so nobody could sign in to the admin');
  }
  const duplicate = firstDuplicate([
    ['products', tables.products.map((product) => product.id)],
    ['coupons', tables.coupons.map((coupon) => coupon.id)],
    ['coupons (code)', tables.coupons.map((coupon) => coupon.code)],
    ['users', tables.users.map((user) => user.id)],
    ['users (e-mail)', tables.users.map((user) => user.email)],
    ['carts', tables.carts.map((cart) => cart.key)],
    ['contactMessages', tables.contactMessages.map((message) => message.id)],
    ['meta', tables.meta.map((entry) => entry.key)],
  ]);
  if (duplicate) throw badRequest(`${duplicate[0]}: "${duplicate[1]}" appears twice`);

  await replaceAll(db, keepSessionToken, async () => {
    await db.products.bulkAdd(tables.products);
    await db.coupons.bulkAdd(tables.coupons);
    await db.users.bulkAdd(tables.users);
    await db.carts.bulkAdd(tables.carts);
    await db.contactMessages.bulkAdd(tables.contactMessages);
    await db.meta.bulkAdd(tables.meta.filter((entry) => entry.key !== LAST_IMPORT_KEY));
    // A file from a database seeded long ago, or one edited by hand, must not be seeded over.
    await markSeeded(db, Date.now());
    await db.meta.put({ key: LAST_IMPORT_KEY, value: importId });
  });
}

function firstDuplicate(lists: [table: string, keys: string[]][]): [string, string] | null {
  for (const [table, keys] of lists) {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) return [table, key];
      seen.add(key);
    }
  }
  return null;
}

/** Whether the import with this id is the last one that committed. */
export async function importCommitted(db: BackendDatabase, importId: string): Promise<boolean> {
  return (await db.meta.get(LAST_IMPORT_KEY))?.value === importId;
}
