// Stand-in for the EmailJS send endpoint, used when no EmailJS keys are configured: it checks
// the request as EmailJS would and keeps the message. EmailJS answers in plain text, so do we.
import { http, HttpResponse } from 'msw';
import type { ContactMessageRecord } from '../db';
import { route } from './route';
import { badRequest, isRecord, readJsonObject, type JsonObject } from './validate';

function required(source: JsonObject, field: string, message: string): string {
  const value = source[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(message);
  return value.trim();
}

function optional(params: JsonObject, field: string): string {
  const value = params[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`The template param ${field} must be a string`);
  return value.trim();
}

/** Like EmailJS's own rate limit (429): at most this many messages a minute from one address. */
export const CONTACT_RATE_LIMIT = 3;
const RATE_WINDOW_MS = 60_000;

export const emailHandlers = [
  http.post(
    '*/api/v1.0/email/send',
    route(
      async ({ request, db }) => {
        const body = await readJsonObject(request);
        required(body, 'user_id', 'The user ID is required');
        const serviceId = required(body, 'service_id', 'The service ID is required');
        const templateId = required(body, 'template_id', 'The template ID is required');
        const params = body.template_params;
        if (!isRecord(params)) throw badRequest('The template params must be an object');
        const param = (field: string): string =>
          required(params, field, `The template param ${field} is required`);

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
        const sender = message.email.toLowerCase();
        const recent = await db.contactMessages
          .where('createdAt')
          .above(message.createdAt - RATE_WINDOW_MS)
          .filter((earlier) => earlier.email.toLowerCase() === sender)
          .count();
        if (recent >= CONTACT_RATE_LIMIT) {
          return HttpResponse.text('Too Many Requests', { status: 429 });
        }
        await db.contactMessages.add(message);
        return HttpResponse.text('OK', { status: 200 });
      },
      { errors: 'text' },
    ),
  ),
];
