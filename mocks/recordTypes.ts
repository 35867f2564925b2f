// The backend database's records: what each table of db.ts holds. No Dexie here: the database
// module, the handlers, the fixtures and the product statistics all import them from here, so none
// of them has to import db.ts for a type (no import circles, issue 36).

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
