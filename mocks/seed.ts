// Loads the fixtures into the backend database exactly once per database.
import type { BackendDatabase } from './db';
import type { ContactMessageRecord, ProductRecord, UserRecord } from './recordTypes';
import { couponFixtures } from './fixtures/coupons';
import { DEMO_SEED, generateDemoDataset } from './fixtures/demoDataset';
import { productFixtures, type ProductFixture } from './fixtures/products';
import { DEMO_CUSTOMER, userFixtures } from './fixtures/users';

const SEEDED_FLAG = 'seeded';
const SPECIFICATIONS_FLAG = 'fixture-specifications';

export function toProductRecord(product: ProductFixture): ProductRecord {
  return { ...product, nameKey: product.name.toLowerCase() };
}

/** The fixture accounts with their salted password hashes (mocks/fixtures/users.ts). */
export function fixtureUsers(now: number): UserRecord[] {
  return userFixtures.map(({ password: _password, passwordHash, email, ...user }) => ({
    ...user,
    email: email.toLowerCase(),
    passwordHash: passwordHash.hash,
    salt: passwordHash.salt,
    iterations: passwordHash.iterations,
    createdAt: now,
  }));
}

/**
 * The demo dataset's contact messages (issue 17), as the contact endpoint stores them: the same
 * senders and questions on every device, received in the weeks before `now`.
 */
export function demoContactMessages(now: number): ContactMessageRecord[] {
  const { contactMessages } = generateDemoDataset({
    seed: DEMO_SEED,
    anchor: new Date(now),
    products: productFixtures,
    coupons: couponFixtures,
    demoCustomer: { name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email },
  });
  return contactMessages.map((message) => ({
    id: message.id,
    fromName: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    serviceId: 'demo',
    templateId: 'demo',
    createdAt: Date.parse(message.receivedAt),
  }));
}

/**
 * Writes the fixtures (and, for the demo data, its contact messages) and marks the database
 * seeded; call inside a read-write transaction.
 */
export async function writeFixtures(
  db: BackendDatabase,
  users: readonly UserRecord[],
  now: number,
  { demo }: { demo: boolean },
): Promise<void> {
  await db.products.bulkPut(productFixtures.map(toProductRecord));
  await db.coupons.bulkPut([...couponFixtures]);
  await db.users.bulkPut([...users]);
  if (demo) await db.contactMessages.bulkPut(demoContactMessages(now));
  await markSeeded(db, now);
}

/**
 * Marks the database seeded (and its fixture products as carrying their specifications), so
 * start-up never writes fixtures over it; call inside a read-write transaction. Flags already
 * there keep their times.
 */
export async function markSeeded(db: BackendDatabase, now: number): Promise<void> {
  for (const key of [SEEDED_FLAG, SPECIFICATIONS_FLAG]) {
    if (!(await db.meta.get(key))) await db.meta.put({ key, value: now });
  }
}

/**
 * Seeds the database unless it was seeded before. A flag (not "is the table empty?") marks it
 * done, so an admin who deletes every product does not get the fixtures back. The flag is
 * checked again inside the write transaction, so two contexts seeding at once (worker and page)
 * never both write.
 */
export async function seedBackend(db: BackendDatabase): Promise<void> {
  if (await db.meta.get(SEEDED_FLAG)) return;

  const now = Date.now();
  const users = fixtureUsers(now);

  await db.transaction(
    'rw',
    [db.meta, db.products, db.coupons, db.users, db.contactMessages],
    async () => {
      if (await db.meta.get(SEEDED_FLAG)) return;
      // A new device starts with the demo data (the app fills its own database the same way).
      await writeFixtures(db, users, now, { demo: true });
    },
  );
}

/**
 * Databases seeded before products had specifications: gives the seed products that still
 * exist and have none their fixture rows, once (a flag marks it done, so rows an admin clears
 * later stay cleared). Products an admin deleted are not brought back.
 */
export async function backfillFixtureSpecifications(db: BackendDatabase): Promise<void> {
  if (await db.meta.get(SPECIFICATIONS_FLAG)) return;
  await db.transaction('rw', db.meta, db.products, async () => {
    if (await db.meta.get(SPECIFICATIONS_FLAG)) return;
    const withRows = productFixtures.filter((fixture) => fixture.specifications?.length);
    const stored = await db.products.bulkGet(withRows.map((fixture) => fixture.id));
    const updates = withRows.flatMap((fixture, index) => {
      const product = stored[index];
      return product && !product.specifications?.length
        ? [{ key: product.id, changes: { specifications: fixture.specifications } }]
        : [];
    });
    if (updates.length > 0) await db.products.bulkUpdate(updates);
    await db.meta.put({ key: SPECIFICATIONS_FLAG, value: Date.now() });
  });
}

// One promise per database object: after the first call every handler pays one resolved await.
const seeding = new WeakMap<BackendDatabase, Promise<void>>();
// Databases whose close is already watched (one listener each).
const watched = new WeakSet<BackendDatabase>();

/**
 * Seeds once per database object; concurrent callers share the same run. When the connection
 * closes (another context deletes or upgrades the database: Dexie closes on `versionchange`,
 * and the browser closes it when site data is cleared), the memo is dropped, so the next
 * request, which Dexie re-opens onto the new (possibly empty) database, checks the seed flag
 * again and re-seeds a deleted database instead of serving an empty shop until a restart.
 */
export function ensureSeeded(db: BackendDatabase): Promise<void> {
  let pending = seeding.get(db);
  if (!pending) {
    if (!watched.has(db)) {
      watched.add(db);
      db.on('close', () => seeding.delete(db));
    }
    pending = seedBackend(db)
      .then(() => backfillFixtureSpecifications(db))
      .catch((error: unknown) => {
        seeding.delete(db); // let the next request try again
        throw error;
      });
    seeding.set(db, pending);
  }
  return pending;
}
