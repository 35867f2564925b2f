// A card whose expiry date has passed is refused with the spec's expiry message (issue 16/20).
import { describe, expect, it } from 'vitest';
import { checkoutMessages, isValidExpiry, validateCheckoutField } from './model';

const november2026 = new Date(2026, 10, 24);

describe('card expiry in the past', () => {
  it('refuses a month that has ended', () => {
    expect(isValidExpiry('10/26', november2026)).toBe(false);
    expect(isValidExpiry('12/25', november2026)).toBe(false);
    expect(isValidExpiry('01/20', november2026)).toBe(false);
  });

  it('accepts the current month (valid through its last day) and later ones', () => {
    expect(isValidExpiry('11/26', november2026)).toBe(true);
    expect(isValidExpiry('12/26', november2026)).toBe(true);
    expect(isValidExpiry('01/27', november2026)).toBe(true);
  });

  it('uses the spec message for an expired card', () => {
    expect(validateCheckoutField('expDate', '01/20')).toBe(checkoutMessages.expDate);
    expect(checkoutMessages.expDate).toBe('Please enter a valid expiry date (MM/YY)');
  });
});
