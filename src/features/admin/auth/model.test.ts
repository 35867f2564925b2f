import { describe, expect, it } from 'vitest';
import { loginMessages, redirectTarget, validateLogin } from './model';

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
