import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBackendDb } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { logIn } from '../../../api/auth/authClient';
import { customerSession } from '../../../data/session';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import AccountMenu from './AccountMenu';

/** The cart service's answer to the given token. */
const cartStatus = async (token: string) =>
  (await fetch('http://localhost/api/cart/', { headers: { Authorization: `Bearer ${token}` } }))
    .status;

async function signOutThroughTheMenu() {
  const session = await logIn('customer@example.com', 'customer123', null);
  customerSession.set(session);
  renderWithProviders(<AccountMenu session={session} opened onChange={() => {}} />, {
    route: '/shop/products',
  });
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
  return session.token;
}

afterEach(async () => {
  cleanup();
  customerSession.clear();
  vi.restoreAllMocks();
  await resetBackendDb();
});

describe('AccountMenu sign-out', () => {
  it('ends the session in the backend: the old token is refused', async () => {
    const token = await signOutThroughTheMenu();
    expect(customerSession.get()).toBeNull();
    await waitFor(async () => expect(await cartStatus(token)).toBe(401), { timeout: 10_000 });
  });

  it('signs out here even when the backend cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    const token = await signOutThroughTheMenu();
    expect(customerSession.get()).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 10_000 });
    // Nothing reached the backend: the session lives on there until it expires.
    expect(await cartStatus(token)).toBe(200);
  });
});
