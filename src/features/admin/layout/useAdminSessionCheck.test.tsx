import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetBackendDb } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { adminLogin } from '../../../api/auth/authClient';
import { adminSession } from '../../../data/session';
import { useAdminSession } from '../../../data/useSession';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { useAdminSessionCheck } from './useAdminSessionCheck';

function Guard() {
  const session = useAdminSession();
  const { status } = useAdminSessionCheck(session);
  return <p>Check: {status}</p>;
}

afterEach(async () => {
  cleanup();
  adminSession.clear();
  sessionStorage.clear();
  await resetBackendDb();
});

describe('useAdminSessionCheck', () => {
  it('checks again on the next admin page and ends a refused session as expired', async () => {
    adminSession.set(await adminLogin('admin@example.com', 'admin123'));
    const { router } = renderWithProviders(<Guard />, { route: '/admin/orders', path: '/admin/*' });
    expect(await screen.findByText('Check: confirmed', {}, { timeout: 10_000 })).toBeTruthy();

    // The session ends in the backend while the admin is on a page (expiry, sign-out elsewhere).
    server.use(
      http.get('*/api/admin/me', () =>
        HttpResponse.json({ error: 'Your session has expired.' }, { status: 401 }),
      ),
    );
    expect(adminSession.hasExpired()).toBe(false);
    await act(() => router.navigate('/admin/products'));
    await waitFor(() => expect(adminSession.get()).toBeNull());
    expect(adminSession.hasExpired()).toBe(true);
    expect(screen.getByText('Check: refused')).toBeTruthy();
  }, 30_000);
});
