// The cart's key factory: one cart per session (the token decides which; the query that loads it
// is src/data/cartHooks.ts cartQuery, which knows the token).

export const cartKeys = {
  /** The current session's cart: invalidate this after every cart change (spec §4). */
  all: ['cart'] as const,
};
