import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http';
import { WireError } from '../../../api/wire';
import {
  loginErrorHint,
  loginErrorMessage,
  loginMessages,
  redirectTarget,
  validateLogin,
} from './model';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin('', 'x')).toBe(loginMessages.required);
    expect(validateLogin('a@b.c', '')).toBe(loginMessages.required);
    expect(validateLogin('   ', 'x')).toBe('Please enter both email and password');
    expect(validateLogin('a@b.c', 'x')).toBeNull();
  });
});

describe('redirectTarget', () => {
  it('goes back to the guarded admin page', () => {
    expect(redirectTarget({ from: '/admin/products' })).toBe('/admin/products');
  });
  it('defaults to the dashboard', () => {
    expect(redirectTarget(null)).toBe('/admin');
    expect(redirectTarget({ from: '/shop' })).toBe('/admin');
    expect(redirectTarget({ from: '/admin/login' })).toBe('/admin');
    expect(redirectTarget({ from: '/administrator' })).toBe('/admin');
  });
});

describe('loginErrorMessage', () => {
  it('reads any answer from the service as wrong credentials', () => {
    expect(loginErrorMessage(new ApiError(401, 'Invalid credentials'))).toBe(loginMessages.invalid);
    expect(loginErrorMessage(new WireError('expected a session'))).toBe(loginMessages.invalid);
  });
  it("shows the login limit's 429 message as the backend words it", () => {
    const locked = 'Too many failed attempts. Try again in 15 minutes.';
    expect(loginErrorMessage(new ApiError(429, locked))).toBe(locked);
  });
  it('adds where to unlock under the 429 only', () => {
    const locked = new ApiError(429, 'Too many failed attempts. Try again in 15 minutes.');
    expect(loginErrorHint(locked)).toBe(
      'At a booth: unlock it from the back office signed in on this device (Settings → Security → Sign-in locks).',
    );
    expect(loginErrorHint(new ApiError(401, 'Invalid email or password'))).toBeNull();
    expect(loginErrorHint(new ApiError(0, 'Network error'))).toBeNull();
  });
  it('reads no answer, or any other failure, as unexpected', () => {
    expect(loginErrorMessage(new ApiError(0, 'Network error'))).toBe(loginMessages.unexpected);
    expect(loginErrorMessage(new TypeError('boom'))).toBe(loginMessages.unexpected);
  });
});
