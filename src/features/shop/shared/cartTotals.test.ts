import { describe, expect, it } from 'vitest';
import type { Product } from '../../../api/types';
import { cartItemCount, cartSubtotal, cartTotals, discountRate, percentLabel } from './cartTotals';

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
    expect(totals.total).toBeCloseTo(125.982, 10);
    expect(totals.discountAmount).toBeCloseTo(13.998, 10);
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

  it('shows the discount as a percent', () => {
    expect(percentLabel(0.1)).toBe('10%');
    expect(percentLabel(0.2)).toBe('20%');
    expect(percentLabel(0.125)).toBe('13%');
  });

  it('counts items by quantity', () => {
    expect(cartItemCount(items)).toBe(3);
  });
});
