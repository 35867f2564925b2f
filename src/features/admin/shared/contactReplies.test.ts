// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBackendDb } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { ensureSeeded } from '../../../../mocks/seed';
import { ContactSendError } from '../../../api/email/emailClient';
import { recordContactConversation } from '../../../data/contactConversations';
import { db } from '../../../data/db';
import {
  flushContactReplies,
  replyParams,
  sendContactReply,
  waitingReplyErrors,
} from './contactReplies';

const visitor = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  subject: 'Training Programs',
  message: 'Do you run weekend batches?',
};

const clear = () => Promise.all([db.conversations.clear(), db.outbox.clear()]);
beforeEach(clear);
afterEach(async () => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
  await clear();
});

/** The bodies of the e-mail sends the mocked EmailJS endpoint received. */
function captureSends(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/v1.0/email/send')) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
    }
  });
  return bodies;
}

const deliveries = async (id: string) =>
  (await db.conversations.get(id))?.messages.map((message) => message.delivery ?? null);

describe('replies to contact messages', () => {
  it('e-mails the reply to the visitor by the reply template and records it as sent', async () => {
    const id = await recordContactConversation(visitor);
    const sends = captureSends();
    await ensureSeeded(getBackendDb());
    const contactMessagesBefore = await getBackendDb().contactMessages.count();

    expect(await sendContactReply(id, 'Yes, every Saturday.')).toBe('sent');

    expect(await deliveries(id)).toEqual([null, 'sent']);
    expect(await db.outbox.count()).toBe(0);
    await vi.waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]).toMatchObject({
      template_id: 'demo-reply-template',
      template_params: {
        email: 'asha@example.com',
        to_name: 'Asha Rao',
        from_name: 'SkyForge Technologies',
        subject: 'Re: Training Programs',
        message: 'Yes, every Saturday.',
      },
    });
    // The outbox's bookkeeping never goes out.
    expect(sends[0].template_params).not.toHaveProperty('conversationId');
    // A reply is not a contact message (nor a lead).
    expect(await getBackendDb().contactMessages.count()).toBe(contactMessagesBefore);
    // Read by staff: nothing unread.
    expect((await db.conversations.get(id))?.unread).toBe(0);
  });

  it('offline, keeps the reply waiting in the outbox and sends it when online again', async () => {
    const id = await recordContactConversation(visitor);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const send = vi.fn(async () => {});

    expect(await sendContactReply(id, 'Yes, every Saturday.', send)).toBe('waiting');

    expect(send).not.toHaveBeenCalled();
    expect(await deliveries(id)).toEqual([null, 'waiting']);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'contactReply', attempts: 0 });
    expect(entry.payload).toMatchObject({ conversationId: id, email: 'asha@example.com' });

    onLine.mockReturnValue(true);
    expect(await flushContactReplies(send)).toEqual({ sent: 1, failed: 0 });
    expect(send).toHaveBeenCalledWith(
      replyParams(
        { ...visitor, customerName: 'Asha Rao', customerEmail: 'asha@example.com' },
        'Yes, every Saturday.',
      ),
    );
    expect(await deliveries(id)).toEqual([null, 'sent']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a reply that had to wait when the connection returns, with no sync started', async () => {
    // The admin shell starts the reply sync only when replies wait as a page opens: a reply
    // written offline later listens for the connection itself.
    const id = await recordContactConversation(visitor);
    const sends = captureSends();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await sendContactReply(id, 'Yes, every Saturday.')).toBe('waiting');

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sends).toHaveLength(1));
    await vi.waitFor(async () => expect(await deliveries(id)).toEqual([null, 'sent']));
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a reply the provider refuses waiting, with the refusal, and sends it later', async () => {
    server.use(
      http.post('*/api/v1.0/email/send', () =>
        HttpResponse.text('Too Many Requests', { status: 429 }),
      ),
    );
    const id = await recordContactConversation(visitor);

    expect(await sendContactReply(id, 'Yes.')).toBe('waiting');

    const [message] = (await db.conversations.get(id))!.messages.slice(-1);
    expect(message.delivery).toBe('waiting');
    expect((await waitingReplyErrors(id)).get(message.id)).toBe('Too Many Requests');
    server.resetHandlers();
    expect(await flushContactReplies()).toEqual({ sent: 1, failed: 0 });
    expect(await deliveries(id)).toEqual([null, 'sent']);
  });

  it('stops at a network error and keeps every waiting reply', async () => {
    const id = await recordContactConversation(visitor);
    const failing = vi.fn(async () => {
      throw new ContactSendError(0, 'Network Error');
    });
    await sendContactReply(id, 'One', failing);
    await sendContactReply(id, 'Two', failing);
    failing.mockClear();
    expect(await flushContactReplies(failing)).toEqual({ sent: 0, failed: 1 });
    expect(failing).toHaveBeenCalledOnce();
    expect(await deliveries(id)).toEqual([null, 'waiting', 'waiting']);
    expect(await db.outbox.count()).toBe(2);
  });

  it('refuses a reply to an unknown conversation or one that is not a contact message', async () => {
    await db.conversations.add({
      id: 'CONV-1',
      customerName: 'Priya',
      customerEmail: 'priya@example.com',
      messages: [],
      unread: 0,
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    const send = vi.fn(async () => {});
    await expect(sendContactReply('CONV-nope', 'Hi', send)).rejects.toThrow('Unknown');
    await expect(sendContactReply('CONV-1', 'Hi', send)).rejects.toThrow('Not a contact');
    expect(send).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });
});
