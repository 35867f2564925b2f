import { usePageMeta } from '../../../components/usePageMeta';
import { SettingsPage } from '../../../features/admin/settings/components/SettingsPage';

export function Component() {
  usePageMeta({
    title: 'Settings — Admin',
    description: 'Store, notification, security, e-mail, appearance and user settings.',
  });
  return <SettingsPage />;
}
