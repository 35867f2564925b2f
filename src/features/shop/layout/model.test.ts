import { describe, expect, it } from 'vitest';
import { activeShopNav, countLabel, headerSearchTarget } from './model';

describe('header search', () => {
  it('trims the text and goes to the product list', () => {
    expect(headerSearchTarget('  drone  ')).toBe('/shop/products?search=drone');
    expect(headerSearchTarget('fpv kit')).toBe('/shop/products?search=fpv%20kit');
  });

  it('ignores blank text', () => {
    expect(headerSearchTarget('')).toBeNull();
    expect(headerSearchTarget('   ')).toBeNull();
    expect(headerSearchTarget('\t\n')).toBeNull();
  });
});

describe('current nav link', () => {
  it('highlights by path and category', () => {
    expect(activeShopNav('/shop', '')).toBe('home');
    expect(activeShopNav('/shop/', '')).toBe('home');
    expect(activeShopNav('/shop/products', '')).toBe('all');
    expect(activeShopNav('/shop/products', '?category=all')).toBe('all');
    expect(activeShopNav('/shop/products', '?category=courses')).toBe('courses');
    expect(activeShopNav('/shop/products', '?search=x&category=drones')).toBe('drones');
    expect(activeShopNav('/shop/products', '?category=bogus')).toBe('all');
    expect(activeShopNav('/shop/cart', '')).toBeNull();
    expect(activeShopNav('/shop/products/p-001', '')).toBeNull();
  });

  it('labels counts', () => {
    expect(countLabel('Cart', 0)).toBe('Cart, 0 items');
    expect(countLabel('Cart', 1)).toBe('Cart, 1 item');
    expect(countLabel('Wishlist', 3)).toBe('Wishlist, 3 items');
  });
});
