// The contact form's values, rules and texts (spec §3, §5, §8).

export const contactSubjects = [
  'Drone Products',
  'Software Services',
  'Training Programs',
  'General Inquiry',
] as const;

export type ContactSubject = (typeof contactSubjects)[number];

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  /** '' until the visitor picks one ('Select a subject'). */
  subject: ContactSubject | '';
  message: string;
}

/** What EmailJS's template receives (spec §7). */
export interface ContactTemplateParams extends Record<string, string> {
  from_name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const emptyContact: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

export const contactTexts = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  invalidSubject: 'Please select a subject',
  subjectPlaceholder: 'Select a subject',
  sending: 'Sending...',
  send: 'Send Message',
  thankYouTitle: 'Thank You!',
  thankYouBody: "Your message has been sent successfully. We'll get back to you soon.",
  sendAnother: 'Send Another Message',
  failure: 'Failed to send message. Please try again later.',
  queued:
    'You are offline. Your message is saved on this device and will be sent automatically when you are back online.',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export function isContactSubject(value: string): value is ContactSubject {
  return (contactSubjects as readonly string[]).includes(value);
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** Every rule of the contact form; an empty object means the values can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = contactTexts.required;
  if (!values.email.trim()) errors.email = contactTexts.required;
  else if (!isValidEmail(values.email)) errors.email = contactTexts.invalidEmail;
  if (!values.subject) errors.subject = contactTexts.required;
  else if (!isContactSubject(values.subject)) errors.subject = contactTexts.invalidSubject;
  if (!values.message.trim()) errors.message = contactTexts.required;
  return errors;
}

export function toTemplateParams(values: ContactValues): ContactTemplateParams {
  return {
    from_name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject: values.subject,
    message: values.message.trim(),
  };
}

/** Reads back a stored draft or outbox payload, ignoring anything malformed. */
export function contactFromUnknown(raw: unknown): ContactValues | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const subject = text('subject');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    subject: isContactSubject(subject) ? subject : '',
    message: text('message'),
  };
}
