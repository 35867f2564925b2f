import { usePageMeta } from '../../../components/usePageMeta';
import { CustomersPage } from '../../../features/admin/customers/components/CustomersPage';

export function Component() {
  usePageMeta({
    title: 'Customers — Admin',
    description: 'Customers derived from shop orders: search, filter, export and message them.',
  });
  return <CustomersPage />;
}
