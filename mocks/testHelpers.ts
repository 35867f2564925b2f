// Shared by the backend's unit tests: real fetch calls through the msw node server.
import { guestCartTokenOf } from '../src/lib/guestCartToken';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './fixtures/users';

export const API = 'http://localhost/api';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as-is, for malformed bodies. */
  rawBody?: string;
  token?: string;
  /** More request headers (e.g. the testing switch's `X-SkyForge-Testing: on`). */
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON, or null when empty. */
  body: T;
  text: string;
}

/** Sends a request to the backend and returns its answer as is. */
export function fetchApi(
  path: string,
  { method = 'GET', body, rawBody, token, headers: extra }: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extra };
  if (body !== undefined || rawBody !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API}${path}`, {
    method,
    headers,
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
}

export async function call<T = unknown>(
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const response = await fetchApi(path, options);
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, body: parsed as T, text };
}

/** A valid EmailJS send request (POST /api/v1.0/email/send), as the contact form posts it. */
export const validEmailRequest = {
  lib_version: '4.4.1',
  user_id: 'public-key',
  service_id: 'service_demo',
  template_id: 'template_contact',
  template_params: {
    from_name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '+1 555 0100',
    subject: 'Training Programs',
    message: 'Do you run summer courses?',
  },
};

interface LoginAnswer {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}

export async function loginAdmin(): Promise<string> {
  const { body } = await call<LoginAnswer>('/admin/login', {
    method: 'POST',
    body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  return body.token;
}

/** Signs the demo customer in; `guestSecret`, a guest cart's secret, merges that cart. */
export async function loginCustomer(guestSecret?: string): Promise<LoginAnswer> {
  const { body } = await call<LoginAnswer>('/auth/login', {
    method: 'POST',
    body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    token: guestSecret,
  });
  return body;
}

/** A made-up guest cart token, as the app creates one. */
export const newGuestToken = (): string => crypto.randomUUID();

/** A guest cart as the app makes one: a secret it keeps and the token made from it. */
export async function newGuestCart(): Promise<{ secret: string; token: string }> {
  const secret = crypto.randomUUID();
  return { secret, token: await guestCartTokenOf(secret) };
}

/** POST /admin/data/import's body for `tables`: a data file holding them, as the app sends it. */
export const importBody = (importId: string, tables: unknown) => ({
  importId,
  file: { format: 'skyforge-data', formatVersion: 1, backend: tables },
});

/** Throws `backend not reachable at <api> (<cause>)` when nothing answers there. */
export async function assertBackendReachable(api: string, timeoutMs = 10_000): Promise<void> {
  try {
    const response = await fetch(`${api}/products/categories`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
  } catch (error) {
    const cause = error instanceof Error ? String(error.cause ?? error) : String(error);
    throw new Error(`backend not reachable at ${api} (${cause})`);
  }
}
