import { usePageMeta } from '../../../components/usePageMeta';
import { CartHistoryPage } from '../../../features/shop/history/components/CartHistoryPage';

export function Component() {
  usePageMeta({
    title: 'Cart History',
    description: 'Items you added to your cart, purchased or removed.',
  });
  return <CartHistoryPage />;
}
