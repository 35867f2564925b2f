// Cart service. Identity: the signed-in customer's token, else the guest token. Every call
// throws ApiError on failure; the hooks decide what the user sees.
import { env } from '../../config/env';
import { cartToken, customerSession } from '../../data/session';
import { ApiError, request, type RequestOptions } from '../http';
import type { AppliedCoupon, Cart, CartItem } from '../types';
import { WireError, cartFromWire, cartItemFromWire, isRecord } from '../wire';

const base = () => env.cartApi;
const itemPath = (itemId: string) => `/cart/item/${encodeURIComponent(itemId)}/`;

/**
 * A cart call with the current cart token. A 401 for the signed-in customer's token means that
 * session ended (signed out elsewhere, or expired): it ends here too, marked as expired, so the
 * customer is asked to sign in again (the shop's layout) and the cart falls back to the guest cart
 * (useCart reloads when the session changes).
 */
async function cartRequest(path: string, options: Omit<RequestOptions, 'token'> = {}) {
  const token = await cartToken();
  try {
    return await request(base(), path, { ...options, token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) customerSession.expire(token);
    throw error;
  }
}

export async function getCart(): Promise<Cart> {
  return cartFromWire(await cartRequest('/cart/'));
}

export async function addToCart(productId: string, quantity = 1): Promise<CartItem> {
  return cartItemFromWire(
    await cartRequest('/cart/', {
      method: 'POST',
      body: { product_id: productId, quantity },
    }),
  );
}

export async function updateCartItem(itemId: string, quantity: number): Promise<CartItem> {
  return cartItemFromWire(
    await cartRequest(itemPath(itemId), {
      method: 'PATCH',
      body: { quantity },
    }),
  );
}

export async function removeCartItem(itemId: string): Promise<void> {
  await cartRequest(itemPath(itemId), { method: 'DELETE' });
}

export async function clearCart(): Promise<void> {
  await cartRequest('/cart/', { method: 'DELETE' });
}

/** ApiError 400 'Invalid coupon code' when the backend refuses the code. */
export async function applyCoupon(code: string): Promise<AppliedCoupon> {
  const raw = await cartRequest('/cart/apply-coupon/', {
    method: 'POST',
    body: { code },
  });
  if (!isRecord(raw) || typeof raw.code !== 'string') throw new WireError('expected a coupon');
  return { code: raw.code, discount: Number(raw.discount) || 0 };
}

export async function removeCoupon(): Promise<void> {
  await cartRequest('/cart/remove-coupon/', { method: 'POST', body: {} });
}
