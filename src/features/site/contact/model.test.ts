import { describe, expect, it } from 'vitest';
import {
  contactFromUnknown,
  contactTexts,
  emptyContact,
  isValidEmail,
  toTemplateParams,
  validateContact,
  type ContactValues,
} from './model';

const valid: ContactValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  subject: 'Training Programs',
  message: 'Do you run weekend batches?',
};

describe('contact validation', () => {
  it('accepts a complete message without a phone number (phone is optional)', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires name, email, subject and message', () => {
    expect(validateContact(emptyContact)).toEqual({
      name: contactTexts.required,
      email: contactTexts.required,
      subject: contactTexts.required,
      message: contactTexts.required,
    });
  });

  it('treats whitespace-only text as empty', () => {
    const errors = validateContact({ ...valid, name: '   ', message: '\n\t ' });
    expect(errors.name).toBe(contactTexts.required);
    expect(errors.message).toBe(contactTexts.required);
  });

  it('rejects an e-mail that does not look like one', () => {
    for (const email of ['asha', 'asha@', '@example.com', 'asha@example', 'as ha@example.com']) {
      expect(validateContact({ ...valid, email }).email).toBe(contactTexts.invalidEmail);
    }
    expect(isValidEmail(' asha@example.co.in ')).toBe(true);
  });

  it('only accepts one of the four subjects', () => {
    const values = { ...valid, subject: 'Pizza' } as unknown as ContactValues;
    expect(validateContact(values).subject).toBe(contactTexts.invalidSubject);
  });
});

describe('template params', () => {
  it('maps the form to EmailJS template params, trimmed', () => {
    expect(toTemplateParams({ ...valid, name: ' Asha Rao ', phone: ' +91 98765 43210 ' })).toEqual({
      from_name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      subject: 'Training Programs',
      message: 'Do you run weekend batches?',
    });
  });

  it('reads back stored drafts and ignores malformed values', () => {
    expect(contactFromUnknown(null)).toBeNull();
    expect(contactFromUnknown({ name: 'A', subject: 'Nope', message: 3 })).toEqual({
      ...emptyContact,
      name: 'A',
    });
  });
});
