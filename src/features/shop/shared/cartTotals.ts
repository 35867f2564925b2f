// Cart totals (spec §5, §9), shared by the cart, the checkout and their order summary. Pure.
import type { AppliedCoupon, CartItem } from '../../../api/types';

export interface CartTotals {
  subtotal: number;
  /** Fraction 0–1 of the subtotal. */
  discountRate: number;
  discountAmount: number;
  total: number;
}

/** Σ price × quantity. */
export function cartSubtotal(items: readonly Pick<CartItem, 'product' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.product.price * item.quantity, 0);
}

/** Clamps a coupon fraction to 0–1 (anything else counts as no discount). */
export function discountRate(coupon: AppliedCoupon | null | undefined): number {
  const rate = coupon?.discount ?? 0;
  if (!Number.isFinite(rate) || rate <= 0) return 0;
  return Math.min(rate, 1);
}

/** total = subtotal × (1 − discount). */
export function cartTotals(
  items: readonly Pick<CartItem, 'product' | 'quantity'>[],
  coupon: AppliedCoupon | null | undefined,
): CartTotals {
  const subtotal = cartSubtotal(items);
  const rate = discountRate(coupon);
  const total = subtotal * (1 - rate);
  return { subtotal, discountRate: rate, discountAmount: subtotal - total, total };
}

/** 0.1 → '10%'. */
export function percentLabel(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

export function cartItemCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
