import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { ProductFormDialog } from './ProductFormDialog';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

function fillProduct(price: string, originalPrice: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /^name/i }), {
    target: { value: 'Heavy Lift Drone' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^description/i }), {
    target: { value: 'Carries a camera rig.' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^price/i }), { target: { value: price } });
  fireEvent.change(screen.getByRole('textbox', { name: /^original price/i }), {
    target: { value: originalPrice },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Image URL' }), {
    target: { value: '/media/products/ed1-drone.svg' },
  });
}

describe('ProductFormDialog price limits', () => {
  afterEach(cleanup);

  it('says by the fields that a price above $1,000,000.00 is refused, and does not save', async () => {
    let closed = false;
    renderWithProviders(
      <ProductFormDialog opened product={null} onClose={() => (closed = true)} />,
    );
    fillProduct('2000000', '3000000');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Price must be at most $1,000,000.00')).toBeTruthy();
    expect(screen.getByText('Original price must be at most $1,000,000.00')).toBeTruthy();
    expect(closed).toBe(false);
  });

  it('clears the message when the price is corrected', async () => {
    renderWithProviders(<ProductFormDialog opened product={null} onClose={() => {}} />);
    fillProduct('1000000.5', '1000000.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Price must be at most $1,000,000.00')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^price/i }), {
      target: { value: '999999.99' },
    });
    await waitFor(() =>
      expect(screen.queryByText('Price must be at most $1,000,000.00')).toBeNull(),
    );
  });
});
