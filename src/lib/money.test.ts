import { describe, expect, it } from 'vitest';
import { formatPrice, isWholeCents, roundToCents } from './money';

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

describe('formatPrice with huge amounts', () => {
  it('spells out amounts too large for cents instead of showing Infinity or an exponent', () => {
    expect(formatPrice(1e15)).toBe('$1,000,000,000,000,000.00');
    expect(formatPrice(1e21)).toBe('$1,000,000,000,000,000,000,000.00');
    expect(formatPrice(1e308)).not.toMatch(/Infinity|e\+/);
    expect(formatPrice(1e308).startsWith('$1')).toBe(true);
  });
});

describe('isWholeCents', () => {
  it('accepts whole cents despite binary floating point', () => {
    expect(isWholeCents(19.99)).toBe(true);
    expect(isWholeCents(0.01)).toBe(true);
    expect(isWholeCents(1_000_000)).toBe(true);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
  });

  it('refuses fractions of a cent and non-finite amounts', () => {
    expect(isWholeCents(0.001)).toBe(false);
    expect(isWholeCents(19.995)).toBe(false);
    expect(isWholeCents(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isWholeCents(Number.NaN)).toBe(false);
  });
});

describe('roundToCents', () => {
  it('rounds to cents and turns non-finite amounts into 0', () => {
    expect(roundToCents(125.982)).toBe(125.98);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundToCents(Number.POSITIVE_INFINITY)).toBe(0);
    expect(roundToCents(Number.NaN)).toBe(0);
    expect(roundToCents(1e308)).toBe(1e308);
  });
});
