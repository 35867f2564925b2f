// Stand-in for the EmailJS send endpoint, used when no EmailJS keys are configured: it checks
// the request as EmailJS would and keeps the message. EmailJS answers in plain text, so do we.
import { http, HttpResponse } from 'msw';
import type { ContactMessageRecord } from '../db';
import { route } from './route';
import {
  badRequest,
  HttpError,
  isEmail,
  isRecord,
  readJsonObject,
  type JsonObject,
} from './validate';

/**
 * Longest accepted template params, in characters (after trimming). Generous for what the
 * contact form sends (a name, an address, one of four subjects, a message), small enough that
 * nobody can fill the backend's storage with a few requests.
 */
export const CONTACT_MAX_LENGTHS = {
  from_name: 100,
  email: 254, // the longest address SMTP can carry (RFC 5321)
  phone: 50,
  subject: 200,
  message: 5000,
} as const;

type ContactParam = keyof typeof CONTACT_MAX_LENGTHS;

function checkLength(value: string, field: string, maxLength: number | undefined): string {
  if (maxLength !== undefined && value.length > maxLength) {
    throw badRequest(`The template param ${field} must be at most ${maxLength} characters`);
  }
  return value;
}

function required(source: JsonObject, field: string, message: string, maxLength?: number): string {
  const value = source[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(message);
  return checkLength(value.trim(), field, maxLength);
}

function optional(params: JsonObject, field: ContactParam): string {
  const value = params[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`The template param ${field} must be a string`);
  return checkLength(value.trim(), field, CONTACT_MAX_LENGTHS[field]);
}

/** Like EmailJS's own rate limit (429): at most this many messages a minute from one address. */
export const CONTACT_RATE_LIMIT = 3;
/** At most this many messages a minute from all senders together: new addresses cost nothing. */
export const CONTACT_GLOBAL_RATE_LIMIT = 10;
const RATE_WINDOW_MS = 60_000;
const TOO_MANY_REQUESTS = 'Too Many Requests';

export const emailHandlers = [
  http.post(
    '*/api/v1.0/email/send',
    route(
      async ({ request, db }) => {
        const body = await readJsonObject(request);
        required(body, 'user_id', 'The user ID is required', 200);
        const serviceId = required(body, 'service_id', 'The service ID is required', 200);
        const templateId = required(body, 'template_id', 'The template ID is required', 200);
        const params = body.template_params;
        if (!isRecord(params)) throw badRequest('The template params must be an object');
        const param = (field: ContactParam): string =>
          required(
            params,
            field,
            `The template param ${field} is required`,
            CONTACT_MAX_LENGTHS[field],
          );

        const message: ContactMessageRecord = {
          id: crypto.randomUUID(),
          fromName: param('from_name'),
          email: param('email'),
          message: param('message'),
          phone: optional(params, 'phone'),
          subject: optional(params, 'subject'),
          serviceId,
          templateId,
          createdAt: Date.now(),
        };
        if (!isEmail(message.email)) {
          throw badRequest('The template param email must be a valid e-mail address');
        }
        const sender = message.email.toLowerCase();
        // Counted and added in one read-write transaction, so parallel requests cannot all
        // pass the count before any of them is stored.
        await db.transaction('rw', db.contactMessages, async () => {
          const recent = await db.contactMessages
            .where('createdAt')
            .above(message.createdAt - RATE_WINDOW_MS)
            .toArray();
          const fromSender = recent.filter((earlier) => earlier.email.toLowerCase() === sender);
          if (
            recent.length >= CONTACT_GLOBAL_RATE_LIMIT ||
            fromSender.length >= CONTACT_RATE_LIMIT
          ) {
            throw new HttpError(429, TOO_MANY_REQUESTS);
          }
          await db.contactMessages.add(message);
        });
        return HttpResponse.text('OK', { status: 200 });
      },
      { errors: 'text' },
    ),
  ),
];
