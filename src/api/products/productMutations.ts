// Product writes (admin, with the admin's session token): each refreshes every product query once
// it succeeds.
import type { Product, ProductInput } from '../types';
import { useMutation } from '@tanstack/react-query';
import { withCallbacks, type WriteCallbacks } from '../mutations';
import { productKeys } from './productQueries';
import { deleteProduct, saveProduct } from './productsClient';

export interface SaveProductVariables {
  /** null = add a new product. */
  id: string | null;
  input: ProductInput;
}

/** POST or PUT a product; pending until the product lists have been reloaded. */
export function useSaveProduct(
  token: string | null,
  callbacks: WriteCallbacks<Product, SaveProductVariables> = {},
) {
  return useMutation({
    mutationFn: ({ id, input }: SaveProductVariables) => saveProduct(token, id, input),
    meta: { invalidates: productKeys.all, failure: 'product save' },
    ...withCallbacks(callbacks),
  });
}

/** DELETE a product; pending until the product lists have been reloaded. */
export function useDeleteProduct(
  token: string | null,
  callbacks: WriteCallbacks<void, Product> = {},
) {
  return useMutation({
    mutationFn: (product: Product) => deleteProduct(token, product.id),
    meta: { invalidates: productKeys.all, failure: 'product delete' },
    ...withCallbacks(callbacks),
  });
}
