import { usePageMeta } from '../../../components/usePageMeta';
import { FindOrderPage } from '../../../features/shop/findOrder/components/FindOrderPage';

export function Component() {
  usePageMeta({
    title: 'Find my order',
    description: 'Open an order you placed as a guest with its order ID and e-mail address.',
  });
  return <FindOrderPage />;
}
