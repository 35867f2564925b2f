import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productPageQuery } from '../../../../api/products/productQueries';
import type { ProductQuery } from '../../../../api/types';

/**
 * One page of the catalogue. The previous page stays on screen while the next loads
 * (no flash), and the following page is prefetched so "Next" is instant.
 */
export function useProductPage(query: ProductQuery) {
  const queryClient = useQueryClient();
  const result = useQuery({ ...productPageQuery(query), placeholderData: keepPreviousData });
  const total = result.data?.total ?? 0;
  const hasNext = !result.isPlaceholderData && query.page * query.limit < total;
  useEffect(() => {
    if (hasNext)
      void queryClient.prefetchQuery(productPageQuery({ ...query, page: query.page + 1 }));
    // query is rebuilt each render; its fields are the real dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    hasNext,
    queryClient,
    query.search,
    query.category,
    query.maxPrice,
    query.sort,
    query.page,
    query.limit,
  ]);
  return result;
}
