// The coupons' key factory and the admin's list query.
import { queryOptions } from '@tanstack/react-query';
import { silently } from '../http';
import type { Coupon } from '../types';
import { listCoupons } from './couponsClient';

export const couponKeys = {
  /** Every coupon query: invalidate this after any coupon write. */
  all: ['coupons'] as const,
  list: () => [...couponKeys.all, 'list'] as const,
};

/** Spec §8: a failed load is silent (logged, empty list). `token`: the admin's session token. */
export function couponListQuery(token: string | null) {
  return queryOptions({
    queryKey: couponKeys.list(),
    queryFn: () => silently('coupon list', () => listCoupons(token), [] as Coupon[]),
    staleTime: 0,
  });
}
