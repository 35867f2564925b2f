import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('shows a dollar sign, thousands separators and two decimals', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(59.99)).toBe('$59.99');
    expect(formatPrice(1_000_000)).toBe('$1,000,000.00');
  });

  it('rounds to cents', () => {
    expect(formatPrice(19.999)).toBe('$20.00');
    expect(formatPrice(0.005)).toBe('$0.01');
  });

  it('handles negatives and non-finite values', () => {
    expect(formatPrice(-5)).toBe('-$5.00');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});
