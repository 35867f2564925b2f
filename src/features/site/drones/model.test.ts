import { describe, expect, it } from 'vitest';
import { droneProducts } from '../../../content/drones';
import { DESCRIPTION_PREVIEW_LENGTH, isTruncatable, truncateDescription } from './model';

describe('truncateDescription', () => {
  it('cuts at 120 characters and appends an ellipsis', () => {
    const text = 'x'.repeat(200);
    const result = truncateDescription(text);
    expect(DESCRIPTION_PREVIEW_LENGTH).toBe(120);
    expect(result).toBe(`${'x'.repeat(120)}...`);
    expect(result).toHaveLength(123);
  });

  it('leaves short text alone', () => {
    expect(truncateDescription('Short text')).toBe('Short text');
    expect(truncateDescription('y'.repeat(120))).toBe('y'.repeat(120));
  });

  it('keeps the first 120 characters exactly', () => {
    const text = droneProducts[0].description;
    expect(truncateDescription(text)).toBe(`${text.slice(0, 120)}...`);
  });
});

describe('isTruncatable', () => {
  it('is true only above 120 characters', () => {
    expect(isTruncatable('z'.repeat(120))).toBe(false);
    expect(isTruncatable('z'.repeat(121))).toBe(true);
  });

  it('applies to both drone products', () => {
    expect(droneProducts.every((product) => isTruncatable(product.description))).toBe(true);
  });
});
