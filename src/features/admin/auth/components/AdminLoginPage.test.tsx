import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../../../../../mocks/db';
import { createUnlockCode } from '../../../../../mocks/handlers/unlockCodes';
import { adminSession, sessionExpiredMessage } from '../../../../data/session';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { AdminLoginPage } from './AdminLoginPage';

function fill(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /email/i }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: password } });
}

const routes = [{ path: '/admin', element: <p>Dashboard reached</p> }];

describe('AdminLoginPage', () => {
  afterEach(() => {
    cleanup();
    adminSession.clear();
    sessionStorage.clear();
  });

  it('says that the session expired only after it ended by itself', () => {
    const admin = { id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' };
    const open = () =>
      renderWithProviders(<AdminLoginPage />, { route: '/admin/login', path: '/admin/login' });
    open();
    expect(screen.queryByText(sessionExpiredMessage)).toBeNull(); // a first visit
    cleanup();
    adminSession.set({ token: 'a-1', user: admin });
    adminSession.clear(); // Logout
    open();
    expect(screen.queryByText(sessionExpiredMessage)).toBeNull();
    cleanup();
    adminSession.set({ token: 'a-2', user: admin });
    adminSession.expire('a-2'); // the backend refused the token
    open();
    expect(screen.getByRole('alert').textContent).toBe(sessionExpiredMessage);
    // A failed attempt says what failed instead.
    fill('admin@example.com', '');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter both email and password');
  });

  it('requires both fields', async () => {
    renderWithProviders(<AdminLoginPage />, {
      route: '/admin/login',
      path: '/admin/login',
      routes,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter both email and password')).toBeTruthy();
  });

  it('refuses wrong credentials', async () => {
    renderWithProviders(<AdminLoginPage />, {
      route: '/admin/login',
      path: '/admin/login',
      routes,
    });
    fill('admin@example.com', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // The first call seeds the backend (hashes the demo passwords): slow on a busy machine.
    expect(
      await screen.findByText('Invalid email or password', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(adminSession.get()).toBeNull();
  });

  it('shows the login limit message after too many wrong passwords', async () => {
    await resetBackendDb();
    try {
      renderWithProviders(<AdminLoginPage />, {
        route: '/admin/login',
        path: '/admin/login',
        routes,
      });
      for (let i = 0; i < 5; i += 1) {
        fill('admin@example.com', `wrong-${i}`);
        fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
        expect(
          await screen.findByText('Invalid email or password', {}, { timeout: 10_000 }),
        ).toBeTruthy();
      }
      fill('admin@example.com', 'admin123');
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      // The backend's message, and how an operator at a booth gets in at once (issue 35).
      expect(alert.textContent).toBe(
        'Too many failed attempts. Try again in 15 minutes.' +
          'At a booth: unlock it from the back office signed in on this device (Settings → Security → Sign-in locks).',
      );
      expect(adminSession.get()).toBeNull();
    } finally {
      await resetBackendDb();
    }
  }, 90_000); // six password checks

  it('lifts the lock with an unlock code, with nobody signed in, then signs in', async () => {
    await resetBackendDb();
    try {
      const { code } = await createUnlockCode(getBackendDb(), 'admin@example.com');
      renderWithProviders(<AdminLoginPage />, {
        route: '/admin/login',
        path: '/admin/login',
        routes,
      });
      for (let i = 0; i < 6; i += 1) {
        fill('admin@example.com', `wrong-${i}`);
        fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
        await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy(), { timeout: 10_000 });
        if (i < 5) await screen.findByText('Invalid email or password');
      }
      await screen.findByText(
        'Too many failed attempts. Try again in 15 minutes.',
        {},
        { timeout: 10_000 },
      );
      fireEvent.click(screen.getByRole('button', { name: 'Use an unlock code' }));
      const field = screen.getByRole('textbox', { name: 'Unlock code' });
      fireEvent.change(field, { target: { value: 'AAAA-BBBB-CCCC' } });
      fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
      expect(
        await screen.findByText(
          'This unlock code is not right, or it was used already.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      fireEvent.change(field, { target: { value: code.toLowerCase() } });
      fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
      expect(
        await screen.findByText(
          'The lock is lifted. Sign in with your password.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      fill('admin@example.com', 'admin123');
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Dashboard reached', {}, { timeout: 10_000 })).toBeTruthy();
    } finally {
      await resetBackendDb();
    }
  }, 90_000);

  it('signs in, stores the session and goes to /admin', async () => {
    renderWithProviders(<AdminLoginPage />, {
      route: '/admin/login',
      path: '/admin/login',
      routes,
    });
    fill('admin@example.com', 'admin123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeTruthy();
    expect(await screen.findByText('Dashboard reached', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(adminSession.get()?.user.email).toBe('admin@example.com'));
  });
});
