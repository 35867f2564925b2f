// The one fetch wrapper every service client uses.
import { whenBackendReady } from './backendReady';
import { readTestScenario, writeTestScenario } from './testScenario/testScenario';

/**
 * The mocked backend names its active test scenario on every answer: the page's copy (banner,
 * payment) follows it when another tab or a direct call switched it. A real backend sends none.
 */
function followTestScenario(response: Response): void {
  const scenario = response.headers.get('X-Test-Scenario');
  if (scenario === null) return;
  if (scenario !== (readTestScenario() ?? 'default')) writeTestScenario(scenario);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob is sent as it is (JSON already, e.g. a chosen file). */
  body?: unknown;
  token?: string | null;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** False for the start-up's own calls, made before the backend is declared ready. */
  waitForBackend?: boolean;
  /** More request headers (the test scenario switch's proof). */
  headers?: Record<string, string>;
}

export async function request<T = unknown>(
  base: string,
  path: string,
  {
    method = 'GET',
    body,
    token,
    query,
    signal,
    waitForBackend = true,
    headers: extraHeaders,
  }: RequestOptions = {},
): Promise<T> {
  let url = `${base}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  if (waitForBackend) await whenBackendReady();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined || body instanceof Blob ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error: the service could not be reached.');
  }

  followTestScenario(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      if (!response.ok)
        throw new ApiError(response.status, response.statusText || 'Request failed');
      throw new ApiError(response.status, 'The service answered with malformed JSON.');
    }
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : response.statusText || `Request failed (${response.status})`;
    throw new ApiError(response.status, message);
  }
  return data as T;
}

/**
 * A query's or form's policy for the spec's "silent" failures (§8): log the failure and hand
 * back a fallback value. Clients never use it: they throw, and the hook decides.
 */
export async function silently<T, F>(
  label: string,
  run: () => Promise<T>,
  fallback: F,
): Promise<T | F> {
  try {
    return await run();
  } catch (error) {
    console.error(`[api] ${label} failed`, error);
    return fallback;
  }
}
