import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listCoupons } from '../../../../api/couponsClient';

export const adminCouponsKey = ['admin', 'coupons'] as const;

export function useAdminCoupons() {
  return useQuery({ queryKey: adminCouponsKey, queryFn: listCoupons, staleTime: 0 });
}

export function useInvalidateCoupons() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: adminCouponsKey }),
    [queryClient],
  );
}
