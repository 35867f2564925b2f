// The cart's key factory and query: one cart per session (the token decides which).
import { queryOptions } from '@tanstack/react-query';
import { silently } from '../http';
import type { Cart } from '../types';
import { getCart } from './cartClient';

export const cartKeys = {
  /** The current session's cart: invalidate this after every cart change (spec §4). */
  all: ['cart'] as const,
};

const emptyCart: Cart = { items: [], coupon: null };

/** Spec §4: a failed cart fetch empties the cart (logged). */
export function cartQuery() {
  return queryOptions({
    queryKey: cartKeys.all,
    queryFn: () => silently('cart fetch', getCart, emptyCart),
  });
}
