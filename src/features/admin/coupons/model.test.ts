import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http';
import { WireError } from '../../../api/wire';
import {
  couponSaveErrorMessage,
  couponStatus,
  couponToForm,
  emptyCouponForm,
  formatExpiry,
  formatPercent,
  formToCouponInput,
  fractionToPercent,
  isExpired,
  percentToFraction,
  validateCouponForm,
} from './model';

describe('coupon validation', () => {
  it('requires a code', () => {
    expect(validateCouponForm({ ...emptyCouponForm, code: '  ' }).code).toBe(
      'Coupon code is required',
    );
  });
  it('accepts 1% to 100%', () => {
    const message = 'Discount must be between 1% and 100%';
    expect(validateCouponForm({ ...emptyCouponForm, code: 'A', discount: 0 }).discount).toBe(
      message,
    );
    expect(validateCouponForm({ ...emptyCouponForm, code: 'A', discount: 0.5 }).discount).toBe(
      message,
    );
    expect(validateCouponForm({ ...emptyCouponForm, code: 'A', discount: 101 }).discount).toBe(
      message,
    );
    expect(validateCouponForm({ ...emptyCouponForm, code: 'A', discount: 'x' }).discount).toBe(
      message,
    );
    expect(validateCouponForm({ ...emptyCouponForm, code: 'A', discount: 1 })).toEqual({});
    expect(validateCouponForm({ ...emptyCouponForm, code: 'A', discount: 100 })).toEqual({});
  });
  it('defaults to 10%, active, no expiry', () => {
    expect(emptyCouponForm).toEqual({ code: '', discount: 10, isActive: true, expiresAt: '' });
  });
});

describe('percent and fraction', () => {
  it('converts both ways', () => {
    expect(percentToFraction(10)).toBe(0.1);
    expect(percentToFraction(30)).toBe(0.3);
    expect(percentToFraction(12.5)).toBe(0.125);
    expect(fractionToPercent(0.2)).toBe(20);
    expect(fractionToPercent(0.07)).toBe(7);
    expect(formatPercent(0.1)).toBe('10%');
  });
  it('maps form values to the API input and back', () => {
    const input = formToCouponInput({
      code: ' spring30 ',
      discount: '30',
      isActive: false,
      expiresAt: '2030-05-01',
    });
    expect(input).toEqual({
      code: 'SPRING30',
      discount: 0.3,
      isActive: false,
      expiresAt: '2030-05-01T23:59:59.999Z',
    });
    expect(couponToForm({ id: 'c1', ...input })).toEqual({
      code: 'SPRING30',
      discount: 30,
      isActive: false,
      expiresAt: '2030-05-01',
    });
    expect(formToCouponInput(emptyCouponForm).expiresAt).toBeNull();
  });
});

describe('expiry', () => {
  it('shows Never without a date', () => {
    expect(formatExpiry(null)).toBe('Never');
    expect(formatExpiry('2030-12-31T00:00:00.000Z')).toBe('Dec 31, 2030');
  });
  it('knows when a coupon has expired', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(isExpired({ expiresAt: '2024-12-31T00:00:00Z' }, now)).toBe(true);
    expect(isExpired({ expiresAt: null }, now)).toBe(false);
  });
});

describe('save errors', () => {
  it('names a taken code', () => {
    expect(couponSaveErrorMessage(new ApiError(409, 'Coupon code already exists'))).toBe(
      'A coupon with this code already exists',
    );
  });
  it("passes the service's own message on", () => {
    expect(couponSaveErrorMessage(new ApiError(400, 'Discount out of range'))).toBe(
      'Discount out of range',
    );
  });
  it('reads no answer or a malformed one as an unreachable service', () => {
    const unreachable = 'Could not reach the coupon service. Please try again.';
    expect(couponSaveErrorMessage(new ApiError(0, 'Network error'))).toBe(unreachable);
    expect(couponSaveErrorMessage(new WireError('expected a coupon'))).toBe(unreachable);
    expect(couponSaveErrorMessage(new TypeError('boom'))).toBe(unreachable);
  });
});

describe('status', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('shows exactly one of Active, Inactive or Expired', () => {
    expect(couponStatus({ isActive: true, expiresAt: null }, now)).toBe('Active');
    expect(couponStatus({ isActive: true, expiresAt: '2030-12-31T23:59:59Z' }, now)).toBe('Active');
    expect(couponStatus({ isActive: false, expiresAt: null }, now)).toBe('Inactive');
    // EXPIRED25: switched on, but its date has passed.
    expect(couponStatus({ isActive: true, expiresAt: '2024-01-01T00:00:00Z' }, now)).toBe(
      'Expired',
    );
    expect(couponStatus({ isActive: false, expiresAt: '2024-01-01T00:00:00Z' }, now)).toBe(
      'Expired',
    );
  });
});
