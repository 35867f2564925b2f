// Cart service. Identity: the signed-in customer's token, else the guest token. Every call
// throws ApiError on failure; the hooks decide what the user sees.
import { env } from '../../config/env';
import { cartToken } from '../../data/session';
import { request } from '../http';
import type { AppliedCoupon, Cart, CartItem } from '../types';
import { WireError, cartFromWire, cartItemFromWire, isRecord } from '../wire';

const base = () => env.cartApi;
const itemPath = (itemId: string) => `/cart/item/${encodeURIComponent(itemId)}/`;

export async function getCart(): Promise<Cart> {
  return cartFromWire(await request(base(), '/cart/', { token: cartToken() }));
}

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
    await request(base(), itemPath(itemId), {
      method: 'PATCH',
      body: { quantity },
      token: cartToken(),
    }),
  );
}

export async function removeCartItem(itemId: string): Promise<void> {
  await request(base(), itemPath(itemId), { method: 'DELETE', token: cartToken() });
}

export async function clearCart(): Promise<void> {
  await request(base(), '/cart/', { method: 'DELETE', token: cartToken() });
}

/** ApiError 400 'Invalid coupon code' when the backend refuses the code. */
export async function applyCoupon(code: string): Promise<AppliedCoupon> {
  const raw = await request(base(), '/cart/apply-coupon/', {
    method: 'POST',
    body: { code },
    token: cartToken(),
  });
  if (!isRecord(raw) || typeof raw.code !== 'string') throw new WireError('expected a coupon');
  return { code: raw.code, discount: Number(raw.discount) || 0 };
}

export async function removeCoupon(): Promise<void> {
  await request(base(), '/cart/remove-coupon/', { method: 'POST', body: {}, token: cartToken() });
}
