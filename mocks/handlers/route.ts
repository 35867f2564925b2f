// The wrapper every handler goes through: seeds the database, turns validation errors into
// `{ "error": message }` answers, a write that hit the storage quota into a 507 and any other
// unexpected crash into a 500, so no handler throws.
import { HttpResponse, type JsonBodyType, type PathParams } from 'msw';
import { getBackendDb, type BackendDatabase } from '../db';
import { ensureSeeded } from '../seed';
import { HttpError } from './validate';

export interface RouteContext {
  request: Request;
  params: PathParams;
  db: BackendDatabase;
}

type ErrorFormat = 'json' | 'text';

/** HTTP 507 Insufficient Storage: the browser's quota (shared with the app) is used up. */
export const STORAGE_FULL_STATUS = 507;
export const STORAGE_FULL = 'Storage is full';

/**
 * Whether a Dexie write failed because the origin's storage quota is used up: IndexedDB's
 * 'QuotaExceededError', which Dexie keeps as the name or wraps (an AbortError's `inner`, a
 * BulkError's `failures`) when the transaction aborts at commit.
 */
export function isQuotaExceeded(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  const { name, inner, cause, failures } = error as Record<string, unknown>;
  if (name === 'QuotaExceededError') return true;
  if (isQuotaExceeded(inner, depth + 1) || isQuotaExceeded(cause, depth + 1)) return true;
  return Array.isArray(failures) && failures.some((item) => isQuotaExceeded(item, depth + 1));
}

export function json<T extends JsonBodyType>(body: T, status = 200): Response {
  return HttpResponse.json(body, { status });
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

function errorResponse(status: number, message: string, format: ErrorFormat): Response {
  return format === 'text'
    ? HttpResponse.text(message, { status })
    : HttpResponse.json({ error: message }, { status });
}

/**
 * Wraps a handler body. `errors: 'text'` answers errors as plain text, for the endpoint that
 * mimics EmailJS.
 */
export function route(
  run: (context: RouteContext) => Promise<Response>,
  { errors = 'json' }: { errors?: ErrorFormat } = {},
) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    try {
      const db = getBackendDb();
      await ensureSeeded(db);
      return await run({ request, params, db });
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, errors);
      if (isQuotaExceeded(error)) {
        console.warn('[backend] storage is full', error);
        return errorResponse(STORAGE_FULL_STATUS, STORAGE_FULL, errors);
      }
      console.error('[backend] handler failed', error);
      return errorResponse(500, 'Internal server error', errors);
    }
  };
}
