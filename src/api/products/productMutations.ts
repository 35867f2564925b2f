// Product writes (admin). Each refreshes every product query once it succeeds; what the user
// sees of a success or a failure is the screen's policy, passed in as callbacks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductInput } from '../types';
import { productKeys } from './productQueries';
import { deleteProduct, saveProduct } from './productsClient';

/**
 * A screen's reaction to a write. Given to the hook, not to `mutate`: it then runs even when
 * the screen has closed meanwhile (a dialog dismissed while saving still reports the result).
 */
export interface ProductWriteCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

export interface SaveProductVariables {
  /** null = add a new product. */
  id: string | null;
  input: ProductInput;
}

/** POST or PUT a product; pending until the product lists have been reloaded. */
export function useSaveProduct(
  callbacks: ProductWriteCallbacks<Product, SaveProductVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveProductVariables) => saveProduct(id, input),
    onSuccess: async (saved, variables) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await callbacks.onSuccess?.(saved, variables);
    },
    onError: async (error, variables) => {
      console.error(`[api] product ${variables.id === null ? 'add' : 'update'} failed`, error);
      await callbacks.onError?.(error, variables);
    },
  });
}

/** DELETE a product; pending until the product lists have been reloaded. */
export function useDeleteProduct(callbacks: ProductWriteCallbacks<void, Product> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Product) => deleteProduct(product.id),
    onSuccess: async (_data, product) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await callbacks.onSuccess?.(undefined, product);
    },
    onError: async (error, product) => {
      console.error('[api] product delete failed', error);
      await callbacks.onError?.(error, product);
    },
  });
}
