import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetBackendDb } from '../../../../../mocks/db';
import { signInReturningTo } from '../../../../config/signInReturn';
import { customerSession, sessionExpiredMessage } from '../../../../data/session';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { SignInPage } from './SignInPage';

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };
const routes = [
  { path: '/shop', element: <p>Shop home</p> },
  { path: '/shop/checkout', element: <p>Checkout again</p> },
];

function openSignIn(route = '/signin') {
  return renderWithProviders(<SignInPage />, { route, path: '/signin', routes });
}

afterEach(async () => {
  cleanup();
  customerSession.clear();
  sessionStorage.clear();
  await resetBackendDb();
});

describe('SignInPage', () => {
  it('says nothing about an expiry on a first visit or after a sign-out', () => {
    openSignIn();
    expect(screen.queryByText(sessionExpiredMessage)).toBeNull();
    cleanup();
    customerSession.set({ token: 't-1', user });
    customerSession.clear();
    openSignIn();
    expect(screen.queryByText(sessionExpiredMessage)).toBeNull();
  });

  it('says the session expired, and signing in again returns to the shop page it left', async () => {
    customerSession.set({ token: 't-2', user });
    customerSession.expire('t-2');
    openSignIn(signInReturningTo('/shop/checkout'));
    expect(screen.getByRole('alert').textContent).toBe(sessionExpiredMessage);

    fireEvent.change(screen.getByRole('textbox', { name: /email/i }), {
      target: { value: 'customer@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'customer123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Checkout again', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(customerSession.hasExpired()).toBe(false));
  }, 30_000);
});
