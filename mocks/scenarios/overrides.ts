// Each scenario's msw handler overrides: placed before the backend's own handlers, so a
// resolver that returns nothing lets the request go on to them.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { getBackendDb } from '../db';
import { bearerToken } from '../handlers/session';
import type { ScenarioName } from './list';

export const SLOW_NETWORK_DELAY_MS = 2000;
export const SERVER_ERROR_MESSAGE = 'Internal server error (test scenario server-errors)';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const EMAIL_RATE_LIMITED_MESSAGE = 'Too many requests';

const serverError = () => HttpResponse.json({ error: SERVER_ERROR_MESSAGE }, { status: 500 });

/** The calls `server-errors` breaks: catalogue, cart, coupons and the customer's and admin's auth. */
const failingPaths = [
  '*/api/products',
  '*/api/products/*',
  '*/api/cart/*',
  '*/api/coupons',
  '*/api/coupons/*',
  '*/api/auth/*',
  '*/api/admin/login',
  '*/api/admin/logout',
  '*/api/admin/me',
];

export const scenarioOverrides: Record<ScenarioName, readonly RequestHandler[]> = {
  default: [],
  'payment-declined': [],
  'payment-approved': [],
  'slow-network': [
    http.all('*/api/*', async () => {
      await delay(SLOW_NETWORK_DELAY_MS);
    }),
  ],
  'server-errors': failingPaths.map((path) => http.all(path, serverError)),
  'network-down': [http.all('*/api/*', () => HttpResponse.error())],
  'empty-catalogue': [],
  'large-catalogue': [],
  'expired-session': [
    // Session tokens only: a guest's cart token is no sign-in and keeps working.
    http.all('*/api/*', async ({ request }) => {
      const token = bearerToken(request);
      if (token === null || !(await getBackendDb().sessions.get(token))) return undefined;
      return HttpResponse.json({ error: SESSION_EXPIRED_MESSAGE }, { status: 401 });
    }),
  ],
  'email-rate-limited': [
    http.post('*/api/v1.0/email/send', () =>
      HttpResponse.text(EMAIL_RATE_LIMITED_MESSAGE, { status: 429 }),
    ),
  ],
};
