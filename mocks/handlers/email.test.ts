import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { ensureSeeded } from '../seed';
import { call, validEmailRequest } from '../testHelpers';
import { DEMO_REPLY_TEMPLATE_ID as appReplyTemplate } from '../../src/api/email/emailClient';
import {
  CONTACT_GLOBAL_RATE_LIMIT,
  CONTACT_MAX_LENGTHS,
  CONTACT_RATE_LIMIT,
  DEMO_REPLY_TEMPLATE_ID,
} from './email';

const send = (body: unknown) => call('/v1.0/email/send', { method: 'POST', body });

// A new backend holds the demo data's contact messages; these tests count only their own.
beforeEach(async () => {
  await resetBackendDb();
  const db = getBackendDb();
  await ensureSeeded(db);
  await db.contactMessages.clear();
});

describe('POST /api/v1.0/email/send', () => {
  it('answers OK and keeps the message', async () => {
    const { status, text } = await send(validEmailRequest);
    expect(status).toBe(200);
    expect(text).toBe('OK');
    const messages = await getBackendDb().contactMessages.toArray();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      fromName: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+1 555 0100',
      subject: 'Training Programs',
      message: 'Do you run summer courses?',
      serviceId: 'service_demo',
      templateId: 'template_contact',
    });
  });

  it('delivers a staff reply (the demo reply template) without keeping it as a contact message', async () => {
    // The app sends replies with this template in demo mode: one name on both sides.
    expect(DEMO_REPLY_TEMPLATE_ID).toBe(appReplyTemplate);
    const reply = {
      ...validEmailRequest,
      template_id: DEMO_REPLY_TEMPLATE_ID,
      template_params: {
        ...validEmailRequest.template_params,
        from_name: 'SkyForge Technologies',
        subject: 'Re: Training Programs',
        message: 'Yes, every Saturday.',
      },
    };
    for (let sent = 0; sent <= CONTACT_RATE_LIMIT; sent += 1) {
      const { status, text } = await send(reply);
      expect(status).toBe(200);
      expect(text).toBe('OK');
    }
    // Not a lead, and no count against the visitor's own limit.
    expect(await getBackendDb().contactMessages.count()).toBe(0);
    expect((await send(validEmailRequest)).status).toBe(200);
  });

  it('checks a staff reply as any message: a bad address is refused (400)', async () => {
    const { status } = await send({
      ...validEmailRequest,
      template_id: DEMO_REPLY_TEMPLATE_ID,
      template_params: { ...validEmailRequest.template_params, email: 'not an address' },
    });
    expect(status).toBe(400);
    expect(await getBackendDb().contactMessages.count()).toBe(0);
  });

  it('refuses a fourth message a minute from the same address (429), like EmailJS', async () => {
    for (let sent = 0; sent < CONTACT_RATE_LIMIT; sent += 1) {
      expect((await send(validEmailRequest)).status).toBe(200);
    }
    const refused = await send({
      ...validEmailRequest,
      template_params: { ...validEmailRequest.template_params, email: 'JANE@example.com' },
    });
    expect(refused.status).toBe(429);
    expect(await getBackendDb().contactMessages.count()).toBe(CONTACT_RATE_LIMIT);
    const other = await send({
      ...validEmailRequest,
      template_params: { ...validEmailRequest.template_params, email: 'someone.else@example.com' },
    });
    expect(other.status).toBe(200);
  });

  it('refuses more than the overall limit a minute, however many addresses send', async () => {
    const from = (index: number) => ({
      ...validEmailRequest,
      template_params: {
        ...validEmailRequest.template_params,
        email: `sender${index}@example.com`,
      },
    });
    for (let index = 0; index < CONTACT_GLOBAL_RATE_LIMIT; index += 1) {
      expect((await send(from(index))).status).toBe(200);
    }
    const refused = await send(from(CONTACT_GLOBAL_RATE_LIMIT));
    expect(refused.status).toBe(429);
    expect(refused.text).toBe('Too Many Requests');
    expect(await getBackendDb().contactMessages.count()).toBe(CONTACT_GLOBAL_RATE_LIMIT);
  });

  it('counts parallel requests from one address against its limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: CONTACT_RATE_LIMIT + 3 }, () => send(validEmailRequest)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CONTACT_RATE_LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    expect(await getBackendDb().contactMessages.count()).toBe(CONTACT_RATE_LIMIT);
  });

  it('accepts every field at its longest', async () => {
    const { status } = await send({
      ...validEmailRequest,
      template_params: {
        from_name: 'n'.repeat(CONTACT_MAX_LENGTHS.from_name),
        email: `${'a'.repeat(CONTACT_MAX_LENGTHS.email - '@example.com'.length)}@example.com`,
        phone: '1'.repeat(CONTACT_MAX_LENGTHS.phone),
        subject: 's'.repeat(CONTACT_MAX_LENGTHS.subject),
        message: 'm'.repeat(CONTACT_MAX_LENGTHS.message),
      },
    });
    expect(status).toBe(200);
  });

  it.each([
    ['from_name', 'n'.repeat(1_000_000)],
    ['from_name', 'n'.repeat(CONTACT_MAX_LENGTHS.from_name + 1)],
    ['email', `${'a'.repeat(CONTACT_MAX_LENGTHS.email)}@example.com`],
    ['phone', '1'.repeat(CONTACT_MAX_LENGTHS.phone + 1)],
    ['subject', 's'.repeat(CONTACT_MAX_LENGTHS.subject + 1)],
    ['message', 'm'.repeat(CONTACT_MAX_LENGTHS.message + 1)],
    ['message', 'm'.repeat(5 * 1024 * 1024)],
  ] as const)('refuses a %s longer than its limit (400)', async (field, value) => {
    const { status, text } = await send({
      ...validEmailRequest,
      template_params: { ...validEmailRequest.template_params, [field]: value },
    });
    expect(status).toBe(400);
    expect(text).toBe(
      `The template param ${field} must be at most ${CONTACT_MAX_LENGTHS[field]} characters`,
    );
    expect(await getBackendDb().contactMessages.count()).toBe(0);
  });

  it.each(['not-an-email', 'jane@', '@example.com', 'jane doe@example.com', 'jane@example'])(
    'refuses the e-mail %j (400)',
    async (email) => {
      const { status, text } = await send({
        ...validEmailRequest,
        template_params: { ...validEmailRequest.template_params, email },
      });
      expect(status).toBe(400);
      expect(text).toBe('The template param email must be a valid e-mail address');
      expect(await getBackendDb().contactMessages.count()).toBe(0);
    },
  );

  it('accepts a message without the optional phone and subject', async () => {
    const { phone: _phone, subject: _subject, ...params } = validEmailRequest.template_params;
    const { status } = await send({ ...validEmailRequest, template_params: params });
    expect(status).toBe(200);
    expect((await getBackendDb().contactMessages.toArray())[0]).toMatchObject({
      phone: '',
      subject: '',
    });
  });

  it.each([
    [{ user_id: '' }, 'The user ID is required'],
    [{ user_id: null }, 'The user ID is required'],
    [{ service_id: 5 }, 'The service ID is required'],
    [{ template_id: '  ' }, 'The template ID is required'],
    [{ template_params: 'hello' }, 'The template params must be an object'],
    [{ template_params: null }, 'The template params must be an object'],
    [
      { template_params: { ...validEmailRequest.template_params, from_name: '' } },
      'The template param from_name is required',
    ],
    [
      { template_params: { ...validEmailRequest.template_params, email: null } },
      'The template param email is required',
    ],
    [
      { template_params: { ...validEmailRequest.template_params, message: '   ' } },
      'The template param message is required',
    ],
    [
      { template_params: { ...validEmailRequest.template_params, phone: 42 } },
      'The template param phone must be a string',
    ],
  ])('rejects %j with a plain-text reason', async (change, message) => {
    const { status, text } = await send({ ...validEmailRequest, ...change });
    expect(status).toBe(400);
    expect(text).toBe(message);
    expect(await getBackendDb().contactMessages.count()).toBe(0);
  });

  it('rejects malformed JSON', async () => {
    const { status, text } = await call('/v1.0/email/send', {
      method: 'POST',
      rawBody: '{"user_id": "x",',
    });
    expect(status).toBe(400);
    expect(text).toBe('Request body must be valid JSON');
  });
});
