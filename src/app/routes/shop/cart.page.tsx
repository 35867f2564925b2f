import { usePageMeta } from '../../../components/usePageMeta';
import { CartPage } from '../../../features/shop/cart/components/CartPage';

export function Component() {
  usePageMeta({
    title: 'Shopping Cart',
    description: 'Review the drones and courses in your cart, apply a coupon and check out.',
  });
  return <CartPage />;
}
