// Product queries: the one key factory for products, and the query options every page uses.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../http';
import type { Product, ProductQuery } from '../types';
import { getProduct, getProductPage } from './productsClient';

export const productKeys = {
  /** Every product query: invalidate this after any product write. */
  all: ['products'] as const,
  page: (query: ProductQuery) => [...productKeys.all, 'page', query] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/** The public catalogue (pages and product details): the same for every visitor. */
export function isPublicCatalogueKey(queryKey: QueryKey): boolean {
  return queryKey[0] === productKeys.all[0] && (queryKey[1] === 'page' || queryKey[1] === 'detail');
}

/** One catalogue page; a failure is the page's error state. */
export function productPageQuery(query: ProductQuery) {
  return queryOptions({
    queryKey: productKeys.page(query),
    queryFn: () => getProductPage(query),
  });
}

/**
 * One product: null when the shop has no such product (the page says "not found"); a failure to
 * ask is the query's error, so the page offers a retry instead of claiming the product is gone.
 */
export function productDetailQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async (): Promise<Product | null> => {
      try {
        return await getProduct(id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
