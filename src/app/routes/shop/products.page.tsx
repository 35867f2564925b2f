import { CatalogPage } from '../../../features/shop/catalog/components/CatalogPage';

export function Component() {
  return <CatalogPage />;
}
