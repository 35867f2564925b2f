// Cart service. Identity: the signed-in customer's token, else the guest token.
import { env } from '../config/env';
import { cartToken } from '../data/session';
import { request, silently } from './http';
import type { AppliedCoupon, Cart, CartItem } from './types';
import { cartFromWire, cartItemFromWire, isRecord } from './wire';

const base = () => env.cartApi;
const emptyCart: Cart = { items: [], coupon: null };

/** Spec §4: a failed cart fetch empties the cart. */
export function getCart(): Promise<Cart> {
  return silently(
    'cart fetch',
    async () => cartFromWire(await request(base(), '/cart/', { token: cartToken() })),
    emptyCart,
  );
}

// Add, update, remove and clear errors are not handled by the spec; they
// throw so the caller (a mutation) can show its error state.
export async function addToCart(productId: string, quantity = 1): Promise<CartItem> {
  return cartItemFromWire(
    await request(base(), '/cart/', {
      method: 'POST',
      body: { product_id: productId, quantity },
      token: cartToken(),
    }),
  );
}

export async function updateCartItem(itemId: string, quantity: number): Promise<CartItem> {
  return cartItemFromWire(
    await request(base(), `/cart/item/${encodeURIComponent(itemId)}/`, {
      method: 'PATCH',
      body: { quantity },
      token: cartToken(),
    }),
  );
}

export async function removeCartItem(itemId: string): Promise<void> {
  await request(base(), `/cart/item/${encodeURIComponent(itemId)}/`, {
    method: 'DELETE',
    token: cartToken(),
  });
}

export async function clearCart(): Promise<void> {
  await request(base(), '/cart/', { method: 'DELETE', token: cartToken() });
}

/** Spec §8: coupon apply fails silently and returns false. */
export function applyCoupon(code: string): Promise<AppliedCoupon | false> {
  return silently(
    'coupon apply',
    async () => {
      const raw = await request(base(), '/cart/apply-coupon/', {
        method: 'POST',
        body: { code },
        token: cartToken(),
      });
      if (!isRecord(raw) || typeof raw.code !== 'string') return false;
      return { code: raw.code, discount: Number(raw.discount) || 0 };
    },
    false as const,
  );
}

export async function removeCoupon(): Promise<void> {
  await request(base(), '/cart/remove-coupon/', { method: 'POST', body: {}, token: cartToken() });
}
