import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../../api/types';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { ProductSpecifications } from './ProductSpecifications';

const base: Product = {
  id: 'p-100',
  name: 'Scout',
  description: 'A drone',
  price: 10,
  originalPrice: 10,
  imageUrl: '/x.svg',
  category: 'drones',
  trackingId: null,
};

function rowValue(label: string): string | null {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr')!).getByRole('cell').textContent;
}

describe('ProductSpecifications', () => {
  afterEach(cleanup);

  it("shows the product's own specifications", () => {
    renderWithProviders(
      <ProductSpecifications
        product={{
          ...base,
          specifications: [
            { label: 'Rotors', value: '6' },
            { label: 'Flight time', value: '25 minutes' },
          ],
        }}
      />,
    );
    expect(rowValue('Product ID')).toBe('p-100');
    expect(rowValue('Category')).toBe('Drone Products');
    expect(rowValue('Rotors')).toBe('6');
    expect(rowValue('Flight time')).toBe('25 minutes');
    expect(screen.queryByRole('rowheader', { name: 'Programming' })).toBeNull();
  });

  it("falls back to its category's table when the product has none", () => {
    renderWithProviders(<ProductSpecifications product={{ ...base, category: 'courses' }} />);
    expect(rowValue('Category')).toBe('Student Courses');
    expect(rowValue('Certificate')).toBe('Certificate of completion');
    expect(screen.getAllByRole('rowheader', { name: 'Category' })).toHaveLength(1);
  });
});
