// Server cart via TanStack Query. Spec §4: every change is followed by a
// reload of the cart from the server, so each mutation invalidates ['cart']
// when it settles, success or not.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  addToCart,
  applyCoupon,
  clearCart,
  getCart,
  removeCartItem,
  removeCoupon,
  updateCartItem,
} from '../../../api/cartClient';
import { useCustomerSession } from '../../../data/useSession';
import type { AppliedCoupon, Cart, CartItem, Product } from '../../../api/types';

export const cartQueryKey = ['cart'] as const;

export function useCart() {
  const client = useQueryClient();
  // The cart belongs to the session: signing in or out switches carts, so reload it.
  const token = useCustomerSession()?.token ?? null;
  const seenToken = useRef(token);
  useEffect(() => {
    if (seenToken.current === token) return;
    seenToken.current = token;
    void client.invalidateQueries({ queryKey: cartQueryKey });
  }, [client, token]);
  return useQuery<Cart>({ queryKey: cartQueryKey, queryFn: getCart });
}

/** Σ quantities; 0 while loading. */
export function useCartCount(): number {
  const { data } = useCart();
  return data ? data.items.reduce((sum, item) => sum + item.quantity, 0) : 0;
}

function useInvalidateCart() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: cartQueryKey });
}

export interface AddToCartInput {
  product: Product;
  quantity: number;
}

export function useAddToCart() {
  const invalidate = useInvalidateCart();
  return useMutation<CartItem, Error, AddToCartInput>({
    mutationFn: async ({ product, quantity }) => {
      const item = await addToCart(product.id, quantity);
      // Loaded on first use: shop pages show no history (see data/lazyDb).
      const { recordCartHistory } = await import('../history/cartHistoryStore');
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
    mutationFn: ({ itemId, quantity }) => updateCartItem(itemId, quantity),
    // Show the new quantity at once; the reload on settle brings the server's truth.
    onMutate: async ({ itemId, quantity }) => {
      await client.cancelQueries({ queryKey: cartQueryKey });
      const previous = client.getQueryData<Cart>(cartQueryKey);
      if (previous) {
        client.setQueryData<Cart>(cartQueryKey, {
          ...previous,
          items: previous.items.map((item) => (item.id === itemId ? { ...item, quantity } : item)),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(cartQueryKey, context.previous);
    },
    onSettled: invalidate,
  });
}

export function useRemoveCartItem() {
  const invalidate = useInvalidateCart();
  return useMutation<void, Error, CartItem>({
    mutationFn: async (item) => {
      await removeCartItem(item.id);
      const { recordCartRemoval } = await import('../history/cartHistoryStore');
      await recordCartRemoval(item.product, item.quantity);
    },
    onSettled: invalidate,
  });
}

export function useClearCart() {
  const invalidate = useInvalidateCart();
  return useMutation<void, Error, void>({
    mutationFn: () => clearCart(),
    onSettled: invalidate,
  });
}

/** Resolves to the applied coupon, or false when the backend refuses it. */
export function useApplyCoupon() {
  const invalidate = useInvalidateCart();
  return useMutation<AppliedCoupon | false, Error, string>({
    mutationFn: (code) => applyCoupon(code),
    onSettled: invalidate,
  });
}

export function useRemoveCoupon() {
  const invalidate = useInvalidateCart();
  return useMutation<void, Error, void>({
    mutationFn: () => removeCoupon(),
    onSettled: invalidate,
  });
}
