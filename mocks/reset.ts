// Replacing the backend's data as a whole (issue 17): "Reset demo data" puts the fixtures back,
// "Import data" writes a data file's tables. Each empties every table and writes the new records
// in one transaction, so a reader sees the old data or the new, never an empty shop, and a tab
// closed half-way changes nothing. The admin who asked stays signed in.
import { backendTablesSchema, firstIssue, type BackendTables } from './backendRecords';
import type { BackendDatabase, ProductRecord } from './db';
import { badRequest } from './handlers/validate';
import { fixtureUsers, markSeeded, writeFixtures } from './seed';

/** The meta key that holds the id of the last import that committed. */
export const LAST_IMPORT_KEY = 'lastImportId';

/**
 * Runs `write` in one transaction over every table: it empties the tables (`emptyTables`) and
 * writes their new records. The caller's session is kept while it still points at a user of the
 * same role (fixture accounts keep their ids).
 */
async function replaceAll(
  db: BackendDatabase,
  keepSessionToken: string | null,
  write: () => Promise<void>,
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const kept = keepSessionToken ? await db.sessions.get(keepSessionToken) : undefined;
    await write();
    const user = kept ? await db.users.get(kept.userId) : undefined;
    if (kept && user?.role === kept.role) await db.sessions.put(kept);
  });
}

/** Empties every table but the price statistics, which follow the products (productStats.ts). */
async function emptyTables(db: BackendDatabase, { keepProducts }: { keepProducts: boolean }) {
  for (const table of db.tables) {
    if (table.name === db.productStats.name) continue;
    if (keepProducts && table.name === db.products.name) continue;
    await table.clear();
  }
}

/** What a reset starts from: the demo data (with its contact messages) or an empty shop. */
export type StartingData = 'demo' | 'empty';

export async function resetBackend(
  db: BackendDatabase,
  {
    keepSessionToken,
    startingData,
  }: { keepSessionToken: string | null; startingData: StartingData },
): Promise<void> {
  // Hash before the transaction: awaiting Web Crypto inside it would let IndexedDB commit it.
  const now = Date.now();
  const users = await fixtureUsers(now);
  await replaceAll(db, keepSessionToken, async () => {
    await emptyTables(db, { keepProducts: false });
    await writeFixtures(db, users, now, { demo: startingData === 'demo' });
  });
}

/**
 * Checks a data file's tables and writes them in place of everything; records `importId` so the
 * app can tell afterwards whether this import committed (the app's own tables follow it). A bad
 * record throws 400 before anything is written.
 */
export async function importBackend(
  db: BackendDatabase,
  rawTables: unknown,
  { importId, keepSessionToken }: { importId: string; keepSessionToken: string | null },
): Promise<BackendTables> {
  let imported: BackendTables | null = null;
  await replaceAll(db, keepSessionToken, async () => {
    // IndexedDB reads the stored products while the file is checked (both take about a second
    // at 50,000 products); the read is inside this transaction, so nothing changes in between.
    const storedProducts = db.products.toArray();
    const tables = checkedTables(rawTables);
    await emptyTables(db, { keepProducts: true });
    await writeProducts(db, tables.products, await storedProducts);
    await db.coupons.bulkAdd(tables.coupons);
    await db.users.bulkAdd(tables.users);
    await db.carts.bulkAdd(tables.carts);
    await db.contactMessages.bulkAdd(tables.contactMessages);
    await db.meta.bulkAdd(tables.meta.filter((entry) => entry.key !== LAST_IMPORT_KEY));
    // A file from a database seeded long ago, or one edited by hand, must not be seeded over.
    await markSeeded(db, Date.now());
    await db.meta.put({ key: LAST_IMPORT_KEY, value: importId });
    imported = tables;
  });
  return imported!;
}

/** Every record valid, an admin account present, no key twice; else 400 naming the problem. */
function checkedTables(rawTables: unknown): BackendTables {
  const parsed = backendTablesSchema.safeParse(rawTables);
  if (!parsed.success) throw badRequest(`tables.${firstIssue(parsed.error)}`);
  const tables = parsed.data;
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
  return tables;
}

/**
 * Makes the products table hold exactly `products`, writing only what differs from `stored`:
 * IndexedDB writes a few thousand records a second, so loading a file onto a device that already
 * holds most of it (the same prepared dataset, again) costs a read instead of 50,000 writes.
 */
async function writeProducts(
  db: BackendDatabase,
  products: readonly ProductRecord[],
  stored: readonly ProductRecord[],
) {
  const byId = new Map(stored.map((product) => [product.id, product]));
  const changed = products.filter((product) => {
    const current = byId.get(product.id);
    byId.delete(product.id);
    return !current || !sameProduct(current, product);
  });
  // What is left was not in the file.
  if (byId.size > 0) await db.products.bulkDelete([...byId.keys()]);
  if (changed.length > 0) await db.products.bulkPut(changed);
}

const productFields = [
  'id',
  'name',
  'nameKey',
  'description',
  'price',
  'original_price',
  'image_url',
  'category',
  'tracking_id',
  'createdAt',
] as const satisfies readonly (keyof ProductRecord)[];

function sameProduct(a: ProductRecord, b: ProductRecord): boolean {
  return (
    productFields.every((field) => a[field] === b[field]) &&
    JSON.stringify(a.specifications ?? null) === JSON.stringify(b.specifications ?? null)
  );
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
