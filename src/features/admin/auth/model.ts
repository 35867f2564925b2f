// Admin sign-in rules (spec §5, §8).
import { loginLockMessage } from '../../../api/auth/authClient';
import { ApiError } from '../../../api/http';
import { paths } from '../../../config/paths';

export const demoAdmin = { email: 'admin@example.com', password: 'admin123' } as const;

export const loginMessages = {
  required: 'Please enter both email and password',
  invalid: 'Invalid email or password',
  unexpected: 'An unexpected error occurred. Please try again.',
  /** Under the login limit's 429: how the operator at a booth gets in at once (issue 35). */
  lockedAtBooth:
    'At a booth: unlock it from the back office signed in on this device (Settings → Security → Sign-in locks).',
  /** After an unlock code lifted the lock. */
  unlocked: 'The lock is lifted. Sign in with your password.',
} as const;

/**
 * The login limit's 429 shows the backend's message (how long to wait). Any other answer from
 * the service (401, or one it could not make sense of) means wrong credentials; no answer at
 * all (status 0) or anything else is unexpected.
 */
export function loginErrorMessage(error: unknown): string {
  const locked = loginLockMessage(error);
  if (locked) return locked;
  return error instanceof ApiError && error.status > 0
    ? loginMessages.invalid
    : loginMessages.unexpected;
}

/** The line under a refusal's message: for the login limit's 429, where to unlock; else null. */
export function loginErrorHint(error: unknown): string | null {
  return loginLockMessage(error) ? loginMessages.lockedAtBooth : null;
}

/** Both fields are required (after trimming the e-mail). */
export function validateLogin(email: string, password: string): string | null {
  return email.trim() && password ? null : loginMessages.required;
}

/**
 * Where to go after signing in: the admin page the guard came from, else the
 * dashboard. Anything outside /admin (or the login pages) is ignored.
 */
export function redirectTarget(state: unknown): string {
  const from =
    state && typeof state === 'object' && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  if (
    from &&
    (from === paths.admin || from.startsWith(`${paths.admin}/`)) &&
    from !== paths.adminLogin &&
    from !== paths.adminForgotPassword
  ) {
    return from;
  }
  return paths.admin;
}
