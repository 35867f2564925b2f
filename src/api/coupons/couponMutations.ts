// Coupon writes (admin, with the admin's session token): each refreshes every coupon query once it
// succeeds; the form decides what a refusal says ("already exists").
import type { Coupon, CouponInput } from '../types';
import { useWriteMutation, type WriteCallbacks } from '../writeMutation';
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
  return useWriteMutation(
    {
      run: ({ id, input }: SaveCouponVariables) =>
        id === null ? createCoupon(token, input) : updateCoupon(token, id, input),
      invalidates: couponKeys.all,
      label: ({ id }) => `coupon ${id === null ? 'add' : 'update'}`,
    },
    callbacks,
  );
}

/** DELETE a coupon. */
export function useDeleteCoupon(
  token: string | null,
  callbacks: WriteCallbacks<void, Coupon> = {},
) {
  return useWriteMutation(
    {
      run: (coupon: Coupon) => deleteCoupon(token, coupon.id),
      invalidates: couponKeys.all,
      label: () => 'coupon delete',
    },
    callbacks,
  );
}
