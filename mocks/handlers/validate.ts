// Small validators shared by every handler. Each one either returns a clean value or throws an
// HttpError whose message names the field, so handlers read as a list of rules. Request bodies
// go through `parseBody` with their schema in mocks/schemas.ts, which the import and the
// document share.
import type { z } from 'zod';

export type JsonObject = Record<string, unknown>;

/** An error with an HTTP status; the route wrapper turns it into `{ "error": message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const unauthorized = (message: string): HttpError => new HttpError(401, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A body checked by its schema: the clean value, or 400 with the first problem's message. */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: JsonObject,
): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request body');
  return parsed.data;
}

export const INVALID_JSON = 'Request body must be valid JSON';

/**
 * Reads the body as a JSON object. `allowEmpty` is for endpoints whose body carries nothing
 * (the spec's remove-coupon sends `{}`, other clients may send nothing).
 */
export async function readJsonObject(
  request: Request,
  { allowEmpty = false }: { allowEmpty?: boolean } = {},
): Promise<JsonObject> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw badRequest(INVALID_JSON);
  }
  if (text.trim() === '') {
    if (allowEmpty) return {};
    throw badRequest(INVALID_JSON);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest(INVALID_JSON);
  }
  if (!isRecord(data)) throw badRequest('Request body must be a JSON object');
  return data;
}

/** A JSON integer within bounds, or `fallback` when the field is missing. */
export function integerInRange(
  body: JsonObject,
  field: string,
  { min, max, fallback }: { min: number; max: number; fallback?: number },
): number {
  const value = body[field];
  if (value === undefined && fallback !== undefined) return fallback;
  if (!Number.isInteger(value) || typeof value !== 'number' || value < min || value > max) {
    throw badRequest(`${field} must be an integer between ${min} and ${max}`);
  }
  return value;
}

/** An optional boolean with a default for when it is missing. */
export function booleanField(body: JsonObject, field: string, fallback: boolean): boolean {
  const value = body[field];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw badRequest(`${field} must be true or false`);
  return value;
}

/** One of a fixed set of strings, or `fallback` when missing. */
export function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  message: string,
  fallback?: T,
): T {
  if ((value === undefined || value === null || value === '') && fallback !== undefined) {
    return fallback;
  }
  const match = allowed.find((option) => option === value);
  if (match === undefined) throw badRequest(message);
  return match;
}

/** A path parameter as a single string (msw types allow arrays for repeated segments). */
export function pathParam(params: Readonly<Record<string, unknown>>, name: string): string {
  const value = params[name];
  if (typeof value === 'string' && value !== '') return value;
  throw badRequest(`${name} is required in the path`);
}
