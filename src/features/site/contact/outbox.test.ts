// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { db } from '../../../data/db';
import type { ContactTemplateParams } from './model';
import { deliveredMessage, flushOutbox, queueContactMessage } from './outbox';
import { isOutboxPending } from './outboxHint';
import { ContactSendError } from '../../../api/email/emailClient';

const params = (name: string): ContactTemplateParams => ({
  from_name: name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '',
  subject: 'General Inquiry',
  message: `Hello from ${name}`,
});

beforeEach(async () => {
  await db.outbox.clear();
  await db.notifications.clear();
  await db.conversations.clear();
});

describe('contact outbox', () => {
  it('queues a message with no attempts yet', async () => {
    await queueContactMessage(params('Asha'));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'contact', attempts: 0, lastError: null });
    expect(entry.payload.from_name).toBe('Asha');
  });

  it('sends every waiting message through the mocked EmailJS endpoint and deletes it', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/v1.0/email/send')) sent.push(request.url);
    });
    await queueContactMessage(params('Asha'));
    await queueContactMessage(params('Ravi'));

    const result = await flushOutbox();

    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(sent).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
    const notes = await db.notifications.toArray();
    expect(notes.map((note) => note.message).sort()).toEqual([
      'Asha: General Inquiry',
      'Ravi: General Inquiry',
    ]);
    expect(notes[0]).toMatchObject({ title: 'New contact message', actionRequired: true });
    // Each one reaches the admin's Messages as an unread contact conversation.
    const conversations = await db.conversations.toArray();
    expect(
      conversations.map(({ kind, customerName, customerEmail, subject, unread, messages }) => ({
        kind,
        customerName,
        customerEmail,
        subject,
        unread,
        text: messages[0].text,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          kind: 'contact',
          customerName: 'Asha',
          customerEmail: 'asha@example.com',
          subject: 'General Inquiry',
          unread: 1,
          text: 'Hello from Asha',
        },
        expect.objectContaining({ customerName: 'Ravi', text: 'Hello from Ravi' }),
      ]),
    );
    expect(conversations).toHaveLength(2);
    server.events.removeAllListeners();
  });

  it('keeps a message the provider refuses, with attempts + 1 and the error', async () => {
    server.use(
      http.post('*/api/v1.0/email/send', () =>
        HttpResponse.text('The service is unavailable', { status: 503 }),
      ),
    );
    await queueContactMessage(params('Asha'));

    const result = await flushOutbox();

    expect(result).toEqual({ sent: 0, failed: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry.attempts).toBe(1);
    expect(entry.lastError).toBe('The service is unavailable');
    expect(await db.notifications.count()).toBe(0);
    expect(await db.conversations.count()).toBe(0);

    // Next time round the provider is back: the message goes and leaves the outbox.
    server.resetHandlers();
    expect(await flushOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at the first network error and keeps the rest for the next online event', async () => {
    server.use(http.post('*/api/v1.0/email/send', () => HttpResponse.error()));
    await queueContactMessage(params('Asha'));
    await queueContactMessage(params('Ravi'));

    const result = await flushOutbox();

    expect(result).toEqual({ sent: 0, failed: 1 });
    const entries = await db.outbox.orderBy('id').toArray();
    expect(entries.map((entry) => entry.attempts)).toEqual([1, 0]);
    expect(entries[0].lastError).toBeTruthy();
  });

  it('does nothing while the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const send = vi.fn(async () => {});
    await queueContactMessage(params('Asha'));
    expect(await flushOutbox(send)).toEqual({ sent: 0, failed: 0 });
    expect(send).not.toHaveBeenCalled();
    onLine.mockRestore();
  });

  it('runs one flush at a time', async () => {
    await queueContactMessage(params('Asha'));
    const send = vi.fn(async () => {});
    const [first, second] = await Promise.all([flushOutbox(send), flushOutbox(send)]);
    expect(first).toBe(second);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the start-up hint while a message waits and drops it once the outbox is empty', async () => {
    localStorage.clear();
    expect(isOutboxPending()).toBe(false);
    await queueContactMessage(params('Asha'));
    expect(isOutboxPending()).toBe(true);
    const failing = vi.fn(async () => {
      throw new ContactSendError(0, 'Network error');
    });
    await flushOutbox(failing);
    expect(isOutboxPending()).toBe(true);
    await flushOutbox(async () => undefined);
    expect(isOutboxPending()).toBe(false);
  });

  it('treats status 0 as a network error', () => {
    expect(new ContactSendError(0, 'Network Error').isNetworkError).toBe(true);
    expect(new ContactSendError(429, 'Too many requests').isNetworkError).toBe(false);
    expect(deliveredMessage(2)).toContain('2 saved messages');
  });
});
