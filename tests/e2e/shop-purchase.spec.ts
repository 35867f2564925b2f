// The whole purchase: product → cart (coupons, quantities) → checkout (every
// validation message, a failed then a successful payment) → order page (timeline,
// items, messages) → the /order/{id} redirect and an unknown order.
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, fillCheckout, openApp, setPaymentOutcome } from './support';

const productName = 'ED1 Educational Drone';

function money(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

const validDetails = {
  'Full Name': 'Ada Lovelace',
  Email: 'ada@example.com',
  Address: '12 Analytical Way',
  City: 'London',
  'Postal Code': 'N1 9GU',
  Country: 'United Kingdom',
  'Cardholder Name': 'Ada Lovelace',
  'Card Number': '4242 4242 4242 4242',
  'Expiry Date': '12/29',
  CVV: '123',
};

test('buy a drone: coupons, quantities, validation, payment failure then success, messages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openApp(page, '/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: productName }).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Coupons.
  const apply = page.getByRole('button', { name: 'Apply' });
  await apply.click();
  await expect(page.getByText('Please enter a coupon code')).toBeVisible();
  const couponInput = page.getByRole('textbox', { name: 'Coupon code' });
  for (const code of ['EXPIRED25', 'BOGUS']) {
    await couponInput.fill(code);
    await expect(page.getByText('Invalid coupon code')).toHaveCount(0);
    await apply.click();
    await expect(page.getByText('Invalid coupon code')).toBeVisible();
  }
  const total = page.getByTestId('order-total');
  const before = money(await total.textContent());
  await couponInput.fill('WELCOME10');
  await apply.click();
  await expect(page.getByText('Coupon "WELCOME10" applied successfully!')).toBeVisible();
  await expect(page.getByText('Discount (WELCOME10, 10%)')).toBeVisible();
  await expect(total).toHaveText(`$${(before * 0.9).toFixed(2)}`);

  // Quantities: + then −, never below 1.
  const quantity = page.getByLabel(`Quantity of ${productName}`, { exact: true });
  const decrease = page.getByRole('button', { name: `Decrease quantity of ${productName}` });
  await expect(quantity).toHaveText('1');
  await expect(decrease).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${productName}` }).click();
  await expect(quantity).toHaveText('2');
  await expect(total).toHaveText(`$${(before * 2 * 0.9).toFixed(2)}`);
  await decrease.click();
  await expect(quantity).toHaveText('1');
  await expect(decrease).toBeDisabled();
  await expect(total).toHaveText(`$${(before * 0.9).toFixed(2)}`);

  // Checkout: ten required fields.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await placeOrder.click();
  await expect(page.getByText('This field is required')).toHaveCount(10);
  await expectNoSeriousA11yIssues(page);

  // Editing a field clears its error.
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('A');
  await expect(page.getByText('This field is required')).toHaveCount(9);

  // Each format rule.
  await fillCheckout(page, {
    ...validDetails,
    Email: 'ada@example',
    'Card Number': '4242 4242 4242',
    'Expiry Date': '13/29',
    CVV: '12',
  });
  await placeOrder.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid 16-digit card number')).toBeVisible();
  await expect(page.getByText('Please enter a valid expiry date (MM/YY)')).toBeVisible();
  await expect(page.getByText('Please enter a valid CVV (3 or 4 digits)')).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Card Number' })).toHaveAttribute(
    'maxlength',
    '19',
  );
  await expect(page.getByRole('textbox', { name: 'Expiry Date' })).toHaveAttribute(
    'maxlength',
    '5',
  );
  await expect(page.getByRole('textbox', { name: 'CVV' })).toHaveAttribute('maxlength', '4');
  await expect(page.getByRole('textbox', { name: 'Expiry Date' })).toHaveAttribute(
    'placeholder',
    'MM/YY',
  );

  // Payment is declined (test scenario), the form is kept.
  await fillCheckout(page, validDetails);
  await setPaymentOutcome(page, 'declined');
  await placeOrder.click();
  const processing = page.getByRole('button', { name: 'Processing Payment...' });
  await expect(processing).toBeVisible();
  await expect(processing).toBeDisabled();
  await expect(
    page.getByText('Payment failed. Please try again or use a different payment method.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(
    'Ada Lovelace',
  );
  await expect(page.getByRole('textbox', { name: 'Card Number' })).toHaveValue(
    '4242 4242 4242 4242',
  );

  // Then it succeeds.
  await setPaymentOutcome(page, 'approved');
  await placeOrder.click();
  await expect(page.getByRole('button', { name: 'Processing Payment...' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/order\/ORD-\d+-[0-9a-z]+$/);
  const orderId = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  for (const step of ['Order Placed', 'Processing', 'Shipped', 'Delivered']) {
    await expect(page.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  const items = page.getByRole('list', { name: 'Ordered items' });
  await expect(items.getByRole('link', { name: productName })).toBeVisible();
  await expect(items.getByText(/Qty 1 ×/)).toBeVisible();
  await expect(page.getByText('12 Analytical Way, London, N1 9GU, United Kingdom')).toBeVisible();
  await expect(page.getByText(`$${(before * 0.9).toFixed(2)}`).first()).toBeVisible();

  // Messages.
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(page.getByText('Please enter a message')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your message' }).fill('When will my drone ship?');
  await send.click();
  const messages = page.getByRole('list', { name: 'Order messages' });
  await expect(messages.getByText('When will my drone ship?')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  await expectNoSeriousA11yIssues(page);

  // The message and order survive a reload; /order/{id} redirects.
  await page.goto(`/order/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/shop/order/${orderId}$`));
  await expect(messages.getByText('When will my drone ship?')).toBeVisible();

  // The cart is empty now.
  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.locator('img[src="/media/shop/empty-cart.svg"]')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('checkout with an empty cart goes back to the cart; unknown orders go to /shop', async ({
  page,
}) => {
  await openApp(page, '/shop/checkout');
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
    'href',
    '/shop/products',
  );

  await page.goto('/shop/order/ORD-0');
  await expect(page).toHaveURL(/\/shop$/);
  await page.goto('/order/ORD-1');
  await expect(page).toHaveURL(/\/shop$/);
});

test('what was typed at checkout survives a reload, except card number and CVV', async ({
  page,
}) => {
  await openApp(page, '/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillCheckout(page, validDetails);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('London');
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(
    'Ada Lovelace',
  );
  await expect(page.getByRole('textbox', { name: 'Card Number' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'CVV' })).toHaveValue('');
});
