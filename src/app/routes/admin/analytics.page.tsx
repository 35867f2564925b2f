import { usePageMeta } from '../../../components/usePageMeta';
import { AnalyticsPage } from '../../../features/admin/analytics/components/AnalyticsPage';

export function Component() {
  usePageMeta({
    title: 'Analytics',
    description: 'Revenue trend, sales by category and top products of the SkyForge shop.',
  });
  return <AnalyticsPage />;
}
