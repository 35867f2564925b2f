// Coupon writes (admin, with the admin's session token): each refreshes every coupon query once it
// succeeds; the form decides what a refusal says ("already exists").
import type { Coupon, CouponInput } from '../types';
import { useMutation } from '@tanstack/react-query';
import { withCallbacks, type WriteCallbacks } from '../mutations';
import { couponKeys } from './couponQueries';
import { createCoupon, deleteCoupon, updateCoupon } from './couponsClient';

export interface SaveCouponVariables {
  /** null = add a new coupon. */
  id: string | null;
  input: CouponInput;
}

/** POST (id null) or PUT a coupon; ApiError 409 when the code is taken. */
export function useSaveCoupon(
  token: string | null,
  callbacks: WriteCallbacks<Coupon, SaveCouponVariables> = {},
) {
  return useMutation({
    mutationFn: ({ id, input }: SaveCouponVariables) =>
      id === null ? createCoupon(token, input) : updateCoupon(token, id, input),
    meta: { invalidates: couponKeys.all, failure: 'coupon save' },
    ...withCallbacks(callbacks),
  });
}

/** DELETE a coupon. */
export function useDeleteCoupon(
  token: string | null,
  callbacks: WriteCallbacks<void, Coupon> = {},
) {
  return useMutation({
    mutationFn: (coupon: Coupon) => deleteCoupon(token, coupon.id),
    meta: { invalidates: couponKeys.all, failure: 'coupon delete' },
    ...withCallbacks(callbacks),
  });
}
