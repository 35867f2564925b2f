import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetBackendDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../tests/test-utils/render';
import { adminSession, customerSession } from './session';
import { logIn } from '../api/auth/authClient';
import { useConfirmedViewer } from './useConfirmedViewer';

function Viewer() {
  const viewer = useConfirmedViewer();
  if (!viewer) return <p>checking</p>;
  return (
    <p>
      customer: {viewer.customerEmail ?? 'none'}; admin: {String(viewer.admin)}
    </p>
  );
}

const forgedCustomer = {
  token: 'forged-token-1234',
  user: { id: '2', name: 'Casey', email: 'customer@example.com', role: 'user' },
};

afterEach(async () => {
  cleanup();
  customerSession.clear();
  adminSession.clear();
  localStorage.clear();
  sessionStorage.clear();
  await resetBackendDb();
});

describe('useConfirmedViewer (issue 35)', () => {
  it('a forged customer session in storage confirms nobody, and ends', async () => {
    customerSession.set(forgedCustomer);
    renderWithProviders(<Viewer />);
    expect(
      await screen.findByText('customer: none; admin: false', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(customerSession.get()).toBeNull();
  }, 20_000);

  it('a forged admin token confirms no staff', async () => {
    adminSession.set({
      token: 'forged-admin-1234',
      user: { id: '1', name: 'Admin', email: 'admin@example.com', role: 'admin' },
    });
    renderWithProviders(<Viewer />);
    expect(
      await screen.findByText('customer: none; admin: false', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 20_000);

  it('a real session is confirmed, and kept for when the backend cannot be reached', async () => {
    customerSession.set(await logIn('customer@example.com', 'customer123', null));
    renderWithProviders(<Viewer />);
    expect(
      await screen.findByText(
        'customer: customer@example.com; admin: false',
        {},
        { timeout: 10_000 },
      ),
    );
    cleanup();

    server.use(http.get('*/api/auth/me', () => HttpResponse.error()));
    renderWithProviders(<Viewer />);
    expect(
      await screen.findByText(
        'customer: customer@example.com; admin: false',
        {},
        { timeout: 10_000 },
      ),
    );
  }, 30_000);

  it('unreachable, a session never confirmed here stays unconfirmed', async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.error()));
    customerSession.set(forgedCustomer);
    renderWithProviders(<Viewer />);
    expect(
      await screen.findByText('customer: none; admin: false', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 20_000);
});
