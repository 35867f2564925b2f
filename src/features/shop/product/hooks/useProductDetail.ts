import { useQuery } from '@tanstack/react-query';
import { productDetailQuery } from '../../../../api/products/productQueries';

/** One product for its page (null: the shop has no such product). */
export function useProductDetail(id: string) {
  return useQuery(productDetailQuery(id));
}
