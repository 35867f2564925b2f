// Coupon service (admin). Spec §8: list, add, update and delete fail silently.
// Add and update also report *why* they failed, so the form can say
// "already exists" instead of nothing.
import { env } from '../config/env';
import { adminSession } from '../data/session';
import { ApiError, request, silently } from './http';
import type { Coupon, CouponInput } from './types';
import { couponFromWire, couponToWire, listFromWire } from './wire';

const base = () => env.couponsApi;
const token = () => adminSession.get()?.token ?? null;

export type CouponWriteResult = { ok: true; coupon: Coupon } | { ok: false; error: string };

export function listCoupons(): Promise<Coupon[]> {
  return silently(
    'coupon list',
    async () => listFromWire(await request(base(), '/coupons', { token: token() }), couponFromWire),
    [] as Coupon[],
  );
}

async function write(label: string, run: () => Promise<unknown>): Promise<CouponWriteResult> {
  try {
    return { ok: true, coupon: couponFromWire(await run()) };
  } catch (error) {
    console.error(`[api] ${label} failed`, error);
    const message =
      error instanceof ApiError && error.status === 409
        ? 'A coupon with this code already exists'
        : error instanceof ApiError && error.status > 0
          ? error.message
          : 'Could not reach the coupon service. Please try again.';
    return { ok: false, error: message };
  }
}

export function createCoupon(input: CouponInput): Promise<CouponWriteResult> {
  return write('coupon add', () =>
    request(base(), '/coupons', { method: 'POST', body: couponToWire(input), token: token() }),
  );
}

export function updateCoupon(id: string, input: CouponInput): Promise<CouponWriteResult> {
  return write('coupon update', () =>
    request(base(), `/coupons/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: couponToWire(input),
      token: token(),
    }),
  );
}

export function deleteCoupon(id: string): Promise<boolean> {
  return silently(
    'coupon delete',
    async () => {
      await request(base(), `/coupons/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        token: token(),
      });
      return true;
    },
    false,
  );
}
