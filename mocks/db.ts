// The mocked backend's own IndexedDB database. Only the handlers in mocks/ touch it; the app
// talks to it over HTTP, so a real server can replace it by changing base URLs.
import Dexie, { type EntityTable } from 'dexie';
import { buildProductStats, productStatsMiddleware, type ProductStatsRecord } from './productStats';

export const BACKEND_DB_NAME = 'skyforge-backend';

export type ProductCategory = 'courses' | 'drones';
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = ['courses', 'drones'];

export type UserRole = 'user' | 'admin';

/** One row of a product's Specifications tab. */
export interface ProductSpecification {
  label: string;
  value: string;
}

/** A product as stored: the wire shape plus `nameKey`, the lower-cased name used for sorting. */
export interface ProductRecord {
  id: string;
  name: string;
  nameKey: string;
  description: string;
  price: number;
  original_price: number;
  image_url: string;
  category: ProductCategory;
  tracking_id: string | null;
  /** Optional rows of the Specifications tab; products without them show a default table. */
  specifications?: ProductSpecification[];
  /** When it was added (ms): the "newest" sort's index. Set on create, kept by updates. */
  createdAt?: number;
}

export interface CouponRecord {
  id: string;
  /** Upper-case and trimmed, so the unique index makes codes case-insensitive. */
  code: string;
  discount: number;
  is_active: boolean;
  expires_at: string | null;
}

export interface CartLine {
  id: string;
  productId: string;
  quantity: number;
}

export interface CartRecord {
  /** `user:{userId}` or `guest:{token}`. */
  key: string;
  items: CartLine[];
  couponCode: string | null;
  /** Product ids of `items`, kept in step so deleting a product finds its carts by index. */
  productIds: string[];
  updatedAt: number;
}

export interface UserRecord {
  id: string;
  /** Lower-cased and trimmed: e-mail uniqueness is case-insensitive. */
  email: string;
  name: string;
  role: UserRole;
  passwordHash: string;
  salt: string;
  iterations: number;
  createdAt: number;
}

export interface SessionRecord {
  token: string;
  userId: string;
  role: UserRole;
  createdAt: number;
  expiresAt: number;
  /** Wrong passwords at booth mode's lock screen (POST /admin/unlock) since the last right one. */
  unlockFailures?: number;
}

/** Failed sign-ins for one e-mail (known or not), for the login limit (handlers/loginThrottle.ts). */
export interface LoginFailureRecord {
  /** Lower-cased and trimmed, as the login handlers normalise it. */
  email: string;
  /** Attempts in the current window, counted when they start, so parallel guesses count too. */
  count: number;
  windowStart: number;
  /** While in the future, every attempt is refused with 429; null when not locked. */
  lockedUntil: number | null;
  updatedAt: number;
}

export interface ContactMessageRecord {
  id: string;
  fromName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  serviceId: string;
  templateId: string;
  createdAt: number;
}

/**
 * An admin's unlock code (issue 35, point 25): it lifts that e-mail's login lock once, at the
 * admin sign-in, for an operator with no session on the device. Only its hash is kept.
 */
export interface UnlockCodeRecord {
  /** The admin's e-mail, lower-cased as the login normalises it. */
  email: string;
  hash: string;
  salt: string;
  iterations: number;
  createdAt: number;
}

export interface MetaRecord {
  key: string;
  value: string | number | boolean;
}

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
