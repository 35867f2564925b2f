// @vitest-environment jsdom
// Per-product specifications travel as an optional wire field (issue 16 point 20).
import { afterEach, describe, expect, it } from 'vitest';
import { resetBackendDb } from '../../../mocks/db';
import { productFromWire } from '../wire';
import { getProduct } from './productsClient';

const wireProduct = {
  id: 'p-1',
  name: 'Scout',
  description: 'A drone',
  price: 10,
  original_price: 10,
  image_url: '/x.svg',
  category: 'drones',
  tracking_id: null,
};

afterEach(async () => {
  await resetBackendDb();
});

describe('product specifications on the wire', () => {
  it("reach the app from the catalogue, each product's own", async () => {
    const drone = await getProduct('p-003');
    const course = await getProduct('p-009');
    expect(drone.specifications).toContainEqual({
      label: 'Motors',
      value: '4 × 2306 2450 KV brushless',
    });
    expect(course.specifications).toContainEqual({ label: 'Duration', value: '12 weeks' });
    expect(drone.specifications).not.toEqual(course.specifications);
  });

  it('are optional: an answer without them maps as before', () => {
    expect(productFromWire(wireProduct)).not.toHaveProperty('specifications');
    expect(productFromWire({ ...wireProduct, specifications: null })).not.toHaveProperty(
      'specifications',
    );
  });

  it('leave malformed rows out instead of failing the product', () => {
    const product = productFromWire({
      ...wireProduct,
      specifications: [{ label: 'Weight', value: '80 g' }, { label: 'Broken' }, 'junk', null],
    });
    expect(product.specifications).toEqual([{ label: 'Weight', value: '80 g' }]);
  });
});
