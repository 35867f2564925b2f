import { describe, expect, it } from 'vitest';
import { priceLimitError } from './priceLimits';

describe('priceLimitError', () => {
  it('accepts whole cents up to $1,000,000.00', () => {
    for (const value of [0.01, 19.99, '59.99', 1_000_000, '1000000']) {
      expect(priceLimitError(value, 'price')).toBeNull();
    }
  });

  it('refuses more than $1,000,000.00, however it is written', () => {
    for (const value of [1_000_000.01, 1e308, '2000000', '1'.padEnd(400, '0')]) {
      expect(priceLimitError(value, 'price')).toBe('Price must be at most $1,000,000.00');
    }
    expect(priceLimitError(5e6, 'originalPrice')).toBe(
      'Original price must be at most $1,000,000.00',
    );
  });

  it('refuses fractions of a cent', () => {
    expect(priceLimitError(0.001, 'price')).toBe('Price can have at most 2 decimals');
    expect(priceLimitError('10.505', 'originalPrice')).toBe(
      'Original price can have at most 2 decimals',
    );
  });

  it('refuses less than a cent that float noise makes look whole (1e-300, 0.000000001)', () => {
    for (const value of [1e-300, 0.000000001, '1e-300']) {
      expect(priceLimitError(value, 'price')).toBe('Price must be at least $0.01');
    }
  });

  it('leaves unreadable values to the other rules', () => {
    expect(priceLimitError('', 'price')).toBeNull();
    expect(priceLimitError('abc', 'price')).toBeNull();
  });
});
