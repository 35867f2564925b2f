// Coupon writes (admin). Each refreshes every coupon query once it succeeds; what the user sees
// of a success or a failure (the form's "already exists") is the screen's policy, passed in as
// callbacks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon, CouponInput } from '../types';
import { couponKeys } from './couponQueries';
import { createCoupon, deleteCoupon, updateCoupon } from './couponsClient';

/**
 * A screen's reaction to a write. Given to the hook, not to `mutate`: it then runs even when
 * the screen has closed meanwhile.
 */
export interface CouponWriteCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

export interface SaveCouponVariables {
  /** null = add a new coupon. */
  id: string | null;
  input: CouponInput;
}

/** POST (id null) or PUT a coupon; ApiError 409 when the code is taken. */
export function useSaveCoupon(callbacks: CouponWriteCallbacks<Coupon, SaveCouponVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveCouponVariables) =>
      id === null ? createCoupon(input) : updateCoupon(id, input),
    onSuccess: async (saved, variables) => {
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
      await callbacks.onSuccess?.(saved, variables);
    },
    onError: async (error, variables) => {
      console.error(`[api] coupon ${variables.id === null ? 'add' : 'update'} failed`, error);
      await callbacks.onError?.(error, variables);
    },
  });
}

/** DELETE a coupon. */
export function useDeleteCoupon(callbacks: CouponWriteCallbacks<void, Coupon> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coupon: Coupon) => deleteCoupon(coupon.id),
    onSuccess: async (_data, coupon) => {
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
      await callbacks.onSuccess?.(undefined, coupon);
    },
    onError: async (error, coupon) => {
      console.error('[api] coupon delete failed', error);
      await callbacks.onError?.(error, coupon);
    },
  });
}
