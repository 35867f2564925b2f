import { describe, expect, it } from 'vitest';
import type { Cart, Product } from '../../../api/types';
import {
  cartRecheckProblem,
  checkoutMessages,
  orderTotalProblem,
  checkoutFields,
  customerInfoFrom,
  emptyCheckoutValues,
  formatCardNumber,
  formatExpiry,
  isValidCardNumber,
  isValidCvv,
  isValidExpiry,
  paymentSucceeds,
  validateCheckout,
  validateCheckoutField,
  type CheckoutValues,
} from './model';

const valid: CheckoutValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '1 Engine St',
  city: 'London',
  postalCode: 'N1 9GU',
  country: 'UK',
  cardName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/29',
  cvv: '123',
};

describe('checkout validation', () => {
  it('a complete, valid form has no errors', () => {
    expect(validateCheckout(valid)).toEqual({});
  });

  it.each(checkoutFields)('%s is required', (field) => {
    expect(validateCheckoutField(field, '')).toBe('This field is required');
    expect(validateCheckoutField(field, '   ')).toBe('This field is required');
  });

  it('an empty form gives ten required messages', () => {
    const errors = validateCheckout(emptyCheckoutValues);
    expect(Object.keys(errors)).toHaveLength(10);
    expect(new Set(Object.values(errors))).toEqual(new Set(['This field is required']));
  });

  it('email must look like an address', () => {
    for (const bad of ['ada', 'ada@', 'ada@example', '@example.com', 'a b@c.de']) {
      expect(validateCheckoutField('email', bad)).toBe('Please enter a valid email address');
    }
    expect(validateCheckoutField('email', 'ada@example.com')).toBeNull();
  });

  it('card number: exactly 16 digits, spaces ignored', () => {
    expect(isValidCardNumber('4242424242424242')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 424')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242 42421')).toBe(false);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(false);
    expect(isValidCardNumber('abcd efgh ijkl mnop')).toBe(false);
    expect(validateCheckoutField('cardNumber', '1234')).toBe(
      'Please enter a valid 16-digit card number',
    );
  });

  it('expiry: MM/YY with month 01–12', () => {
    expect(isValidExpiry('01/30')).toBe(true);
    expect(isValidExpiry('12/25', new Date(2025, 0, 1))).toBe(true);
    expect(isValidExpiry('00/25')).toBe(false);
    expect(isValidExpiry('13/25')).toBe(false);
    expect(isValidExpiry('1/25')).toBe(false);
    expect(isValidExpiry('1225')).toBe(false);
    expect(isValidExpiry('12/2025')).toBe(false);
    expect(validateCheckoutField('expDate', '13/25')).toBe(
      'Please enter a valid expiry date (MM/YY)',
    );
  });

  it('CVV: 3 or 4 digits', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
    expect(isValidCvv('12345')).toBe(false);
    expect(validateCheckoutField('cvv', '12')).toBe('Please enter a valid CVV (3 or 4 digits)');
  });

  it('other fields only need text', () => {
    for (const field of ['name', 'address', 'city', 'postalCode', 'country', 'cardName'] as const) {
      expect(validateCheckoutField(field, 'x')).toBeNull();
    }
  });
});

describe('input formatting', () => {
  it('groups card digits in fours (19 characters at most)', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242424242424242999')).toHaveLength(19);
    expect(formatCardNumber('42a4')).toBe('424');
  });

  it('inserts the expiry slash', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/2')).toBe('12/2');
  });
});

describe('order data', () => {
  it('joins the address as one line', () => {
    expect(customerInfoFrom(valid)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: '1 Engine St, London, N1 9GU, UK',
    });
  });
});

describe('payment', () => {
  it('succeeds below 0.9', () => {
    expect(paymentSucceeds(0)).toBe(true);
    expect(paymentSucceeds(0.899)).toBe(true);
    expect(paymentSucceeds(0.9)).toBe(false);
    expect(paymentSucceeds(0.99)).toBe(false);
  });
});

describe('cart re-check at Place Order', () => {
  const product = (id: string, price: number): Product => ({
    id,
    name: id,
    description: '',
    price,
    originalPrice: price,
    imageUrl: '',
    category: 'drones',
    trackingId: null,
  });
  const shown: Cart = {
    items: [
      { id: 'i1', product: product('p1', 10), quantity: 2 },
      { id: 'i2', product: product('p2', 5), quantity: 1 },
    ],
    coupon: { code: 'SAVE10', discount: 0.1 },
  };

  it('accepts the same cart, whatever the line order', () => {
    expect(cartRecheckProblem(shown, { ...shown, items: [...shown.items].reverse() })).toBeNull();
  });

  it('refuses a cart that is gone (the order was placed elsewhere)', () => {
    expect(cartRecheckProblem(shown, { items: [], coupon: null })).toBe('gone');
  });

  it('refuses a cart whose lines, prices or coupon changed', () => {
    const [first, second] = shown.items;
    expect(
      cartRecheckProblem(shown, { ...shown, items: [{ ...first, quantity: 3 }, second] }),
    ).toBe('changed');
    expect(
      cartRecheckProblem(shown, {
        ...shown,
        items: [{ ...first, product: product('p1', 12) }, second],
      }),
    ).toBe('changed');
    expect(cartRecheckProblem(shown, { ...shown, items: [first] })).toBe('changed');
    expect(cartRecheckProblem(shown, { ...shown, coupon: null })).toBe('changed');
  });
});

describe('orderTotalProblem', () => {
  it('lets a total up to $1,000,000 through and refuses more before the payment', () => {
    expect(orderTotalProblem(1_000_000)).toBeNull();
    expect(orderTotalProblem(1_999_998)).toBe(
      'An order can total at most $1,000,000.00. Please lower a quantity in your cart.',
    );
    expect(orderTotalProblem(Number.POSITIVE_INFINITY)).toBe(checkoutMessages.tooLarge);
  });
});
