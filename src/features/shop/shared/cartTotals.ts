// Cart totals (spec §5, §9), shared by the cart, the checkout and their order summary. Pure.
import type { AppliedCoupon, CartItem } from '../../../api/types';
import { MAX_PRICE, roundToCents } from '../../../lib/money';

/** The backend's cap on one line's quantity. */
export const MAX_LINE_QUANTITY = 999;

export interface CartTotals {
  subtotal: number;
  /** Fraction 0–1 of the subtotal. */
  discountRate: number;
  discountAmount: number;
  total: number;
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

/**
 * price × quantity, with both held to what the backend accepts (price 0–1,000,000, quantity
 * 0–999 whole): a product stored before those limits, or an odd answer, cannot make a total
 * non-finite (1e308 × 2 is Infinity, shown as $0.00 and stored in the order).
 */
export function lineTotal(item: Pick<CartItem, 'product' | 'quantity'>): number {
  const price = clamp(item.product.price, 0, MAX_PRICE);
  const quantity = Math.floor(clamp(item.quantity, 0, MAX_LINE_QUANTITY));
  return roundToCents(price * quantity);
}

/** Σ price × quantity, in cents. */
export function cartSubtotal(items: readonly Pick<CartItem, 'product' | 'quantity'>[]): number {
  return roundToCents(items.reduce((sum, item) => sum + lineTotal(item), 0));
}

/** Clamps a coupon fraction to 0–1 (anything else counts as no discount). */
export function discountRate(coupon: AppliedCoupon | null | undefined): number {
  const rate = coupon?.discount ?? 0;
  if (!Number.isFinite(rate) || rate <= 0) return 0;
  return Math.min(rate, 1);
}

/** total = subtotal × (1 − discount), rounded to cents; discount amount = subtotal − total. */
export function cartTotals(
  items: readonly Pick<CartItem, 'product' | 'quantity'>[],
  coupon: AppliedCoupon | null | undefined,
): CartTotals {
  const subtotal = cartSubtotal(items);
  const rate = discountRate(coupon);
  const total = roundToCents(subtotal * (1 - rate));
  return {
    subtotal,
    discountRate: rate,
    discountAmount: roundToCents(subtotal - total),
    total,
  };
}

/** 0.1 → '10%'. */
export function percentLabel(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

export function cartItemCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
