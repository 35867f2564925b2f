import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAdminSession } from '../../data/useSession';
import { AdminShell } from '../../features/admin/layout/AdminShell';

/** Guards every /admin route: no admin session → /admin/login. */
export function AdminLayout() {
  const session = useAdminSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to={paths.adminLogin} replace state={{ from: location.pathname }} />;
  }
  return (
    <AdminShell session={session}>
      <Outlet />
    </AdminShell>
  );
}
