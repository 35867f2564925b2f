import { usePageMeta } from '../../../components/usePageMeta';
import { DashboardPage } from '../../../features/admin/dashboard/components/DashboardPage';

export function Component() {
  usePageMeta({
    title: 'Admin Dashboard',
    description: 'Revenue, orders and products of the SkyForge shop at a glance.',
  });
  return <DashboardPage />;
}
