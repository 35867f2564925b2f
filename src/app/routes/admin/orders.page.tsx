import { usePageMeta } from '../../../components/usePageMeta';
import { OrdersPage } from '../../../features/admin/orders/components/OrdersPage';

export function Component() {
  usePageMeta({
    title: 'Orders',
    description: 'Search, sort and update the status of shop orders.',
  });
  return <OrdersPage />;
}
