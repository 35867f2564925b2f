// Runs before every other handler. msw decodes path parameters with decodeURIComponent while
// matching routes, so a malformed percent-encoding in an API path (`/api/products/%E0%A4%A`)
// would throw inside msw itself and come back as a 500 carrying a stack trace. This handler
// answers such requests first, with the contract's 400 JSON error; mocks/backend.ts (the worker,
// the in-page fallback, the prerender) makes the same check before msw runs at all.
import { http, HttpResponse } from 'msw';

const API_SEGMENT = '/api/';

/** The URL path cannot be percent-decoded. */
export function hasMalformedPath(url: string): boolean {
  const { pathname } = new URL(url);
  if (!pathname.includes(API_SEGMENT)) return false;
  return decodedOrNull(pathname) === null;
}

// The decoded text must be used: the build's minifier (oxc) takes decodeURIComponent for a pure
// function and drops a call whose result is unused, try/catch and all, so a bare
// `decodeURIComponent(pathname)` check passed every path in the built worker.
function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export const MALFORMED_PATH = 'Malformed URL path';

export const guardHandlers = [
  http.all(
    ({ request }) => hasMalformedPath(request.url),
    () => HttpResponse.json({ error: MALFORMED_PATH }, { status: 400 }),
  ),
];
