import { describe, expect, it, vi } from 'vitest';
import { answeredByMock, apiBaseUrl, apiOrigins } from './apiBase';

describe('apiBaseUrl', () => {
  it('keeps an absolute URL or a path, without trailing slashes', () => {
    expect(apiBaseUrl(' http://127.0.0.1:4310/api/ ', '/api')).toBe('http://127.0.0.1:4310/api');
    expect(apiBaseUrl('/backend//', '/api')).toBe('/backend');
    expect(apiBaseUrl(undefined, '/api/auth')).toBe('/api/auth');
  });

  it('takes the fallback for anything else, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(apiBaseUrl('ftp://example.com', '/api')).toBe('/api');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('apiOrigins', () => {
  it('lists each other origin once', () => {
    expect(
      apiOrigins({
        VITE_CATALOG_API: 'http://127.0.0.1:4310/api',
        VITE_CART_API: 'http://127.0.0.1:4310/api/',
        VITE_COUPONS_API: 'https://coupons.example.com/api',
        VITE_AUTH_API: '/api/auth',
      }),
    ).toEqual(['http://127.0.0.1:4310', 'https://coupons.example.com']);
  });

  it('lists none for same-origin, missing or invalid values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(apiOrigins({})).toEqual([]);
    expect(apiOrigins({ VITE_CATALOG_API: 'not a url', VITE_AUTH_API: 'http://' })).toEqual([]);
    warn.mockRestore();
  });
});

describe('answeredByMock', () => {
  it('is true with the defaults and paths under /api, false when any service is elsewhere', () => {
    expect(answeredByMock({})).toBe(true);
    expect(answeredByMock({ VITE_CATALOG_API: '/api/', VITE_AUTH_API: '/api/auth' })).toBe(true);
    expect(answeredByMock({ VITE_CART_API: 'http://127.0.0.1:4310/api' })).toBe(false);
    expect(answeredByMock({ VITE_AUTH_API: '/backend/auth' })).toBe(false);
    expect(answeredByMock({ VITE_CATALOG_API: '/apis' })).toBe(false);
  });
});
