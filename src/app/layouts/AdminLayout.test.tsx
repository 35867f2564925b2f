import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { resetBackendDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { adminLogin } from '../../api/auth/authClient';
import { adminSession, storageKeys } from '../../data/session';
import { createQueryClient } from '../../api/queryClient';
import { theme } from '../theme';
import { AdminLayout } from './AdminLayout';

const SECRET = 'Customer list: Priya Raman';

function LoginPage() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Login page, from {state?.from ?? 'nowhere'}</p>;
}

function renderAdmin(path = '/admin/customers') {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <LoginPage /> },
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [{ path: '*', element: <p>{SECRET}</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const forgedUser = { id: 'u-x', name: 'Forged', email: 'forged@example.com', role: 'admin' };

afterEach(async () => {
  cleanup();
  adminSession.clear();
  localStorage.clear();
  await resetBackendDb();
});

describe('AdminLayout', () => {
  it('checks a stored token with the backend and signs a forged one out to the login', async () => {
    localStorage.setItem(storageKeys.adminToken, 'forged');
    localStorage.setItem(storageKeys.adminUser, JSON.stringify(forgedUser));
    expect(adminSession.get()?.token).toBe('forged');
    renderAdmin();
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      'Checking your admin session…',
    );
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(
      await screen.findByText('Login page, from /admin/customers', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(adminSession.get()).toBeNull();
    expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
  });

  it('shows the back office for a live admin token, with the user the backend names', async () => {
    const session = await adminLogin('admin@example.com', 'admin123');
    adminSession.set({ ...session, user: { ...forgedUser } });
    renderAdmin();
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(await screen.findByText(SECRET, {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(adminSession.get()?.user.email).toBe('admin@example.com'));
  });

  it('keeps the stored session when the backend cannot be reached', async () => {
    server.use(http.get('*/api/admin/me', () => HttpResponse.error()));
    adminSession.set({ token: 'stored-offline', user: forgedUser });
    renderAdmin();
    expect(await screen.findByText(SECRET, {}, { timeout: 10_000 })).toBeTruthy();
    expect(adminSession.get()?.token).toBe('stored-offline');
  });

  it('shows nothing of the back office, but what failed and the ways on, when the check fails otherwise', async () => {
    server.use(
      http.get('*/api/admin/me', () => HttpResponse.json({ error: 'Boom' }, { status: 500 })),
    );
    adminSession.set({ token: 'stored', user: forgedUser });
    renderAdmin();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(
      screen.getByText(/The server answered 500 when checking your admin session\./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the site' })).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(adminSession.get()?.token).toBe('stored');
  });
});
