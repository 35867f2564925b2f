// Cart service. Identity: `token`, the signed-in customer's token, else the guest cart's token
// (src/data/session.ts `withCartToken` picks it and ends a refused customer session). Every call
// throws ApiError on failure; the hooks decide what the user sees.
import { env } from '../../config/env';
import { request, type RequestOptions } from '../http';
import type { AppliedCoupon, Cart, CartItem } from '../types';
import { WireError, cartFromWire, cartItemFromWire, isRecord } from '../wire';

const base = () => env.cartApi;
const itemPath = (itemId: string) => `/cart/item/${encodeURIComponent(itemId)}/`;

const cartRequest = (token: string, path: string, options: Omit<RequestOptions, 'token'> = {}) =>
  request(base(), path, { ...options, token });

export async function getCart(token: string): Promise<Cart> {
  return cartFromWire(await cartRequest(token, '/cart/'));
}

export async function addToCart(token: string, productId: string, quantity = 1): Promise<CartItem> {
  return cartItemFromWire(
    await cartRequest(token, '/cart/', {
      method: 'POST',
      body: { product_id: productId, quantity },
    }),
  );
}

export async function updateCartItem(
  token: string,
  itemId: string,
  quantity: number,
): Promise<CartItem> {
  return cartItemFromWire(
    await cartRequest(token, itemPath(itemId), {
      method: 'PATCH',
      body: { quantity },
    }),
  );
}

export async function removeCartItem(token: string, itemId: string): Promise<void> {
  await cartRequest(token, itemPath(itemId), { method: 'DELETE' });
}

export async function clearCart(token: string): Promise<void> {
  await cartRequest(token, '/cart/', { method: 'DELETE' });
}

/** ApiError 400 'Invalid coupon code' when the backend refuses the code. */
export async function applyCoupon(token: string, code: string): Promise<AppliedCoupon> {
  const raw = await cartRequest(token, '/cart/apply-coupon/', {
    method: 'POST',
    body: { code },
  });
  if (!isRecord(raw) || typeof raw.code !== 'string') throw new WireError('expected a coupon');
  return { code: raw.code, discount: Number(raw.discount) || 0 };
}

export async function removeCoupon(token: string): Promise<void> {
  await cartRequest(token, '/cart/remove-coupon/', { method: 'POST', body: {} });
}
