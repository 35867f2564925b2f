// The mocked backend's own IndexedDB database. Only the handlers in mocks/ touch it; the app
// talks to it over HTTP, so a real server can replace it by changing base URLs.
import Dexie, { type EntityTable } from 'dexie';
import { buildProductStats, productStatsMiddleware, type ProductStatsRecord } from './productStats';
import type {
  CartRecord,
  ContactMessageRecord,
  CouponRecord,
  LoginFailureRecord,
  MetaRecord,
  ProductRecord,
  SessionRecord,
  UnlockCodeRecord,
  UserRecord,
} from './recordTypes';

export const BACKEND_DB_NAME = 'skyforge-backend';

/** Version 1's tables; upgrade tests build an old database from these. */
export const backendSchemaV1 = {
  products: 'id, category, price, nameKey, [category+price], [category+nameKey]',
  coupons: 'id, &code',
  carts: 'key, *productIds',
  users: 'id, &email',
  sessions: 'token, userId, expiresAt',
  contactMessages: 'id, createdAt',
  meta: 'key',
};

/** What version 2 adds. */
export const backendSchemaV2Changes = { productStats: 'category' };

/** What version 4 changes: products gain the creation-time indexes of the "newest" sort. */
export const backendSchemaV4Changes = {
  products: `${backendSchemaV1.products}, createdAt, [category+createdAt]`,
};

export class BackendDatabase extends Dexie {
  // `declare` (not `!`) so class-field semantics never overwrite the tables Dexie sets up.
  declare products: EntityTable<ProductRecord, 'id'>;
  declare productStats: EntityTable<ProductStatsRecord, 'category'>;
  declare coupons: EntityTable<CouponRecord, 'id'>;
  declare carts: EntityTable<CartRecord, 'key'>;
  declare users: EntityTable<UserRecord, 'id'>;
  declare sessions: EntityTable<SessionRecord, 'token'>;
  declare loginFailures: EntityTable<LoginFailureRecord, 'email'>;
  declare contactMessages: EntityTable<ContactMessageRecord, 'id'>;
  declare meta: EntityTable<MetaRecord, 'key'>;
  declare unlockCodes: EntityTable<UnlockCodeRecord, 'email'>;

  constructor(name = BACKEND_DB_NAME) {
    super(name);
    // Compound indexes let the catalogue filter by category and sort/page by price or name
    // with one index range instead of scanning the table.
    this.version(1).stores(backendSchemaV1);
    // Version 2: per-category price statistics, so paged queries find totals and positions
    // without walking index ranges (see productStats.ts). Built once from existing products.
    this.version(2)
      .stores(backendSchemaV2Changes)
      .upgrade(async (tx) => {
        const products = (await tx.table('products').toArray()) as ProductRecord[];
        await tx.table('productStats').bulkPut(buildProductStats(products));
      });
    // Version 3: failed sign-ins per e-mail, for the login limit. A new, empty table: every
    // existing table and record is kept as it is, so no upgrade step is needed.
    this.version(3).stores({ loginFailures: 'email, updatedAt' });
    // Version 4: products sort by creation time ("newest"). Existing products get times one
    // millisecond apart in their stored order, so they keep a stable order among themselves.
    this.version(4)
      .stores(backendSchemaV4Changes)
      .upgrade(async (tx) => {
        const start = Date.now() - (await tx.table('products').count());
        let index = 0;
        await tx
          .table('products')
          .toCollection()
          .modify((product: ProductRecord) => {
            index += 1;
            product.createdAt ??= start + index;
          });
      });
    // Version 5: admins' unlock codes. A new, empty table, as in version 3.
    this.version(5).stores({ unlockCodes: 'email' });
    // Every way a product is added (handlers, seed, generator) gets its creation time.
    this.products.hook('creating', (_key, product) => {
      product.createdAt ??= Date.now();
    });
    this.use(productStatsMiddleware);
  }
}

let instance: BackendDatabase | null = null;

/** The backend database, created on first use (the worker may never need it). */
export function getBackendDb(): BackendDatabase {
  instance ??= new BackendDatabase();
  return instance;
}

/** Deletes a database, through its open instance when there is one (which is closed first). */
export async function deleteDatabase(open: Dexie | null, name: string): Promise<void> {
  if (open) {
    open.close();
    await open.delete();
  } else {
    await Dexie.delete(name);
  }
}

/** Tests: drop the database so the next `getBackendDb()` starts empty and seeds afresh. */
export async function resetBackendDb(): Promise<void> {
  const current = instance;
  instance = null;
  await deleteDatabase(current, BACKEND_DB_NAME);
}
