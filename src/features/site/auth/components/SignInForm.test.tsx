import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBackendDb } from '../../../../../mocks/db';
import { customerSession } from '../../../../data/session';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { authTexts } from '../model';
import { SignInForm } from './SignInForm';

function signIn(password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /email/i }), {
    target: { value: 'customer@example.com' },
  });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInForm', () => {
  beforeEach(async () => {
    await resetBackendDb();
  });
  afterEach(async () => {
    cleanup();
    customerSession.clear();
    vi.restoreAllMocks();
    await resetBackendDb();
  });

  it('says only that a wrong password failed, and how long to wait once locked', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(<SignInForm />, { route: '/signin' });
    const messages = () => show.mock.calls.map(([notice]) => notice.message);
    for (let i = 1; i <= 5; i += 1) {
      signIn(`wrong-${i}`);
      await waitFor(() => expect(show).toHaveBeenCalledTimes(i), { timeout: 10_000 });
    }
    expect(new Set(messages())).toEqual(new Set([authTexts.loginFailure]));

    signIn('customer123');
    await waitFor(() => expect(show).toHaveBeenCalledTimes(6), { timeout: 10_000 });
    expect(messages()[5]).toBe('Too many failed attempts. Try again in 15 minutes.');
    expect(customerSession.get()).toBeNull();
  }, 90_000); // six password checks
});
