// The server cart's hooks: the cart client (src/api/cart) with this browser's cart token (the
// session's, else the guest cart's: withCartToken). Spec §4: every change is followed by a reload
// of the cart from the server, so each mutation invalidates cartKeys.all when it settles, success
// or not.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  addToCart,
  applyCoupon,
  getCart,
  removeCartItem,
  removeCoupon,
  updateCartItem,
} from '../api/cart/cartClient';
import { cartKeys } from '../api/cart/cartQueries';
import { silently } from '../api/http';
import type { AppliedCoupon, Cart, CartItem, Product } from '../api/types';
import { withCartToken } from './session';
import { useCustomerSession } from './useSession';

/**
 * The cart. A failed load is the query's error, not an empty cart (spec §4 emptied it): the cart
 * page says the cart could not be loaded and offers a retry, instead of telling the shopper that
 * everything in it is gone (issue 18).
 */
export function cartQuery() {
  return queryOptions({
    queryKey: cartKeys.all,
    queryFn: () => withCartToken(getCart),
  });
}

export function useCart() {
  const client = useQueryClient();
  // The cart belongs to the session: signing in or out switches carts, so reload it.
  const token = useCustomerSession()?.token ?? null;
  const seenToken = useRef(token);
  useEffect(() => {
    if (seenToken.current === token) return;
    seenToken.current = token;
    void client.invalidateQueries({ queryKey: cartKeys.all });
  }, [client, token]);
  return useQuery(cartQuery());
}

/** Σ quantities; 0 while loading. */
export function useCartCount(): number {
  const { data } = useCart();
  return data ? data.items.reduce((sum, item) => sum + item.quantity, 0) : 0;
}

function useInvalidateCart() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: cartKeys.all });
}

export interface AddToCartInput {
  product: Product;
  quantity: number;
}

export function useAddToCart() {
  const invalidate = useInvalidateCart();
  return useMutation<CartItem, Error, AddToCartInput>({
    mutationFn: async ({ product, quantity }) => {
      const item = await withCartToken((token) => addToCart(token, product.id, quantity));
      // Loaded on first use: no shop page shows the history, so none downloads it up front.
      const { recordCartHistory } = await import('./cartHistory');
      await recordCartHistory(product, quantity, 'active');
      return item;
    },
    onSettled: invalidate,
  });
}

export interface UpdateCartItemInput {
  itemId: string;
  quantity: number;
}

export function useUpdateCartItem() {
  const client = useQueryClient();
  const invalidate = useInvalidateCart();
  return useMutation<CartItem, Error, UpdateCartItemInput, { previous: Cart | undefined }>({
    mutationFn: ({ itemId, quantity }) =>
      withCartToken((token) => updateCartItem(token, itemId, quantity)),
    // Show the new quantity at once; the reload on settle brings the server's truth.
    onMutate: async ({ itemId, quantity }) => {
      await client.cancelQueries({ queryKey: cartKeys.all });
      const previous = client.getQueryData<Cart>(cartKeys.all);
      if (previous) {
        client.setQueryData<Cart>(cartKeys.all, {
          ...previous,
          items: previous.items.map((item) => (item.id === itemId ? { ...item, quantity } : item)),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(cartKeys.all, context.previous);
    },
    onSettled: invalidate,
  });
}

export function useRemoveCartItem() {
  const invalidate = useInvalidateCart();
  return useMutation<void, Error, CartItem>({
    mutationFn: async (item) => {
      await withCartToken((token) => removeCartItem(token, item.id));
      const { recordCartRemoval } = await import('./cartHistory');
      await recordCartRemoval(item.product, item.quantity);
    },
    onSettled: invalidate,
  });
}

/**
 * Resolves to the applied coupon, or false when it was not applied. Spec §8: a refused code
 * and a failed call look the same to the shopper ('Invalid coupon code'); either is logged.
 */
export function useApplyCoupon() {
  const invalidate = useInvalidateCart();
  return useMutation<AppliedCoupon | false, Error, string>({
    mutationFn: (code) =>
      silently(
        'coupon apply',
        () => withCartToken((token) => applyCoupon(token, code)),
        false as const,
      ),
    onSettled: invalidate,
  });
}

export function useRemoveCoupon() {
  const invalidate = useInvalidateCart();
  return useMutation<void, Error, void>({
    mutationFn: () => withCartToken(removeCoupon),
    onSettled: invalidate,
  });
}
