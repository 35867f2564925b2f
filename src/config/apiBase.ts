// The API base URL rules, without import.meta.env: config/env.ts applies them to the app's
// environment, vite.config.ts to the same values to allow their origins in the page's policy.

/** Keys of the service base URLs and the default of each (same-origin: the mock answers). */
export const API_BASE_DEFAULTS = {
  VITE_CATALOG_API: '/api',
  VITE_COUPONS_API: '/api',
  VITE_CART_API: '/api',
  VITE_AUTH_API: '/api/auth',
} as const;

/** An absolute http(s) URL or a path, without trailing slashes; anything else: the fallback. */
export function apiBaseUrl(value: string | undefined, fallback: string): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return fallback;
  if (/^https?:\/\//.test(trimmed) || trimmed.startsWith('/')) return trimmed.replace(/\/+$/, '');
  console.warn(`[config] ignoring invalid API base URL "${trimmed}", using ${fallback}`);
  return fallback;
}

/**
 * The other origins the configured services live on, each once (`connect-src`); none when every
 * service is on the app's own origin. A URL that does not parse is left out.
 */
export function apiOrigins(environment: Record<string, string | undefined>): string[] {
  const origins = new Set<string>();
  for (const [key, fallback] of Object.entries(API_BASE_DEFAULTS)) {
    const base = apiBaseUrl(environment[key], fallback);
    if (base.startsWith('/')) continue;
    try {
      origins.add(new URL(base).origin);
    } catch {
      // Not a URL after all ("http://"): the app's requests to it fail; nothing to allow.
    }
  }
  return [...origins];
}

/**
 * Whether the mocked backend in the service worker answers every service: each base URL is a
 * path under `/api` on the app's own origin (the defaults). Only then are there test scenarios
 * (README, "For testers"); a build pointed at a real backend has none.
 */
export function answeredByMock(environment: Record<string, string | undefined>): boolean {
  return Object.entries(API_BASE_DEFAULTS).every(([key, fallback]) => {
    const base = apiBaseUrl(environment[key], fallback);
    return base === '/api' || base.startsWith('/api/');
  });
}
