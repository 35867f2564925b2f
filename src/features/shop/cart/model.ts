// Pure cart rules (spec §5, §8): quantities and the coupon box. Totals: shared/cartTotals.
import type { AppliedCoupon } from '../../../api/types';

export const minQuantity = 1;

export const couponMessages = {
  empty: 'Please enter a coupon code',
  invalid: 'Invalid coupon code',
  applied: (code: string) => `Coupon "${code}" applied successfully!`,
} as const;

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
