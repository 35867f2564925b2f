import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  couponFeedback,
  decreasedQuantity,
  increasedQuantity,
  normalizeCouponInput,
} from './model';

describe('quantity bounds', () => {
  it('never goes below 1: decrease is ignored at 1', () => {
    expect(decreasedQuantity(1)).toBeNull();
    expect(decreasedQuantity(2)).toBe(1);
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });

  it('increases by one', () => {
    expect(increasedQuantity(1)).toBe(2);
    expect(increasedQuantity(0)).toBe(1);
  });
});

describe('coupon messages', () => {
  it('empty code', () => {
    expect(couponFeedback({ kind: 'empty' })).toEqual({
      tone: 'error',
      message: 'Please enter a coupon code',
    });
  });

  it('refused code', () => {
    expect(couponFeedback({ kind: 'invalid' })).toEqual({
      tone: 'error',
      message: 'Invalid coupon code',
    });
  });

  it('accepted code, as the backend returned it', () => {
    expect(
      couponFeedback({ kind: 'applied', coupon: { code: 'WELCOME10', discount: 0.1 } }),
    ).toEqual({ tone: 'success', message: 'Coupon "WELCOME10" applied successfully!' });
  });

  it('trims the typed code; blank counts as empty', () => {
    expect(normalizeCouponInput('  save20 ')).toBe('save20');
    expect(normalizeCouponInput('   ')).toBe('');
  });
});
