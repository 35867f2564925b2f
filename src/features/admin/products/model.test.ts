import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  emptyProductForm,
  formToInput,
  isValidImageSource,
  nextColumnSort,
  normaliseTrackingId,
  toAdminProductSort,
  toNumber,
  validateProductForm,
} from './model';

const valid = {
  ...emptyProductForm,
  name: 'Scout X1',
  description: 'A drone',
  price: 100,
  originalPrice: 120,
  imageUrl: '/media/products/scout.svg',
};

describe('product form validation', () => {
  it('accepts a valid product', () => {
    expect(validateProductForm(valid)).toEqual({});
  });
  it('gives the spec messages', () => {
    expect(validateProductForm({ ...emptyProductForm, originalPrice: -1 })).toEqual({
      name: 'Product name is required',
      description: 'Product description is required',
      price: 'Price must be greater than 0',
      originalPrice: 'Original price must be greater than or equal to current price',
      imageUrl: 'Product image is required',
    });
  });
  it('requires original price ≥ price (equal is fine)', () => {
    expect(validateProductForm({ ...valid, originalPrice: 99.99 }).originalPrice).toBe(
      'Original price must be greater than or equal to current price',
    );
    expect(validateProductForm({ ...valid, originalPrice: 100 })).toEqual({});
  });
  it('treats non-numeric input as 0', () => {
    expect(toNumber('abc')).toBe(0);
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber('')).toBe(0);
    expect(validateProductForm({ ...valid, price: 'abc' }).price).toBe(
      'Price must be greater than 0',
    );
  });
  it('blank names are missing', () => {
    expect(validateProductForm({ ...valid, name: '   ' }).name).toBe('Product name is required');
  });
  it('defaults the category to drones', () => {
    expect(emptyProductForm.category).toBe('drones');
  });
  it('maps the form to the API input', () => {
    expect(formToInput({ ...valid, price: '100', name: ' Scout X1 ' }, 'TRK-1')).toEqual({
      name: 'Scout X1',
      description: 'A drone',
      price: 100,
      originalPrice: 120,
      imageUrl: '/media/products/scout.svg',
      category: 'drones',
      trackingId: 'TRK-1',
    });
  });
});

describe('image sources and files', () => {
  it('accepts http(s), same-origin paths and image data URLs', () => {
    expect(isValidImageSource('https://example.com/a.png')).toBe(true);
    expect(isValidImageSource('/media/a.svg')).toBe(true);
    expect(isValidImageSource('data:image/png;base64,AAAA')).toBe(true);
    expect(isValidImageSource('//evil.example/a.png')).toBe(false);
    expect(isValidImageSource('javascript:alert(1)')).toBe(false);
    expect(isValidImageSource('data:text/html,hi')).toBe(false);
    expect(isValidImageSource('picture')).toBe(false);
  });
  it('rejects non-images and files over 2 MB', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe(
      'Please choose an image file',
    );
    expect(checkImageFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'Image must be 2 MB or smaller',
    );
    expect(checkImageFile({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
  });
});

describe('tracking id', () => {
  it('ignores an empty tracking id', () => {
    expect(normaliseTrackingId('   ')).toBeNull();
    expect(normaliseTrackingId(' TRK-9 ')).toBe('TRK-9');
  });
});

describe('admin product list order', () => {
  it('defaults to newest first and toggles a column between its directions', () => {
    expect(toAdminProductSort(undefined)).toBe('newest');
    expect(toAdminProductSort('bogus')).toBe('newest');
    expect(toAdminProductSort('price-desc')).toBe('price-desc');
    expect(nextColumnSort('newest', 'name')).toBe('name');
    expect(nextColumnSort('name', 'name')).toBe('name-desc');
    expect(nextColumnSort('name-desc', 'price')).toBe('price-asc');
    expect(nextColumnSort('price-asc', 'price')).toBe('price-desc');
  });
});
