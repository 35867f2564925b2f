// Wire ↔ app mapping. Every answer from a backend is checked here, so a
// malformed answer becomes a logged failure, never a crash further in.
import { ApiError } from './http';
import { noteSkipped } from '../lib/checkedRecords';
import type {
  Cart,
  CartItem,
  Coupon,
  CouponInput,
  Product,
  ProductInput,
  ProductSpecification,
  User,
} from './types';

export interface WireProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  original_price: number;
  image_url: string;
  category: 'courses' | 'drones';
  tracking_id: string | null;
  /** Optional: older servers do not send it. */
  specifications?: { label: string; value: string }[];
}

export interface WireCoupon {
  id: string;
  code: string;
  discount: number;
  is_active: boolean;
  expires_at: string | null;
}

/** An answer that is not of the contract's shape: a failed call like any other. */
export class WireError extends ApiError {
  constructor(detail: string) {
    super(502, `The service answered with malformed data: ${detail}`);
    this.name = 'WireError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function str(value: unknown, field: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new WireError(`expected ${field} to be a string`);
}

function num(value: unknown, field: string): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n === 'number' && Number.isFinite(n)) return n;
  throw new WireError(`expected ${field} to be a number`);
}

/** Optional specifications: rows that are not two non-blank texts are left out, never fatal. */
function specificationsFromWire(raw: unknown): ProductSpecification[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const rows = raw.flatMap((row: unknown) =>
    isRecord(row) &&
    typeof row.label === 'string' &&
    typeof row.value === 'string' &&
    row.label.trim() !== '' &&
    row.value.trim() !== ''
      ? [{ label: row.label, value: row.value }]
      : [],
  );
  return rows.length > 0 ? rows : undefined;
}

export function productFromWire(raw: unknown): Product {
  if (!isRecord(raw)) throw new WireError('expected a product object');
  const price = num(raw.price, 'price');
  const specifications = specificationsFromWire(raw.specifications);
  return {
    ...(specifications ? { specifications } : {}),
    id: str(raw.id, 'id'),
    name: str(raw.name, 'name'),
    description: typeof raw.description === 'string' ? raw.description : '',
    price,
    originalPrice: raw.original_price == null ? price : num(raw.original_price, 'original_price'),
    imageUrl: typeof raw.image_url === 'string' ? raw.image_url : '',
    category: raw.category === 'courses' ? 'courses' : 'drones',
    trackingId:
      typeof raw.tracking_id === 'string' && raw.tracking_id !== '' ? raw.tracking_id : null,
  };
}

export function productToWire(input: ProductInput): Omit<WireProduct, 'id'> {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    original_price: input.originalPrice,
    image_url: input.imageUrl,
    category: input.category,
    tracking_id: input.trackingId,
  };
}

export function couponFromWire(raw: unknown): Coupon {
  if (!isRecord(raw)) throw new WireError('expected a coupon object');
  return {
    id: str(raw.id, 'id'),
    code: str(raw.code, 'code'),
    discount: num(raw.discount, 'discount'),
    isActive: Boolean(raw.is_active),
    expiresAt: typeof raw.expires_at === 'string' && raw.expires_at ? raw.expires_at : null,
  };
}

export function couponToWire(input: CouponInput): Omit<WireCoupon, 'id'> {
  return {
    code: input.code,
    discount: input.discount,
    is_active: input.isActive,
    expires_at: input.expiresAt,
  };
}

export function cartItemFromWire(raw: unknown): CartItem {
  if (!isRecord(raw)) throw new WireError('expected a cart item');
  return {
    id: str(raw.id, 'id'),
    product: productFromWire(raw.product),
    quantity: Math.max(1, Math.floor(num(raw.quantity, 'quantity'))),
  };
}

export function cartFromWire(raw: unknown): Cart {
  if (!isRecord(raw) || !Array.isArray(raw.items)) throw new WireError('expected a cart');
  const coupon = isRecord(raw.coupon)
    ? { code: str(raw.coupon.code, 'coupon.code'), discount: num(raw.coupon.discount, 'discount') }
    : null;
  return { items: raw.items.map(cartItemFromWire), coupon };
}

export function userFromWire(raw: unknown): User {
  if (!isRecord(raw)) throw new WireError('expected a user');
  return {
    id: str(raw.id, 'id'),
    name: typeof raw.name === 'string' ? raw.name : '',
    email: str(raw.email, 'email'),
    role: typeof raw.role === 'string' && raw.role ? raw.role : 'user',
  };
}

/**
 * A list answer's items. One that cannot be read is left out and counted (checkedRecords.ts), so
 * one bad stored record blanks no list; the page says how many it left out.
 */
export function listFromWire<T>(
  raw: unknown,
  item: (value: unknown) => T,
  table: 'products' | 'coupons',
): T[] {
  if (!Array.isArray(raw)) throw new WireError('expected a list');
  return raw.flatMap((value: unknown) => {
    try {
      return [item(value)];
    } catch (error) {
      if (!(error instanceof WireError)) throw error;
      noteSkipped(table, value, error.message);
      return [];
    }
  });
}

export { isRecord };
