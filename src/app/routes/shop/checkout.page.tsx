import { usePageMeta } from '../../../components/usePageMeta';
import { CheckoutPage } from '../../../features/shop/checkout/components/CheckoutPage';

export function Component() {
  usePageMeta({
    title: 'Checkout',
    description: 'Enter your details, shipping address and payment to place your order.',
  });
  return <CheckoutPage />;
}
