import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../components/notify';
import type { Product } from '../../../api/types';
import { isStorageFullError, storageFullMessage } from '../../../data/storageErrors';
import { removeFromWishlist, toggleWishlist } from '../../../data/wishlist';

function notifyNotSaved(error: Error) {
  console.error('[wishlist] could not save', error);
  const full = isStorageFullError(error);
  notify({
    color: 'red',
    message: full ? storageFullMessage : 'Could not update your wishlist. Please try again.',
    autoClose: full ? false : undefined,
  });
}

/** Adds the product to the wishlist, or takes it out when it is in. */
export function useToggleWishlist() {
  return useMutation({
    mutationFn: (product: Product) => toggleWishlist(product),
    onError: notifyNotSaved,
  });
}

/** Takes a product out of the wishlist. */
export function useRemoveFromWishlist() {
  return useMutation({
    mutationFn: (productId: string) => removeFromWishlist(productId),
    onError: notifyNotSaved,
  });
}
