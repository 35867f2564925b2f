// One request to EmailJS's send endpoint (spec §7), the channel of the contact form and of staff
// replies to it. Without keys the app's own origin answers it (the mocked backend), so the demo
// works end to end.
import emailjs, { EmailJSResponseStatus } from '@emailjs/browser';
import { emailJsConfig } from '../../config/env';
import { whenBackendReady } from '../backendReady';

export class ContactSendError extends Error {
  constructor(
    /** EmailJS status: 0 is a network error, else the HTTP status. */
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ContactSendError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Normalises what EmailJS or fetch throws into a ContactSendError. */
export function toContactSendError(error: unknown): ContactSendError {
  if (error instanceof ContactSendError) return error;
  if (error instanceof EmailJSResponseStatus) {
    return new ContactSendError(error.status, error.text || `EmailJS status ${error.status}`);
  }
  // fetch rejects with a TypeError when the network is down: EmailJS's status 0.
  if (error instanceof TypeError) return new ContactSendError(0, error.message || 'Network Error');
  if (error instanceof Error) return new ContactSendError(-1, error.message);
  return new ContactSendError(-1, String(error));
}

/**
 * The template the demo backend's EmailJS stand-in takes for staff replies to contact messages
 * (mocks/handlers/email.ts has the same name): it delivers them without keeping them as contact
 * messages, so a reply is never a lead.
 */
export const DEMO_REPLY_TEMPLATE_ID = 'demo-reply-template';

/** Which of the configured templates a send uses. */
export type EmailTemplate = 'contact' | 'reply';

/** Sends `params` with the contact template or the reply template; throws ContactSendError. */
export async function sendEmail(
  template: EmailTemplate,
  params: Record<string, string>,
): Promise<void> {
  const config = emailJsConfig();
  // init(options, origin) sets where sendPost goes: `${origin}/api/v1.0/email/send`.
  emailjs.init({ publicKey: config.publicKey }, config.origin);
  // In demo mode the service worker answers; wait until it can.
  await whenBackendReady();
  const replyTemplateId = config.demo ? DEMO_REPLY_TEMPLATE_ID : config.replyTemplateId;
  const templateId = template === 'reply' ? replyTemplateId : config.templateId;
  try {
    await emailjs.send(config.serviceId, templateId, params, { publicKey: config.publicKey });
  } catch (error) {
    throw toContactSendError(error);
  }
}
