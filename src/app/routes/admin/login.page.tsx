import { usePageMeta } from '../../../components/usePageMeta';
import { AdminLoginPage } from '../../../features/admin/auth/components/AdminLoginPage';

export function Component() {
  usePageMeta({ title: 'Admin Login', description: 'Sign in to the SkyForge back office.' });
  return <AdminLoginPage />;
}
