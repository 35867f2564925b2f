// The coupon box against the mocked backend (msw node server from the setup).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from '../../../../api/cart/cartClient';
import { withCartToken } from '../../../../data/session';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { CartPage } from './CartPage';

afterEach(cleanup);

beforeEach(() => {
  localStorage.clear(); // a fresh guest cart per test
});

async function renderCartWithItem() {
  await withCartToken((token) => addToCart(token, 'p-001', 2));
  renderWithProviders(<CartPage />, { route: '/shop/cart' });
  await screen.findByRole('list', { name: 'Cart items' });
  return {
    click: async (element: HTMLElement) => {
      fireEvent.click(element);
    },
    type: async (element: HTMLElement, text: string) => {
      const input = element as HTMLInputElement;
      fireEvent.change(input, { target: { value: input.value + text } });
    },
  };
}

describe('coupon box', () => {
  it('asks for a code when the box is empty', async () => {
    const user = await renderCartWithItem();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a coupon code')).toBeTruthy();
  });

  it.each(['BOGUS', 'EXPIRED25', 'OLDSPRING'])('refuses %s', async (code) => {
    const user = await renderCartWithItem();
    await user.type(screen.getByLabelText('Coupon code'), code);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid coupon code')).toBeTruthy();
  });

  it('applies WELCOME10, shows code, percent and the discounted total, then removes it', async () => {
    const user = await renderCartWithItem();
    const subtotalText = screen.getByTestId('order-total').textContent ?? '';
    const subtotal = Number(subtotalText.replace(/[$,]/g, ''));
    await user.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon "WELCOME10" applied successfully!')).toBeTruthy();
    expect(await screen.findByText('(10% off)')).toBeTruthy();
    expect(screen.getByText('Discount (WELCOME10, 10%)')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('order-total').textContent).toBe(
        `$${(subtotal * 0.9).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(await screen.findByLabelText('Coupon code')).toBeTruthy();
    expect(screen.queryByText(/Discount \(/)).toBeNull();
  });

  it('clears an error when the code is edited', async () => {
    const user = await renderCartWithItem();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Please enter a coupon code');
    await user.type(screen.getByLabelText('Coupon code'), 'S');
    expect(screen.queryByText('Please enter a coupon code')).toBeNull();
  });
});

describe('cart lines', () => {
  it('steps the quantity and never below 1', async () => {
    const user = await renderCartWithItem();
    const list = screen.getByRole('list', { name: 'Cart items' });
    const decrease = within(list).getByRole('button', { name: /Decrease quantity of/ });
    const quantity = within(list).getByLabelText(/Quantity of/);
    expect(quantity.textContent).toBe('2');
    await user.click(decrease);
    await waitFor(() => expect(quantity.textContent).toBe('1'));
    await waitFor(() => expect(decrease.hasAttribute('disabled')).toBe(true));
    await user.click(within(list).getByRole('button', { name: /Increase quantity of/ }));
    await waitFor(() => expect(quantity.textContent).toBe('2'));
  });

  it('shows the empty state after the last item is removed', async () => {
    const user = await renderCartWithItem();
    await user.click(screen.getByRole('button', { name: /Remove .* from cart/ }));
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe(
      '/shop/products',
    );
  });
});
