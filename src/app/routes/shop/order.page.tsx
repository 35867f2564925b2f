import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/usePageMeta';
import { OrderPage } from '../../../features/shop/orders/components/OrderPage';

export function Component() {
  const { id = '' } = useParams();
  usePageMeta({
    title: id ? `Order ${id}` : 'Order',
    description: 'Track your order, see its items and message our support team.',
  });
  return <OrderPage key={id} orderId={id} />;
}
