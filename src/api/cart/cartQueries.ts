// The cart's key factory and query: one cart per session (the token decides which).
import { queryOptions } from '@tanstack/react-query';
import { getCart } from './cartClient';

export const cartKeys = {
  /** The current session's cart: invalidate this after every cart change (spec §4). */
  all: ['cart'] as const,
};

/**
 * The cart. A failed load is the query's error, not an empty cart (spec §4 emptied it): the cart
 * page says the cart could not be loaded and offers a retry, instead of telling the shopper that
 * everything in it is gone (issue 18).
 */
export function cartQuery() {
  return queryOptions({
    queryKey: cartKeys.all,
    queryFn: getCart,
  });
}
