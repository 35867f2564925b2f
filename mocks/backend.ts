// The mocked backend as one adapter: which requests it answers and how. Used by the service
// worker (src/sw.ts), the in-page fallback (src/app/startup/inPageBackend.ts) and the build-time
// prerender (src/app/prerender/entry.tsx).
import { getResponse, http, HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';
import { getBackendDb } from './db';
import { handlers } from './handlers';
import { hasMalformedPath, MALFORMED_PATH } from './handlers/guard';
import { scenarioAccess } from './scenarios/access';
import { activeScenario } from './scenarios/state';
import { scenarioControlHandlers } from './scenarios/control';
import { scenarioOverrides } from './scenarios/overrides';
import { ensureSeeded } from './seed';

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

// ---------------------------------------------------------------------------------------------
// Routing by path, then by method (issue 34, point 7): derived from the handlers' own method and
// path, so the worker, the in-page fallback, mock:serve and the Node tests (mocks/node.ts) agree.

const ANY_METHOD = '*';

/** The handlers' fixed paths (`*\/api/products/:id`), each with the methods it has. */
const routeTables = new WeakMap<readonly RequestHandler[], Map<string, Set<string>>>();

function routeTable(backendHandlers: readonly RequestHandler[]): Map<string, Set<string>> {
  let table = routeTables.get(backendHandlers);
  if (table) return table;
  table = new Map();
  for (const handler of backendHandlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    // A predicate (the malformed-path guard) or a pattern names no path of its own.
    if (typeof path !== 'string') continue;
    const methods = table.get(path) ?? new Set<string>();
    // `http.all` (a RegExp method): the path takes every method.
    methods.add(typeof method === 'string' ? method.toUpperCase() : ANY_METHOD);
    table.set(path, methods);
  }
  routeTables.set(backendHandlers, table);
  return table;
}

/** Path parameters and wildcards in a handler path: the fewer, the more specific. */
const variableParts = (path: string): number => path.match(/:\w+|\*/g)?.length ?? 0;

/**
 * The methods the path of `url` has (`HEAD` wherever `GET`), sorted; null for a path no handler
 * has. The most specific matching path wins, so `/products/categories` is never `/products/:id`.
 */
export function allowedMethods(
  url: string,
  backendHandlers: readonly RequestHandler[] = handlers,
): string[] | null {
  const requestUrl = new URL(url);
  const table = routeTable(backendHandlers);
  const matching = [...table.keys()].filter((path) => matchRequestUrl(requestUrl, path).matches);
  if (matching.length === 0) return null;
  const fewest = Math.min(...matching.map(variableParts));
  const methods = new Set(
    matching
      .filter((path) => variableParts(path) === fewest)
      .flatMap((path) => [...(table.get(path) ?? [])]),
  );
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/** `HEAD`: the `GET` answer's status and headers, without its body. */
async function headAsGet(
  request: Request,
  backendHandlers: readonly RequestHandler[],
): Promise<Response | undefined> {
  const get = new Request(request.url, { method: 'GET', headers: request.headers });
  const answer = await getResponse([...backendHandlers], get);
  if (!answer) return undefined;
  await answer.body?.cancel();
  return new Response(null, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/**
 * The handler that routes by method, placed before the backend's handlers (after a scenario's
 * overrides): a method the path does not have answers 405 with `Allow`, `HEAD` answers as `GET`
 * without a body; anything else, and a path no handler has, goes on to the handlers.
 */
export function methodRouting(backendHandlers: readonly RequestHandler[] = handlers): HttpHandler {
  let routing = routingHandlers.get(backendHandlers);
  if (!routing) {
    routing = newMethodRouting(backendHandlers);
    routingHandlers.set(backendHandlers, routing);
  }
  return routing;
}

const routingHandlers = new WeakMap<readonly RequestHandler[], HttpHandler>();

function newMethodRouting(backendHandlers: readonly RequestHandler[]): HttpHandler {
  return http.all(
    // A predicate, not a path: msw's path matching throws on a malformed path (guard.ts).
    ({ request }) =>
      new URL(request.url).pathname.includes('/api/') && !hasMalformedPath(request.url),
    async ({ request }) => {
      const allowed = allowedMethods(request.url, backendHandlers);
      if (allowed === null || allowed.includes(ANY_METHOD)) return undefined;
      const { method } = request;
      if (method === 'HEAD' && allowed.includes('HEAD')) return headAsGet(request, backendHandlers);
      if (allowed.includes(method)) return undefined;
      return Response.json(
        { error: `Method ${method} not allowed on ${new URL(request.url).pathname}` },
        { status: 405, headers: { Allow: allowed.join(', ') } },
      );
    },
  );
}

/**
 * The backend's answer under the active test scenario (its overrides come first, after the switch
 * that ends it); 400 for a path that cannot be percent-decoded, 405 with `Allow` for a method the
 * path does not have, 404 when no handler matches, 500 when one throws, all `{ error }`. `HEAD`
 * answers wherever `GET` does.
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
    // A build pointed at a real backend has no scenarios: its answers name none.
    const scenarios = scenarioAccess() !== 'none';
    const scenario = scenarios ? await activeScenario() : 'default';
    const overrides = scenarioOverrides[scenario];
    const response =
      (await getResponse(
        [
          ...(overrides.length === 0 ? [] : [...scenarioControlHandlers, ...overrides]),
          methodRouting(backendHandlers),
          ...backendHandlers,
        ],
        request,
      )) ??
      Response.json(
        { error: `No route for ${request.method} ${new URL(request.url).pathname}` },
        { status: 404 },
      );
    return scenarios ? withScenarioHeader(response, scenario) : response;
  } catch (error) {
    console.error('[backend] handler crashed', error);
    return Response.json({ error: 'Internal error in the offline backend' }, { status: 500 });
  }
}

/**
 * Opens the backend's databases (and seeds a new one) ahead of the first request, sharing the run
 * every handler awaits (`route`, `activeScenario`): a first install starts it while it stores the
 * shell, so the page's first call (a cold back office's session check) is not the one that waits
 * for it. Never rejects: a failure is logged, and the first request tries again.
 */
export async function prepareBackend(): Promise<void> {
  try {
    await Promise.all([
      scenarioAccess() === 'none' ? undefined : activeScenario(),
      ensureSeeded(getBackendDb()),
    ]);
  } catch (error) {
    console.error('[backend] could not be prepared ahead of the first request', error);
  }
}
