import { usePageMeta } from '../../../components/usePageMeta';
import { ProductsPage } from '../../../features/admin/products/components/ProductsPage';

export function Component() {
  usePageMeta({
    title: 'Products',
    description: 'Add, edit and remove products of the SkyForge shop.',
  });
  return <ProductsPage />;
}
