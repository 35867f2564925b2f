import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import { useAddToCart } from '../../../../data/cartHooks';
import type { Product } from '../../../../api/types';

/** Puts an order's lines back in the cart, one after another; `onAdded` goes to the cart. */
export function useBuyAgain(onAdded: () => void) {
  const { mutateAsync: add } = useAddToCart();
  return useMutation({
    mutationFn: async (lines: { product: Product; quantity: number }[]) => {
      for (const line of lines) await add(line);
    },
    onSuccess: onAdded,
    onError: (error) => {
      console.error('[order history] buy again failed', error);
      notify({ color: 'red', message: 'Could not add the items to your cart.' });
    },
  });
}
