import { Center, Loader, Stack, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useBoothMode } from '../../data/boothMode';
import { useAdminSession } from '../../data/useSession';
import { AdminShell } from '../../features/admin/layout/AdminShell';
import { SessionCheckFailed } from '../../features/admin/layout/SessionCheckFailed';
import { useAdminSessionCheck } from '../../features/admin/layout/useAdminSessionCheck';
import { AdminLockScreen } from '../booth/AdminLockScreen';
import { useAdminBoothLock, useLockedAdmin } from '../booth/useAdminBoothLock';

/**
 * Guards every /admin route: no admin session, or one the backend does not know (GET
 * /admin/me → 401, checked again on each admin page) → /admin/login, which then says that the
 * session expired. Nothing of the back office shows while the token is checked.
 */
export function AdminLayout() {
  const session = useAdminSession();
  const location = useLocation();
  const check = useAdminSessionCheck(session);
  // The backend's answer arrives through a store React must render synchronously; the back
  // office that it lets in (shell, page, their first queries) renders as a deferred value
  // instead, in slices that leave the page answering input (one task of ~250 ms otherwise on a
  // desktop's cold start, four times that on a slow phone).
  const status = useDeferredValue(check.status);
  // Booth mode: after the idle time, the password or PIN again (issue 35, point 7).
  const booth = useBoothMode();
  const expired = useAdminBoothLock(session, booth);
  const locked = useLockedAdmin();
  if (session && expired) return <AdminLockScreen locked={session} />;
  if (!session && locked && booth.enabled) return <AdminLockScreen locked={locked} />;
  if (!session) {
    return <Navigate to={paths.adminLogin} replace state={{ from: location.pathname }} />;
  }
  // 'refused' ends the stored session at once, which brings the redirect above.
  if (status === 'checking' || status === 'refused') {
    // Said in words: on a first visit over a slow line this can take seconds.
    return (
      <Center mih="100vh">
        <Stack align="center" gap="xs" role="status">
          <Loader aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Checking your admin session…
          </Text>
        </Stack>
      </Center>
    );
  }
  if (status === 'failed') {
    return (
      <SessionCheckFailed
        token={session.token}
        error={check.error}
        onRetry={check.retry}
        retrying={check.retrying}
      />
    );
  }
  return (
    <AdminShell session={session}>
      <Outlet />
    </AdminShell>
  );
}
