// Loads the fixtures into the backend database exactly once per database.
import type { BackendDatabase, ProductRecord, UserRecord } from './db';
import { hashPassword } from './crypto';
import { couponFixtures } from './fixtures/coupons';
import { productFixtures, type ProductFixture } from './fixtures/products';
import { userFixtures } from './fixtures/users';

const SEEDED_FLAG = 'seeded';

export function toProductRecord(product: ProductFixture): ProductRecord {
  return { ...product, nameKey: product.name.toLowerCase() };
}

/**
 * Seeds the database unless it was seeded before. A flag (not "is the table empty?") marks it
 * done, so an admin who deletes every product does not get the fixtures back. The flag is
 * checked again inside the write transaction, so two contexts seeding at once (worker and page)
 * never both write.
 */
export async function seedBackend(db: BackendDatabase): Promise<void> {
  if (await db.meta.get(SEEDED_FLAG)) return;

  // Hash before the transaction: awaiting Web Crypto inside it would let IndexedDB commit it.
  const now = Date.now();
  const users: UserRecord[] = await Promise.all(
    userFixtures.map(async ({ password, email, ...user }) => {
      const { hash, salt, iterations } = await hashPassword(password);
      return {
        ...user,
        email: email.toLowerCase(),
        passwordHash: hash,
        salt,
        iterations,
        createdAt: now,
      };
    }),
  );

  await db.transaction('rw', [db.meta, db.products, db.coupons, db.users], async () => {
    if (await db.meta.get(SEEDED_FLAG)) return;
    await db.products.bulkPut(productFixtures.map(toProductRecord));
    await db.coupons.bulkPut([...couponFixtures]);
    await db.users.bulkPut(users);
    await db.meta.put({ key: SEEDED_FLAG, value: now });
  });
}

// One promise per database object: after the first call every handler pays one resolved await.
const seeding = new WeakMap<BackendDatabase, Promise<void>>();

/** Seeds once per database object; concurrent callers share the same run. */
export function ensureSeeded(db: BackendDatabase): Promise<void> {
  let pending = seeding.get(db);
  if (!pending) {
    pending = seedBackend(db).catch((error: unknown) => {
      seeding.delete(db); // let the next request try again
      throw error;
    });
    seeding.set(db, pending);
  }
  return pending;
}
