import { useParams } from 'react-router-dom';
import { ProductPage } from '../../../features/shop/product/components/ProductPage';

export function Component() {
  const { id = '' } = useParams();
  return <ProductPage id={id} />;
}
