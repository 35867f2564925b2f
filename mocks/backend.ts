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

/** The header that tells the page which test scenario answered (README, "For testers"). */
export const SCENARIO_HEADER = 'X-Test-Scenario';

/** Names the scenario on the answer, so a page whose copy is out of step catches up. */
function withScenarioHeader(response: Response, scenario: string): Response {
  // A network error has no headers to set.
  if (response.type === 'error') return response;
  try {
    response.headers.set(SCENARIO_HEADER, scenario);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(SCENARIO_HEADER, scenario);
    return copy;
  }
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
    const scenario = await activeScenario();
    const overrides = scenarioOverrides[scenario];
    const response =
      (await getResponse(
        overrides.length === 0
          ? backendHandlers
          : [...scenarioControlHandlers, ...overrides, ...backendHandlers],
        request,
      )) ??
      Response.json(
        { error: `No route for ${request.method} ${new URL(request.url).pathname}` },
        { status: 404 },
      );
    return withScenarioHeader(response, scenario);
  } catch (error) {
    console.error('[backend] handler crashed', error);
    return Response.json({ error: 'Internal error in the offline backend' }, { status: 500 });
  }
}
