// The mocked backend as one adapter: which requests it answers and how. Used by the service
// worker (src/sw.ts), the in-page fallback (src/app/startup/inPageBackend.ts) and the build-time
// prerender (src/app/prerender/entry.tsx).
import { getResponse, type RequestHandler } from 'msw';
import { handlers } from './handlers';
import { hasMalformedPath, MALFORMED_PATH } from './handlers/guard';
import { activeScenario } from './scenarios/state';
import { scenarioControlHandlers } from './scenarios/control';
import { scenarioOverrides } from './scenarios/overrides';

/**
 * Whether the backend answers this URL: a path under `/api/` on the page's own origin. That covers
 * the API and, in demo mode, the EmailJS send endpoint (`/api/v1.0/email/send`, sent to the app's
 * origin); real EmailJS (https://api.emailjs.com) goes to the network.
 */
export function isBackendRequest(url: string | URL, origin: string): boolean {
  const { origin: requestOrigin, pathname } = new URL(url);
  return requestOrigin === origin && pathname.startsWith('/api/');
}

/**
 * The backend's answer under the active test scenario (its overrides come first, after the switch
 * that ends it); 400 for a path that cannot be percent-decoded, 404 when no handler matches, 500
 * when one throws, all `{ error }`.
 */
export async function answerBackendRequest(
  request: Request,
  // Tests pass their own.
  backendHandlers: RequestHandler[] = handlers,
): Promise<Response> {
  // Before msw: its route matching decodes path parameters and throws URIError on them.
  if (hasMalformedPath(request.url)) {
    return Response.json({ error: MALFORMED_PATH }, { status: 400 });
  }
  try {
    const overrides = scenarioOverrides[await activeScenario()];
    const response = await getResponse(
      overrides.length === 0
        ? backendHandlers
        : [...scenarioControlHandlers, ...overrides, ...backendHandlers],
      request,
    );
    return (
      response ??
      Response.json(
        { error: `No route for ${request.method} ${new URL(request.url).pathname}` },
        { status: 404 },
      )
    );
  } catch (error) {
    console.error('[backend] handler crashed', error);
    return Response.json({ error: 'Internal error in the offline backend' }, { status: 500 });
  }
}
