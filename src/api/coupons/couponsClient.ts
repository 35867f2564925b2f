// Coupon service (admin: every call takes the admin's session token). Every call throws ApiError on failure; the hooks decide what the user
// sees (the spec's silent failures, the form's "already exists").
import { env } from '../../config/env';
import { request } from '../http';
import type { Coupon, CouponInput } from '../types';
import { couponFromWire, couponToWire, listFromWire } from '../wire';

const base = () => env.couponsApi;
const couponPath = (id: string) => `/coupons/${encodeURIComponent(id)}`;

export async function listCoupons(token: string | null): Promise<Coupon[]> {
  return listFromWire(await request(base(), '/coupons', { token }), couponFromWire, 'coupons');
}

/** ApiError 409 when the code is taken. */
export async function createCoupon(token: string | null, input: CouponInput): Promise<Coupon> {
  return couponFromWire(
    await request(base(), '/coupons', {
      method: 'POST',
      body: couponToWire(input),
      token,
    }),
  );
}

/** ApiError 409 when the code is taken. */
export async function updateCoupon(
  token: string | null,
  id: string,
  input: CouponInput,
): Promise<Coupon> {
  return couponFromWire(
    await request(base(), couponPath(id), {
      method: 'PUT',
      body: couponToWire(input),
      token,
    }),
  );
}

export async function deleteCoupon(token: string | null, id: string): Promise<void> {
  await request(base(), couponPath(id), { method: 'DELETE', token });
}
