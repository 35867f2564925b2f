import { usePageMeta } from '../../../components/usePageMeta';
import { NotificationsPage } from '../../../features/admin/notifications/components/NotificationsPage';

export function Component() {
  usePageMeta({
    title: 'Notifications — Admin',
    description: 'New orders, contact messages and store alerts for the back office team.',
  });
  return <NotificationsPage />;
}
