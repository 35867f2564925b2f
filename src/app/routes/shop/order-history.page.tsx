import { usePageMeta } from '../../../components/usePageMeta';
import { OrderHistoryPage } from '../../../features/shop/history/components/OrderHistoryPage';

export function Component() {
  usePageMeta({
    title: 'Order History',
    description: 'See your past orders, follow their status and buy again.',
  });
  return <OrderHistoryPage />;
}
