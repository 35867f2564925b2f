// Who may switch the test scenario (issue 35, point 20). A link cannot send a header, and the
// service worker answers only its own origin's pages, so the switch asks for one of:
// - an admin session (`Authorization: Bearer <admin token>`), or
// - the testing switch's proof: `X-SkyForge-Testing: on`, which the page sends only when the
//   tester switched testing on in this browser or confirmed the switch (README, "For testers").
// A production build refuses the switch (404, as if it did not exist) unless testing is on; a
// build pointed at a real backend has no scenarios at all. mock:serve leaves the header out of its
// CORS answer: a page on another origin can switch it only with an admin token.
import type { BackendDatabase } from '../db';
import { bearerToken, findSession } from '../handlers/session';
import { HttpError, notFound, unauthorized } from '../handlers/validate';

export const TESTING_HEADER = 'X-SkyForge-Testing';
export const TESTING_ON = 'on';

/**
 * - `development`: the dev server, the Node tests and mock:serve: an admin token or the testing
 *   header, else 401;
 * - `production`: a production build on the mock: the testing header, else 404;
 * - `none`: the app talks to a real backend: no switch (404), every request as under `default`.
 */
export type ScenarioAccess = 'development' | 'production' | 'none';

let access: ScenarioAccess = 'development';

/** Set once by the worker and the in-page fallback, from the build (src/config/env.ts). */
export function setScenarioAccess(value: ScenarioAccess): void {
  access = value;
}

export const scenarioAccess = (): ScenarioAccess => access;

/** The request says testing is on in the caller's browser. */
export function testingSwitchedOn(request: Request): boolean {
  return request.headers.get(TESTING_HEADER)?.trim().toLowerCase() === TESTING_ON;
}

const noRoute = (request: Request): HttpError =>
  notFound(`No route for ${request.method} ${new URL(request.url).pathname}`);

/** GET: anyone, where there are scenarios at all. */
export function requireScenarios(request: Request): void {
  if (access === 'none') throw noRoute(request);
}

export const SWITCH_REFUSED = `Switching the test scenario needs an admin token or the header ${TESTING_HEADER}: ${TESTING_ON} (testing switched on in this browser)`;

/** PUT: the rules above; throws the 404 or 401 to answer. */
export async function requireSwitchRights(request: Request, db: BackendDatabase): Promise<void> {
  requireScenarios(request);
  if (testingSwitchedOn(request)) return;
  if (access === 'production') throw noRoute(request);
  const token = bearerToken(request);
  const auth = token ? await findSession(db, token) : null;
  if (auth?.session.role === 'admin' && auth.user.role === 'admin') return;
  throw unauthorized(SWITCH_REFUSED);
}
