import { usePageMeta } from '../../../components/usePageMeta';
import { CouponsPage } from '../../../features/admin/coupons/components/CouponsPage';

export function Component() {
  usePageMeta({
    title: 'Coupons',
    description: 'Create, edit and remove discount coupons.',
  });
  return <CouponsPage />;
}
