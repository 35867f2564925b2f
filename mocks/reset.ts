// Replacing the backend's data as a whole (issue 17): "Reset demo data" puts the fixtures back,
// "Import data" writes a data file's tables. Each empties every table and writes the new records
// in one transaction, so a reader sees the old data or the new, never an empty shop, and a tab
// closed half-way changes nothing. The admin who asked stays signed in.
import { backendTablesSchema, firstIssue, type BackendTables } from './backendRecords';
import type { BackendDatabase } from './db';
import type { ProductRecord } from './recordTypes';
import { badRequest } from './handlers/validate';
import {
  PRODUCT_DIGEST_KEY,
  canonicalJson,
  digestOf,
  digestOfCanonical,
  digestRecord,
  sameDigest,
  storedDigest,
  type ProductDigest,
  type ProductDigestRecord,
} from './productDigest';
import { fixtureUsers, markSeeded, writeFixtures } from './seed';

/** The meta key that holds the id of the last import that committed. */
export const LAST_IMPORT_KEY = 'lastImportId';

/**
 * Runs `write` in one transaction over every table: it empties the tables (`emptyTables`) and
 * writes their new records. The caller's session is kept while it still points at a user of the
 * same role (fixture accounts keep their ids). Every other session ends now (issue 35): it is
 * kept as ended, not dropped, so its token is refused (401) rather than taken for a guest cart
 * token, as after a sign-out.
 */
async function replaceAll(
  db: BackendDatabase,
  keepSessionToken: string | null,
  write: () => Promise<void>,
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const now = Date.now();
    const sessions = await db.sessions.toArray();
    const kept = sessions.find((session) => session.token === keepSessionToken);
    await write();
    const user = kept ? await db.users.get(kept.userId) : undefined;
    const keep = kept && user?.role === kept.role ? kept : undefined;
    await db.sessions.bulkPut(
      sessions.map((session) =>
        session === keep ? session : { ...session, expiresAt: Math.min(session.expiresAt, now) },
      ),
    );
  });
}

/**
 * Empties every table but the price statistics, which follow the products (productStats.ts), and
 * the admins' unlock codes: the operator's way in belongs to the device, not to its data.
 * `keepUsers`: a data file without accounts leaves the device's own.
 */
async function emptyTables(
  db: BackendDatabase,
  { keepProducts, keepUsers = false }: { keepProducts: boolean; keepUsers?: boolean },
) {
  for (const table of db.tables) {
    if (table.name === db.productStats.name || table.name === db.unlockCodes.name) continue;
    if (keepProducts && table.name === db.products.name) continue;
    if (keepUsers && table.name === db.users.name) continue;
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
  const now = Date.now();
  const users = fixtureUsers(now);
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
    const digest = await readProductDigest(db);
    const fileProducts = productsOf(rawTables);
    // A file of another size cannot hold the stored products, nor can their sameness be told
    // without a digest: then IndexedDB reads them while the file is checked (both take about a
    // second at 50,000 products). The read is inside this transaction: nothing changes between.
    const sameCount = digest !== null && digest.count === fileProducts?.length;
    const storedProducts = sameCount ? null : db.products.toArray();
    // The same products as stored (count and digest of the file's records as they are): nothing
    // to check, read or write, since every stored product was checked on its way in.
    const unchanged =
      sameCount && sameDigest(digest, digestOfCanonical(fileProducts.map(canonicalJson)));
    const tables = checkedTables(rawTables, { productsStored: unchanged });
    // A file without sign-in accounts (the export's default) keeps this device's own.
    await emptyTables(db, { keepProducts: true, keepUsers: !tables.users });
    if (!unchanged) {
      const stored = await (storedProducts ?? db.products.toArray());
      // From now on the middleware keeps it exact (productStats.ts).
      if (!digest) await writeProductDigest(db, digestOf(stored));
      await writeProducts(db, tables.products, stored);
    }
    await db.coupons.bulkAdd(tables.coupons);
    if (tables.users) await db.users.bulkAdd(tables.users);
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

/**
 * Every record valid, an admin account present, no key twice; else 400 naming the problem by its
 * place in the data file (`backend.products[3].price: …`). `productsStored`: the products are
 * the stored ones, record for record, so they are taken as they are.
 */
function checkedTables(
  rawTables: unknown,
  { productsStored }: { productsStored: boolean },
): BackendTables {
  const parsed = backendTablesSchema.safeParse(
    productsStored ? { ...(rawTables as object), products: [] } : rawTables,
  );
  if (!parsed.success) throw badRequest(`backend.${firstIssue(parsed.error)}`);
  if (productsStored) parsed.data.products = productsOf(rawTables) as ProductRecord[];
  const tables = parsed.data;
  // Every hash is well formed (storedUserSchema), so an admin account here can sign in.
  if (tables.users && !tables.users.some((user) => user.role === 'admin')) {
    throw badRequest('users: the file has no admin account, so nobody could sign in to the admin');
  }
  const duplicate = firstDuplicate([
    ['products', tables.products.map((product) => product.id)],
    ['coupons', tables.coupons.map((coupon) => coupon.id)],
    ['coupons (code)', tables.coupons.map((coupon) => coupon.code)],
    ['users', (tables.users ?? []).map((user) => user.id)],
    ['users (e-mail)', (tables.users ?? []).map((user) => user.email)],
    ['carts', tables.carts.map((cart) => cart.key)],
    ['contactMessages', tables.contactMessages.map((message) => message.id)],
    ['meta', tables.meta.map((entry) => entry.key)],
  ]);
  if (duplicate) throw badRequest(`${duplicate[0]}: "${duplicate[1]}" appears twice`);
  return tables;
}

/**
 * Makes the products table hold exactly `products`, writing only what differs from `stored`:
 * IndexedDB writes a few thousand records a second, so loading a file onto a device that holds
 * most of it (the same prepared dataset, edited) costs a read instead of 50,000 writes. Records
 * are compared whole (canonical JSON), so afterwards the table's digest is the file's (unless a
 * new product without a creation time got one from the database).
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
    return !current || canonicalJson(current) !== canonicalJson(product);
  });
  // What is left was not in the file.
  if (byId.size > 0) await db.products.bulkDelete([...byId.keys()]);
  if (changed.length > 0) await db.products.bulkPut(changed);
}

/** The unchecked file's products, when it holds a list of them. */
function productsOf(rawTables: unknown): unknown[] | null {
  const products = (rawTables as { products?: unknown } | null)?.products;
  return Array.isArray(products) ? products : null;
}

async function readProductDigest(db: BackendDatabase): Promise<ProductDigest | null> {
  return storedDigest(await digestTable(db).get(PRODUCT_DIGEST_KEY));
}

async function writeProductDigest(db: BackendDatabase, digest: ProductDigest): Promise<void> {
  await digestTable(db).put(digestRecord(digest));
}

/** `productStats`, seen as the table of the digest record it also holds. */
const digestTable = (db: BackendDatabase) =>
  db.table<ProductDigestRecord, string>(db.productStats.name);

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
