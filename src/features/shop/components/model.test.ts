import { describe, expect, it } from 'vitest';
import { categoryLabel, discountPercent, hasDiscount } from './model';

describe('discount percent', () => {
  it('is the rounded share of the original price', () => {
    expect(discountPercent(299, 349)).toBe(14); // 14.33
    expect(discountPercent(449, 499)).toBe(10); // 10.02
    expect(discountPercent(59.99, 69.99)).toBe(14); // 14.29
    expect(discountPercent(50, 100)).toBe(50);
    expect(discountPercent(0.5, 1)).toBe(50);
    expect(discountPercent(2, 3)).toBe(33);
    expect(discountPercent(1, 3)).toBe(67);
  });

  it('is shown only when the original exceeds the price', () => {
    expect(hasDiscount(899, 899)).toBe(false);
    expect(discountPercent(899, 899)).toBe(0);
    expect(hasDiscount(100, 90)).toBe(false);
    expect(discountPercent(100, 90)).toBe(0);
    expect(hasDiscount(90, 100)).toBe(true);
    expect(discountPercent(Number.NaN, 100)).toBe(0);
  });

  it('labels categories', () => {
    expect(categoryLabel('courses')).toBe('Course');
    expect(categoryLabel('drones')).toBe('Drone Product');
  });
});
