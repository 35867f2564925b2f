// Coupon service (admin). Every call throws ApiError on failure; the hooks decide what the user
// sees (the spec's silent failures, the form's "already exists").
import { env } from '../../config/env';
import { adminSession } from '../../data/session';
import { request } from '../http';
import type { Coupon, CouponInput } from '../types';
import { couponFromWire, couponToWire, listFromWire } from '../wire';

const base = () => env.couponsApi;
const token = () => adminSession.get()?.token ?? null;
const couponPath = (id: string) => `/coupons/${encodeURIComponent(id)}`;

export async function listCoupons(): Promise<Coupon[]> {
  return listFromWire(
    await request(base(), '/coupons', { token: token() }),
    couponFromWire,
    'coupons',
  );
}

/** ApiError 409 when the code is taken. */
export async function createCoupon(input: CouponInput): Promise<Coupon> {
  return couponFromWire(
    await request(base(), '/coupons', {
      method: 'POST',
      body: couponToWire(input),
      token: token(),
    }),
  );
}

/** ApiError 409 when the code is taken. */
export async function updateCoupon(id: string, input: CouponInput): Promise<Coupon> {
  return couponFromWire(
    await request(base(), couponPath(id), {
      method: 'PUT',
      body: couponToWire(input),
      token: token(),
    }),
  );
}

export async function deleteCoupon(id: string): Promise<void> {
  await request(base(), couponPath(id), { method: 'DELETE', token: token() });
}
