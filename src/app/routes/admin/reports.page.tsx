import { usePageMeta } from '../../../components/usePageMeta';
import { ReportsPage } from '../../../features/admin/reports/components/ReportsPage';

export function Component() {
  usePageMeta({
    title: 'Reports — Admin',
    description: 'Sales, customer, product and order reports with PDF, Excel and CSV export.',
  });
  return <ReportsPage />;
}
