// Small validators shared by every handler. Each one either returns a clean value or throws an
// HttpError whose message names the field, so handlers read as a list of rules. Request bodies
// with a schema of their own (mocks/schemas.ts) go through `parseBody`.
import type { z } from 'zod';
import { codePoints, isWholeCents, MAX_PRICE } from '../schemas';

export { isEmail, isIsoDate, isWholeCents, MAX_PRICE } from '../schemas';

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

interface StringRules {
  /** Message when the field is missing or blank; defaults to `{field} is required`. */
  requiredMessage?: string;
  maxLength?: number;
}

/** A required, non-blank string, trimmed. */
export function requiredString(body: JsonObject, field: string, rules: StringRules = {}): string {
  const value = body[field];
  const requiredMessage = rules.requiredMessage ?? `${field} is required`;
  if (value === undefined || value === null) throw badRequest(requiredMessage);
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(requiredMessage);
  if (rules.maxLength !== undefined && codePoints(trimmed) > rules.maxLength) {
    throw badRequest(`${field} must be at most ${rules.maxLength} characters`);
  }
  return trimmed;
}

/** An optional string: missing, null or blank become null. */
export function optionalString(body: JsonObject, field: string, maxLength?: number): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string or null`);
  const trimmed = value.trim();
  if (maxLength !== undefined && codePoints(trimmed) > maxLength) {
    throw badRequest(`${field} must be at most ${maxLength} characters`);
  }
  return trimmed === '' ? null : trimmed;
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A JSON number within bounds; `message` is used for every failure so it states the rule. */
export function numberInRange(
  value: unknown,
  { min, max, minExclusive = false }: { min: number; max?: number; minExclusive?: boolean },
  message: string,
): number {
  if (!isFiniteNumber(value)) throw badRequest(message);
  if (minExclusive ? value <= min : value < min) throw badRequest(message);
  if (max !== undefined && value > max) throw badRequest(message);
  return value;
}

/**
 * A price in dollars: a finite JSON number of at least `min` (more than 0 when `minExclusive`),
 * at most MAX_PRICE, in whole cents. `rangeMessage` states the lower bound.
 */
export function priceField(
  value: unknown,
  field: string,
  { min, minExclusive = false }: { min: number; minExclusive?: boolean },
  rangeMessage: string,
): number {
  const amount = numberInRange(value, { min, minExclusive }, rangeMessage);
  if (amount > MAX_PRICE) {
    throw badRequest(`${field} must be at most ${MAX_PRICE.toLocaleString('en-US')}`);
  }
  if (!isWholeCents(amount)) throw badRequest(`${field} must have at most 2 decimals`);
  return Math.round(amount * 100) / 100;
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
