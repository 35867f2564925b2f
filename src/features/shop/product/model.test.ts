import { describe, expect, it } from 'vitest';
import {
  averageRating,
  clampQuantity,
  decreaseQuantity,
  galleryViews,
  increaseQuantity,
  stepIndex,
} from './model';

describe('quantity', () => {
  it('never goes below 1', () => {
    expect(decreaseQuantity(1)).toBe(1);
    expect(decreaseQuantity(2)).toBe(1);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('abc')).toBe(1);
  });

  it('steps up in whole numbers with a sane ceiling', () => {
    expect(increaseQuantity(1)).toBe(2);
    expect(clampQuantity('4')).toBe(4);
    expect(clampQuantity(2.9)).toBe(2);
    expect(increaseQuantity(99)).toBe(99);
  });
});

describe('gallery', () => {
  it('has the image plus variants and wraps both ways', () => {
    expect(galleryViews.length).toBeGreaterThanOrEqual(3);
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('reviews', () => {
  it('averages to one decimal', () => {
    expect(averageRating([5, 4, 5])).toBe(4.7);
    expect(averageRating([])).toBe(0);
  });
});
