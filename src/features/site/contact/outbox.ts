// The contact outbox: messages written while offline wait in the app database
// (data/outbox) and are sent by themselves when the connection returns
// (ARCHITECTURE "Offline").
import { notify } from '../../../components/notify';
import type { OutboxEntry } from '../../../data/recordTypes';
import { recordContactConversation } from '../../../data/contactConversations';
import { addNotification } from '../../../data/notifications';
import {
  addToOutbox,
  countOutbox,
  outboxEntries,
  recordOutboxFailure,
  removeFromOutbox,
} from '../../../data/outbox';
import type { ContactTemplateParams } from './model';
import { clearOutboxPending, markOutboxPending } from './outboxHint';
import { toContactSendError } from '../../../api/email/emailClient';
import { sendContactEmail } from './sendContact';

export type ContactSender = (params: ContactTemplateParams) => Promise<void>;

export interface FlushResult {
  sent: number;
  failed: number;
}

/** Keeps a message for later; the form shows the queued notice. */
export async function queueContactMessage(params: ContactTemplateParams): Promise<number> {
  markOutboxPending();
  return addToOutbox('contact', { ...params });
}

function paramsOf(entry: OutboxEntry): ContactTemplateParams {
  const text = (key: string) => entry.payload[key] ?? '';
  return {
    from_name: text('from_name'),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message'),
  };
}

/**
 * The back office hears about every contact message that reached the provider: a notification,
 * and a conversation in its Messages (issue 35) that staff can answer by e-mail.
 */
export async function recordDeliveredContact(params: ContactTemplateParams): Promise<void> {
  try {
    await recordContactConversation({
      name: params.from_name,
      email: params.email,
      phone: params.phone,
      subject: params.subject,
      message: params.message,
    });
  } catch (error) {
    console.error('[contact] could not record the message in the back office', error);
  }
  try {
    await addNotification({
      type: 'info',
      title: 'New contact message',
      message: `${params.from_name}: ${params.subject}`,
      actionRequired: true,
    });
  } catch (error) {
    console.error('[contact] could not record the back-office notification', error);
  }
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

async function flushNow(send: ContactSender): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0 };
  if (!isOnline()) return result;
  const entries = await outboxEntries('contact');
  for (const entry of entries) {
    if (entry.id === undefined) continue;
    const params = paramsOf(entry);
    try {
      await send(params);
    } catch (error) {
      const failure = toContactSendError(error);
      result.failed += 1;
      await recordOutboxFailure(entry, failure.message);
      // Still no network: the rest would fail the same way; wait for the next `online`.
      if (failure.isNetworkError) break;
      continue;
    }
    await removeFromOutbox(entry.id);
    result.sent += 1;
    await recordDeliveredContact(params);
  }
  if ((await countOutbox('contact')) === 0) clearOutboxPending();
  return result;
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends every waiting message once: each one sent is deleted, each failure is
 * kept with attempts + 1 and its error. One flush at a time (also across tabs,
 * with Web Locks where the browser has them).
 */
export function flushOutbox(send: ContactSender = sendContactEmail): Promise<FlushResult> {
  if (running) return running;
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
  const task: Promise<FlushResult> = locks
    ? locks.request('skyforge-contact-outbox', () => flushNow(send)).then((result) => result)
    : flushNow(send);
  const current = task.finally(() => {
    running = null;
  });
  running = current;
  return current;
}

export function deliveredMessage(count: number): string {
  return count === 1
    ? 'Your saved message has been sent. We will get back to you soon.'
    : `Your ${count} saved messages have been sent. We will get back to you soon.`;
}

async function flushAndAnnounce(): Promise<void> {
  try {
    const { sent } = await flushOutbox();
    if (sent > 0) {
      notify({
        color: 'green',
        title: 'Message delivered',
        message: deliveredMessage(sent),
      });
    }
  } catch (error) {
    console.error('[contact] outbox flush failed', error);
  }
}

let started = false;

/**
 * Flushes once now and again whenever the browser comes back online.
 * Idempotent: the contact page and app start-up may both call it.
 */
export function startOutboxSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void flushAndAnnounce());
  void flushAndAnnounce();
}
