// Product writes (admin, with the admin's session token): each refreshes every product query once
// it succeeds.
import type { Product, ProductInput } from '../types';
import { useWriteMutation, type WriteCallbacks } from '../writeMutation';
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
  return useWriteMutation(
    {
      run: ({ id, input }: SaveProductVariables) => saveProduct(token, id, input),
      invalidates: productKeys.all,
      label: ({ id }) => `product ${id === null ? 'add' : 'update'}`,
    },
    callbacks,
  );
}

/** DELETE a product; pending until the product lists have been reloaded. */
export function useDeleteProduct(
  token: string | null,
  callbacks: WriteCallbacks<void, Product> = {},
) {
  return useWriteMutation(
    {
      run: (product: Product) => deleteProduct(token, product.id),
      invalidates: productKeys.all,
      label: () => 'product delete',
    },
    callbacks,
  );
}
