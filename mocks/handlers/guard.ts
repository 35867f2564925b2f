// Runs before every other handler. msw decodes path parameters with decodeURIComponent while
// matching routes, so a malformed percent-encoding in an API path (`/api/products/%E0%A4%A`)
// would throw inside msw itself and come back as a 500 carrying a stack trace. This handler
// answers such requests first, with the contract's 400 JSON error.
import { http, HttpResponse } from 'msw';

const API_SEGMENT = '/api/';

/** The URL path cannot be percent-decoded. */
export function hasMalformedPath(url: string): boolean {
  const { pathname } = new URL(url);
  if (!pathname.includes(API_SEGMENT)) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export const MALFORMED_PATH = 'Malformed URL path';

export const guardHandlers = [
  http.all(
    ({ request }) => hasMalformedPath(request.url),
    () => HttpResponse.json({ error: MALFORMED_PATH }, { status: 400 }),
  ),
];
