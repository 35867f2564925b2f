// Checkout rules (spec §5, §8, §9): field names, exact messages, validators.
import type { AppliedCoupon, Cart, CartItem } from '../../../api/types';
import type { CustomerInfo, OrderItem } from '../../../data/recordTypes';
import { formatPrice, MAX_PRICE } from '../../../lib/money';

export const checkoutFields = [
  'name',
  'email',
  'address',
  'city',
  'postalCode',
  'country',
  'cardName',
  'cardNumber',
  'expDate',
  'cvv',
] as const;

export type CheckoutField = (typeof checkoutFields)[number];
export type CheckoutValues = Record<CheckoutField, string>;

export const emptyCheckoutValues: CheckoutValues = {
  name: '',
  email: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  cardName: '',
  cardNumber: '',
  expDate: '',
  cvv: '',
};

export const checkoutMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  cardNumber: 'Please enter a valid 16-digit card number',
  expDate: 'Please enter a valid expiry date (MM/YY)',
  cvv: 'Please enter a valid CVV (3 or 4 digits)',
  paymentFailed: 'Payment failed. Please try again or use a different payment method.',
  unexpected: 'An unexpected error occurred. Please try again.',
  processing: 'Processing Payment...',
  cartGone:
    'Your cart is empty: this order has already been placed (perhaps in another tab). Nothing was charged again.',
  cartChanged:
    'Your cart changed while you were checking out. Please check the updated order summary and place the order again.',
  placedElsewhere: 'Your order was placed in another tab.',
  tooLarge: `An order can total at most ${formatPrice(MAX_PRICE)}. Please lower a quantity in your cart.`,
} as const;

/** Checkout's one rule a real cart can break (orderRules.ts): asked before the payment. */
export function orderTotalProblem(total: number): string | null {
  return Number.isFinite(total) && total <= MAX_PRICE ? null : checkoutMessages.tooLarge;
}

export const maxLengths = { cardNumber: 19, expDate: 5, cvv: 4 } as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Spaces are ignored; exactly 16 digits remain. */
export function isValidCardNumber(value: string): boolean {
  return /^\d{16}$/.test(value.replace(/\s+/g, ''));
}

/**
 * MM/YY with month 01–12, not in the past: a card is valid through the last day of its expiry
 * month, so the current month still passes.
 */
export function isValidExpiry(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(match[2]);
  const currentYear = now.getFullYear();
  return year > currentYear || (year === currentYear && month >= now.getMonth() + 1);
}

export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

/** The message for one field, or null when it is valid. */
export function validateCheckoutField(field: CheckoutField, value: string): string | null {
  if (!value.trim()) return checkoutMessages.required;
  switch (field) {
    case 'email':
      return isValidEmail(value) ? null : checkoutMessages.email;
    case 'cardNumber':
      return isValidCardNumber(value) ? null : checkoutMessages.cardNumber;
    case 'expDate':
      return isValidExpiry(value) ? null : checkoutMessages.expDate;
    case 'cvv':
      return isValidCvv(value) ? null : checkoutMessages.cvv;
    default:
      return null;
  }
}

export function validateCheckout(values: CheckoutValues): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const field of checkoutFields) {
    const message = validateCheckoutField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Groups card digits in fours as typed ('4242424242424242' → '4242 4242 4242 4242'). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Inserts the slash after the month as typed ('1227' → '12/27'). */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** 'address, city, postalCode, country' (spec §3: one address string). */
export function customerInfoFrom(values: CheckoutValues): CustomerInfo {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    address: [values.address, values.city, values.postalCode, values.country]
      .map((part) => part.trim())
      .join(', '),
  };
}

export function orderItemsFrom(items: readonly CartItem[]): OrderItem[] {
  return items.map((item) => ({
    productId: item.product.id,
    name: item.product.name,
    price: item.product.price,
    quantity: item.quantity,
    imageUrl: item.product.imageUrl,
    category: item.product.category,
  }));
}

export function couponCodeOf(coupon: AppliedCoupon | null | undefined): string | null {
  return coupon?.code ?? null;
}

/** Fields kept across a reload; never the card number or CVV. */
export const persistedFields = [
  'name',
  'email',
  'address',
  'city',
  'postalCode',
  'country',
  'cardName',
  'expDate',
] as const satisfies readonly CheckoutField[];

export const paymentSuccessChance = 0.9;

/** Success when the dice roll is below 90%. */
export function paymentSucceeds(roll: number): boolean {
  return roll < paymentSuccessChance;
}

/**
 * What the order summary showed, as one comparable string: each line's product, quantity and
 * price, and the coupon. Checkout places the order only if the cart still reads the same.
 */
export function cartSignature(cart: Pick<Cart, 'items' | 'coupon'>): string {
  const lines = cart.items
    .map((item) => `${item.product.id}×${item.quantity}@${item.product.price}`)
    .sort();
  const coupon = cart.coupon ? `${cart.coupon.code}:${cart.coupon.discount}` : '';
  return JSON.stringify([lines, coupon]);
}

/** Why the cart just re-read from the backend cannot be ordered, or null when it can. */
export function cartRecheckProblem(
  shown: Pick<Cart, 'items' | 'coupon'>,
  current: Pick<Cart, 'items' | 'coupon'>,
): 'gone' | 'changed' | null {
  if (current.items.length === 0) return 'gone';
  return cartSignature(current) === cartSignature(shown) ? null : 'changed';
}
