import { describe, expect, it } from 'vitest';
import type { Product } from '../../../api/types';
import {
  cartItemCount,
  cartSubtotal,
  cartTotals,
  discountRate,
  lineTotal,
  percentLabel,
} from './cartTotals';

function product(price: number): Product {
  return {
    id: `p-${price}`,
    name: `Product ${price}`,
    description: '',
    price,
    originalPrice: price,
    imageUrl: '',
    category: 'drones',
    trackingId: null,
  };
}

const items = [
  { product: product(19.99), quantity: 2 },
  { product: product(100), quantity: 1 },
];

describe('cart totals', () => {
  it('subtotal is Σ price × quantity', () => {
    expect(cartSubtotal(items)).toBeCloseTo(139.98, 10);
    expect(cartSubtotal([])).toBe(0);
  });

  it('total = subtotal × (1 − discount)', () => {
    const totals = cartTotals(items, { code: 'WELCOME10', discount: 0.1 });
    expect(totals.subtotal).toBeCloseTo(139.98, 10);
    expect(totals.total).toBe(125.98);
    expect(totals.discountAmount).toBe(14);
    expect(totals.discountRate).toBe(0.1);
  });

  it('no coupon means no discount', () => {
    const totals = cartTotals(items, null);
    expect(totals.total).toBe(totals.subtotal);
    expect(totals.discountAmount).toBe(0);
  });

  it('clamps odd discounts to 0–1', () => {
    expect(discountRate({ code: 'X', discount: 1.5 })).toBe(1);
    expect(discountRate({ code: 'X', discount: -0.2 })).toBe(0);
    expect(discountRate({ code: 'X', discount: Number.NaN })).toBe(0);
    expect(cartTotals(items, { code: 'ALL', discount: 1 }).total).toBe(0);
  });

  it('never gives a non-finite total, whatever the prices and quantities', () => {
    const absurd = [
      { product: product(1e308), quantity: 2 },
      { product: product(Number.POSITIVE_INFINITY), quantity: 1 },
      { product: product(Number.NaN), quantity: 1 },
      { product: product(10), quantity: Number.POSITIVE_INFINITY },
    ];
    const totals = cartTotals(absurd, { code: 'WELCOME10', discount: 0.1 });
    for (const amount of [totals.subtotal, totals.total, totals.discountAmount]) {
      expect(Number.isFinite(amount)).toBe(true);
    }
    // Held to the backend's limits (price ≤ 1,000,000, quantity ≤ 999); unreadable counts 0.
    expect(lineTotal(absurd[0])).toBe(2_000_000);
    expect(lineTotal(absurd[1])).toBe(0);
    expect(lineTotal(absurd[2])).toBe(0);
    expect(lineTotal({ product: product(10), quantity: 5000 })).toBe(9990);
    expect(totals.total).toBeGreaterThan(0);
  });

  it('keeps totals in whole cents', () => {
    const cents = [
      { product: product(0.1), quantity: 1 },
      { product: product(0.2), quantity: 1 },
    ];
    expect(cartSubtotal(cents)).toBe(0.3);
    const totals = cartTotals([{ product: product(19.99), quantity: 3 }], {
      code: 'X',
      discount: 0.15,
    });
    expect(totals.total).toBe(50.97);
    expect(totals.discountAmount).toBe(9);
    expect(totals.subtotal - totals.discountAmount).toBeCloseTo(totals.total, 10);
  });

  it('shows the discount as a percent', () => {
    expect(percentLabel(0.1)).toBe('10%');
    expect(percentLabel(0.2)).toBe('20%');
    expect(percentLabel(0.125)).toBe('13%');
  });

  it('counts items by quantity', () => {
    expect(cartItemCount(items)).toBe(3);
  });
});
