import { usePageMeta } from '../../../components/usePageMeta';
import { AdminForgotPasswordPage } from '../../../features/admin/auth/components/AdminForgotPasswordPage';

export function Component() {
  usePageMeta({
    title: 'Forgot Password',
    description: 'How to get back into the SkyForge demo back office.',
  });
  return <AdminForgotPasswordPage />;
}
