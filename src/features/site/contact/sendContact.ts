// The contact form's send: one EmailJS request with the contact template (spec §7).
import { sendEmail } from '../../../api/email/emailClient';
import type { ContactTemplateParams } from './model';

export function sendContactEmail(params: ContactTemplateParams): Promise<void> {
  return sendEmail('contact', params);
}
