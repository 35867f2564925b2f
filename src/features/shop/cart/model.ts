// Pure cart rules (spec §5, §8, §9).
import type { AppliedCoupon, CartItem } from '../../../api/types';

export const minQuantity = 1;

export const couponMessages = {
  empty: 'Please enter a coupon code',
  invalid: 'Invalid coupon code',
  applied: (code: string) => `Coupon "${code}" applied successfully!`,
} as const;

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

/** Decrease is ignored at the minimum; returns null when nothing should change. */
export function decreasedQuantity(quantity: number): number | null {
  return quantity > minQuantity ? quantity - 1 : null;
}

export function increasedQuantity(quantity: number): number {
  return Math.max(minQuantity, quantity + 1);
}

export function canDecrease(quantity: number): boolean {
  return quantity > minQuantity;
}

export type CouponOutcome =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'applied'; coupon: AppliedCoupon };

export interface CouponFeedback {
  tone: 'error' | 'success';
  message: string;
}

/** Chooses the coupon box message for an outcome. */
export function couponFeedback(outcome: CouponOutcome): CouponFeedback {
  switch (outcome.kind) {
    case 'empty':
      return { tone: 'error', message: couponMessages.empty };
    case 'invalid':
      return { tone: 'error', message: couponMessages.invalid };
    case 'applied':
      return { tone: 'success', message: couponMessages.applied(outcome.coupon.code) };
  }
}

/** What the coupon box should do with the typed text before calling the backend. */
export function normalizeCouponInput(text: string): string {
  return text.trim();
}
