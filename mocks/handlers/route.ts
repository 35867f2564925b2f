// The wrapper every handler goes through: seeds the database, turns validation errors into
// `{ "error": message }` answers and any unexpected crash into a 500, so no handler throws.
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
      console.error('[backend] handler failed', error);
      return errorResponse(500, 'Internal server error', errors);
    }
  };
}
