// Issue 35, point 13: a failed session check says what failed and offers Retry, Logout and the
// site, instead of a dead end.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import { WireError } from '../../../api/wire';
import { adminSession } from '../../../data/session';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { SessionCheckFailed, sessionCheckFailure } from './SessionCheckFailed';

afterEach(() => {
  cleanup();
  adminSession.clear();
  vi.restoreAllMocks();
});

describe('sessionCheckFailure', () => {
  it('names the status the server answered, or what else went wrong', () => {
    expect(sessionCheckFailure(new ApiError(500, 'Internal server error'))).toBe(
      'The server answered 500 when checking your admin session.',
    );
    expect(sessionCheckFailure(new ApiError(429, 'Too many'))).toBe(
      'The server answered 429 when checking your admin session.',
    );
    expect(sessionCheckFailure(new WireError('bad'))).toBe(
      "The server's answer to the check of your admin session could not be read.",
    );
  });
});

describe('SessionCheckFailed', () => {
  it('shows what failed, with Retry, Logout and a link to the site', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    adminSession.set({
      token: 'admin-token-1234',
      user: { id: 'u-admin', name: 'Admin', email: 'admin@example.com', role: 'admin' },
    });
    const onRetry = vi.fn();
    renderWithProviders(
      <SessionCheckFailed
        token="admin-token-1234"
        error={new ApiError(500, 'Internal server error (test scenario server-errors)')}
        onRetry={onRetry}
        retrying={false}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'The back office could not open' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/The server answered 500 when checking your admin session\./),
    ).toBeTruthy();
    expect(
      screen.getByText(/The server said: Internal server error \(test scenario server-errors\)/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the site' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(adminSession.get()).toBeNull();
  });
});
