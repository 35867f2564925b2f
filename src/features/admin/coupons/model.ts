// Coupon form rules (spec §5). The form edits a percent; the API keeps a fraction.
import { ApiError } from '../../../api/http';
import type { Coupon, CouponInput } from '../../../api/types';
import { WireError } from '../../../api/wire';

export const couponMessages = {
  code: 'Coupon code is required',
  discount: 'Discount must be between 1% and 100%',
  saveFailed: 'Could not save the coupon. Please try again.',
  deleteFailed: 'Could not delete the coupon. Please try again.',
  duplicate: 'A coupon with this code already exists',
  unreachable: 'Could not reach the coupon service. Please try again.',
} as const;

/**
 * Why a save failed, for the code field and the notification: a taken code, the service's
 * own message, or (no answer, or an answer not of the contract's shape) an unreachable service.
 */
export function couponSaveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return couponMessages.duplicate;
  if (error instanceof ApiError && error.status > 0 && !(error instanceof WireError)) {
    return error.message;
  }
  return couponMessages.unreachable;
}

export interface CouponFormValues {
  code: string;
  /** Percent, 1–100. */
  discount: number | string;
  isActive: boolean;
  /** `YYYY-MM-DD`, or '' for never. */
  expiresAt: string;
}

/** Spec defaults: 10%, active, no expiry. */
export const emptyCouponForm: CouponFormValues = {
  code: '',
  discount: 10,
  isActive: true,
  expiresAt: '',
};

export function toPercentNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) ? number : 0;
}

/** 10 → 0.1 (kept to two decimals of a percent). */
export function percentToFraction(percent: number): number {
  return Math.round(percent * 100) / 10000;
}

/** 0.1 → 10. */
export function fractionToPercent(fraction: number): number {
  return Math.round(fraction * 10000) / 100;
}

export function formatPercent(fraction: number): string {
  return `${fractionToPercent(fraction)}%`;
}

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

export function validateCouponForm(values: CouponFormValues): CouponFormErrors {
  const errors: CouponFormErrors = {};
  if (!values.code.trim()) errors.code = couponMessages.code;
  const percent = toPercentNumber(values.discount);
  if (!(percent >= 1 && percent <= 100)) errors.discount = couponMessages.discount;
  if (values.expiresAt && !/^\d{4}-\d{2}-\d{2}$/.test(values.expiresAt)) {
    errors.expiresAt = 'Enter a valid date';
  }
  return errors;
}

export function couponFieldRule(field: keyof CouponFormValues) {
  return (_value: unknown, values: CouponFormValues) => validateCouponForm(values)[field] ?? null;
}

/** A date-only expiry lasts until the end of that day (UTC). */
export function dateInputToIso(date: string): string | null {
  return date ? `${date}T23:59:59.999Z` : null;
}

export function isoToDateInput(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : '';
}

export function formToCouponInput(values: CouponFormValues): CouponInput {
  return {
    code: values.code.trim().toUpperCase(),
    discount: percentToFraction(toPercentNumber(values.discount)),
    isActive: values.isActive,
    expiresAt: dateInputToIso(values.expiresAt),
  };
}

export function couponToForm(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    discount: fractionToPercent(coupon.discount),
    isActive: coupon.isActive,
    expiresAt: isoToDateInput(coupon.expiresAt),
  };
}

export function isExpired(coupon: Pick<Coupon, 'expiresAt'>, now: Date = new Date()): boolean {
  if (!coupon.expiresAt) return false;
  const time = Date.parse(coupon.expiresAt);
  return Number.isFinite(time) && time < now.getTime();
}

export type CouponStatus = 'Active' | 'Inactive' | 'Expired';

/**
 * The one status the list shows. Expired wins over the switch: switching an expired coupon on
 * would not make it usable, and "Active" beside a past date read as a contradiction.
 */
export function couponStatus(
  coupon: Pick<Coupon, 'isActive' | 'expiresAt'>,
  now: Date = new Date(),
): CouponStatus {
  if (isExpired(coupon, now)) return 'Expired';
  return coupon.isActive ? 'Active' : 'Inactive';
}

export const couponStatusColors: Record<CouponStatus, string> = {
  Active: 'green',
  Inactive: 'gray',
  Expired: 'red',
};

/** One notification slot per coupon form and for deletes: a newer outcome replaces the older. */
export const couponNotificationIds = { form: 'admin-coupon-form', remove: 'admin-coupon-delete' };

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Expiry for display: a date, or 'Never'. */
export function formatExpiry(iso: string | null): string {
  if (!iso) return 'Never';
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateFormat.format(time) : 'Never';
}
