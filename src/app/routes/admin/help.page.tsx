import { usePageMeta } from '../../../components/usePageMeta';
import { HelpPage } from '../../../features/admin/help/components/HelpPage';

export function Component() {
  usePageMeta({
    title: 'Help — Admin',
    description: 'How-tos for products, orders, coupons, messages, reports and settings.',
  });
  return <HelpPage />;
}
