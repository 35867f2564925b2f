// Stand-in for the EmailJS send endpoint, used when no EmailJS keys are configured: it checks
// the request as EmailJS would and keeps the message. EmailJS answers in plain text, so do we.
import { http, HttpResponse } from 'msw';
import type { ContactMessageRecord } from '../recordTypes';
import { route } from './route';
import { CONTACT_MAX_LENGTHS, emailSendSchema } from '../schemas';
import { HttpError, parseBody, readJsonObject } from './validate';

// Longest accepted template params, in characters (code points, after trimming): generous for
// what the contact form sends, small enough that nobody can fill the backend's storage with a
// few requests. The body's rules are mocks/schemas.ts's emailSendSchema.
export { CONTACT_MAX_LENGTHS };

/** Like EmailJS's own rate limit (429): at most this many messages a minute from one address. */
export const CONTACT_RATE_LIMIT = 3;
/** At most this many messages a minute from all senders together: new addresses cost nothing. */
export const CONTACT_GLOBAL_RATE_LIMIT = 10;
const RATE_WINDOW_MS = 60_000;
/**
 * The demo template of staff replies to contact messages (the app's DEMO_REPLY_TEMPLATE_ID): a
 * reply goes to the visitor's `email` and is not a contact message, so it is delivered (200 `OK`)
 * and not kept: it never becomes a lead, nor counts against a visitor's rate limit.
 */
export const DEMO_REPLY_TEMPLATE_ID = 'demo-reply-template';
const TOO_MANY_REQUESTS = 'Too Many Requests';

export const emailHandlers = [
  http.post(
    '*/api/v1.0/email/send',
    route(
      async ({ request, db }) => {
        const body = parseBody(emailSendSchema, await readJsonObject(request));
        const params = body.template_params;
        if (body.template_id === DEMO_REPLY_TEMPLATE_ID) return HttpResponse.text('OK');
        const message: ContactMessageRecord = {
          id: crypto.randomUUID(),
          fromName: params.from_name,
          email: params.email,
          message: params.message,
          phone: params.phone,
          subject: params.subject,
          serviceId: body.service_id,
          templateId: body.template_id,
          createdAt: Date.now(),
        };
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
