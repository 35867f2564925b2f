// Coupons service (admin only) and the coupon rules the cart uses.
import { http } from 'msw';
import type { BackendDatabase } from '../db';
import type { CouponRecord } from '../recordTypes';
import { json, noContent, route } from './route';
import { requireAdmin } from './session';
import { couponInputSchema, normaliseCouponCode } from '../schemas';
import {
  conflict,
  notFound,
  parseBody,
  pathParam,
  readJsonObject,
  type JsonObject,
} from './validate';

export type WireCoupon = CouponRecord;

export { normaliseCouponCode };

/** A coupon applies when it is active and has no expiry or an expiry still in the future. */
export function isCouponUsable(coupon: CouponRecord, now = Date.now()): boolean {
  if (!coupon.is_active) return false;
  if (coupon.expires_at === null) return true;
  const expiresAt = Date.parse(coupon.expires_at);
  return Number.isFinite(expiresAt) && expiresAt > now;
}

/** The usable coupon with this code (any case), or null. */
export async function findUsableCoupon(
  db: BackendDatabase,
  code: string,
): Promise<CouponRecord | null> {
  const coupon = await db.coupons.where('code').equals(normaliseCouponCode(code)).first();
  return coupon && isCouponUsable(coupon) ? coupon : null;
}

export function parseCouponBody(body: JsonObject): Omit<CouponRecord, 'id'> {
  return parseBody(couponInputSchema, body);
}

const COUPON_NOT_FOUND = 'Coupon not found';
const DUPLICATE_CODE = 'Coupon code already exists';

/** Another coupon (not `exceptId`) already uses this code. */
async function codeTaken(db: BackendDatabase, code: string, exceptId?: string): Promise<boolean> {
  const existing = await db.coupons.where('code').equals(code).first();
  return existing !== undefined && existing.id !== exceptId;
}

// Dexie names IndexedDB's unique-index violation 'ConstraintError'.
const isConstraintError = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConstraintError';

export const couponHandlers = [
  http.get(
    '*/api/coupons',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      return json(await db.coupons.toArray());
    }),
  ),

  http.post(
    '*/api/coupons',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      const coupon: CouponRecord = {
        id: `c-${crypto.randomUUID()}`,
        ...parseCouponBody(await readJsonObject(request)),
      };
      try {
        await db.transaction('rw', db.coupons, async () => {
          if (await codeTaken(db, coupon.code)) throw conflict(DUPLICATE_CODE);
          await db.coupons.add(coupon);
        });
      } catch (error) {
        // The unique index catches a race the check above cannot see (another tab).
        throw isConstraintError(error) ? conflict(DUPLICATE_CODE) : error;
      }
      return json(coupon, 201);
    }),
  ),

  http.put(
    '*/api/coupons/:id',
    route(async ({ request, params, db }) => {
      await requireAdmin(db, request);
      const id = pathParam(params, 'id');
      const coupon: CouponRecord = { id, ...parseCouponBody(await readJsonObject(request)) };
      try {
        await db.transaction('rw', db.coupons, async () => {
          if (!(await db.coupons.get(id))) throw notFound(COUPON_NOT_FOUND);
          if (await codeTaken(db, coupon.code, id)) throw conflict(DUPLICATE_CODE);
          await db.coupons.put(coupon);
        });
      } catch (error) {
        throw isConstraintError(error) ? conflict(DUPLICATE_CODE) : error;
      }
      return json(coupon);
    }),
  ),

  http.delete(
    '*/api/coupons/:id',
    route(async ({ request, params, db }) => {
      await requireAdmin(db, request);
      const id = pathParam(params, 'id');
      const deleted = await db.transaction('rw', db.coupons, async () => {
        if (!(await db.coupons.get(id))) return false;
        await db.coupons.delete(id);
        return true;
      });
      if (!deleted) throw notFound(COUPON_NOT_FOUND);
      return noContent();
    }),
  ),
];
