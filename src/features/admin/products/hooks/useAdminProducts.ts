import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getProducts } from '../../../../api/catalogClient';

export const adminProductsKey = ['admin', 'products'] as const;

/** The whole catalogue for the back office (spec: GET /products). */
export function useAdminProducts() {
  return useQuery({ queryKey: adminProductsKey, queryFn: getProducts, staleTime: 0 });
}

/** After a write: refresh the admin list and every shop product query. */
export function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProductsKey }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
      queryClient.invalidateQueries({ queryKey: ['product'] }),
    ]);
  }, [queryClient]);
}
