// Staff replies to contact messages (issue 35, point 9) go out by the contact form's channel
// (EmailJS, api/email) to the visitor's e-mail. A reply is written into its conversation and the
// outbox first, marked "waiting", and sent from there: at once when online, else when the
// connection returns (the contact outbox's pattern, data/outbox.ts). Shared by the Messages page,
// which sends, and the admin shell, which sends what waits whatever page is open.
import {
  sendEmail,
  toContactSendError,
  type ContactSendError,
} from '../../../api/email/emailClient';
import { company } from '../../../content/company';
import { appendContactReply, markReplySent } from '../../../data/contactConversations';
import { getConversation } from '../../../data/conversations';
import type { Conversation, OutboxEntry } from '../../../data/recordTypes';
import {
  addToOutbox,
  outboxEntries,
  recordOutboxFailure,
  removeFromOutbox,
} from '../../../data/outbox';

/** What the reply template receives: the visitor is `email`, as in the contact template. */
export interface ReplyTemplateParams extends Record<string, string> {
  from_name: string;
  to_name: string;
  email: string;
  reply_to: string;
  subject: string;
  message: string;
}

export type ReplySender = (params: ReplyTemplateParams) => Promise<void>;

export const sendReplyEmail: ReplySender = (params) => sendEmail('reply', params);

/** The e-mail a reply sends: to the visitor, about their subject. */
export function replyParams(
  conversation: Pick<Conversation, 'customerName' | 'customerEmail' | 'subject'>,
  text: string,
): ReplyTemplateParams {
  const subject = conversation.subject?.trim();
  return {
    from_name: company.name,
    to_name: conversation.customerName,
    email: conversation.customerEmail,
    reply_to: company.email,
    subject: subject ? `Re: ${subject}` : `Your message to ${company.name}`,
    message: text,
  };
}

const outboxKind = 'contactReply';

function paramsOf(entry: OutboxEntry): ReplyTemplateParams {
  const text = (key: string) => entry.payload[key] ?? '';
  return {
    from_name: text('from_name'),
    to_name: text('to_name'),
    email: text('email'),
    reply_to: text('reply_to'),
    subject: text('subject'),
    message: text('message'),
  };
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export interface ReplyFlushResult {
  sent: number;
  failed: number;
}

async function flushNow(send: ReplySender): Promise<ReplyFlushResult> {
  const result: ReplyFlushResult = { sent: 0, failed: 0 };
  if (!isOnline()) return result;
  for (const entry of await outboxEntries(outboxKind)) {
    const id = entry.id;
    if (id === undefined) continue;
    try {
      await send(paramsOf(entry));
    } catch (error) {
      const failure: ContactSendError = toContactSendError(error);
      result.failed += 1;
      await recordOutboxFailure(entry, failure.message);
      // Still no network: the rest would fail the same way; wait for the next `online`.
      if (failure.isNetworkError) break;
      continue;
    }
    await markReplySent(entry.payload.conversationId ?? '', entry.payload.messageId ?? '', () =>
      removeFromOutbox(id),
    );
    result.sent += 1;
  }
  return result;
}

let running: Promise<ReplyFlushResult> | null = null;

/**
 * Sends every waiting reply once: each one sent is marked sent and leaves the outbox, each
 * failure stays with attempts + 1 and its error. One flush at a time (across tabs too, with Web
 * Locks where the browser has them); a call during one runs after it.
 */
export function flushContactReplies(send: ReplySender = sendReplyEmail): Promise<ReplyFlushResult> {
  // One running may have read the outbox before the caller's reply was in: go again after it.
  if (running) return running.then(() => flushContactReplies(send));
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
  const task: Promise<ReplyFlushResult> = locks
    ? locks.request('skyforge-reply-outbox', () => flushNow(send)).then((result) => result)
    : flushNow(send);
  const current = task.finally(() => {
    running = null;
  });
  running = current;
  return current;
}

/**
 * Staff's reply to a contact conversation: kept in the conversation as waiting, with its outbox
 * entry, then sent at once when the browser is online. Resolves to 'sent', or 'waiting' when it
 * could not go yet (offline, no network, or the provider refused it: it is tried again when the
 * connection returns or the back office opens).
 */
export async function sendContactReply(
  conversationId: string,
  text: string,
  send: ReplySender = sendReplyEmail,
): Promise<'sent' | 'waiting'> {
  const conversation = await getConversation(conversationId);
  if (!conversation) throw new Error(`Unknown conversation ${conversationId}`);
  const params = replyParams(conversation, text);
  const message = await appendContactReply(conversationId, text, 'waiting', (reply) =>
    addToOutbox(outboxKind, { ...params, conversationId, messageId: reply.id }),
  );
  if (!message) throw new Error(`Not a contact conversation: ${conversationId}`);
  sendWhenOnline();
  await flushContactReplies(send);
  const after = await getConversation(conversationId);
  const stored = after?.messages.find((item) => item.id === message.id);
  return stored?.delivery === 'sent' ? 'sent' : 'waiting';
}

/** The waiting replies' last errors by message id (shown beside "Waiting to be sent"). */
export async function waitingReplyErrors(conversationId: string): Promise<Map<string, string>> {
  const errors = new Map<string, string>();
  for (const entry of await outboxEntries(outboxKind)) {
    const messageId = entry.payload.messageId;
    if (entry.payload.conversationId === conversationId && messageId && entry.lastError) {
      errors.set(messageId, entry.lastError);
    }
  }
  return errors;
}

const flushInBackground = () =>
  void flushContactReplies().catch((error: unknown) =>
    console.error('[messages] the reply outbox could not be sent', error),
  );

let listening = false;

/** Sends what waits whenever the browser comes back online, from now on in this tab. */
function sendWhenOnline(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', flushInBackground);
}

/**
 * Sends what waits now and again whenever the browser comes back online. Idempotent: the admin
 * shell calls it on a back-office page when replies wait (and a reply that has to wait calls
 * `sendWhenOnline` itself), so a cold back office without any loads none of this code (EmailJS).
 */
export function startReplySync(): void {
  if (listening) return;
  sendWhenOnline();
  flushInBackground();
}
