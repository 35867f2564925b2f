// What the back office counts as unread (issue 33): customer messages staff have not read, in
// order conversations and in the admin's own conversations. And the index key that lets it count
// the order messages without reading their table. IndexedDB cannot index a boolean, so every
// write of an order message also sets `staffUnread: 1` on the customer messages staff have not
// read and drops it from every other one: the `staffUnread` index then holds exactly the unread
// messages, and counting them reads that index alone (./unreadMessages.ts).
//
// A DBCore middleware sets the key whatever Dexie API made the write (a customer writing on an
// order, staff opening its conversation, a reset, an import, the demo dataset), in the write
// itself; the v6 upgrade sets it on the messages stored before.
import type { DBCore, DBCoreMutateRequest, Middleware, Transaction } from 'dexie';
import { orderMessageSchema } from './appRecords';
import type { OrderMessage } from './recordTypes';

export const ORDER_MESSAGES_TABLE = 'orderMessages';
/** The derived field, and its index. */
export const STAFF_UNREAD = 'staffUnread';

/** A customer message staff have not read: the one definition of an unread order message. */
export function isUnreadByStaff(message: Pick<OrderMessage, 'sender' | 'readByStaff'>): boolean {
  return message.sender === 'customer' && !message.readByStaff;
}

/**
 * How many of an admin conversation's messages staff have not read: its `unread` count, which a
 * customer message raises and a staff reply or opening the conversation clears. Anything but a
 * positive number counts none (the count reads the same range of its index).
 */
export function conversationUnread(conversation: { unread: unknown }): number {
  const { unread } = conversation;
  return typeof unread === 'number' && Number.isFinite(unread) && unread > 0 ? unread : 0;
}

/**
 * The record as stored: with `staffUnread: 1` when it is a readable customer message staff have
 * not read, without the field otherwise. Records the readers skip (orderMessageSchema) never
 * count, as they are never listed.
 */
export function withStaffUnreadKey(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const { [STAFF_UNREAD]: _previous, ...rest } = value as Record<string, unknown>;
  const unread =
    orderMessageSchema().safeParse(rest).success &&
    isUnreadByStaff(rest as unknown as OrderMessage);
  return unread ? { ...rest, [STAFF_UNREAD]: 1 } : rest;
}

function withKeys(req: DBCoreMutateRequest): DBCoreMutateRequest {
  return req.type === 'add' || req.type === 'put'
    ? { ...req, values: req.values.map(withStaffUnreadKey) }
    : req;
}

/** The DBCore middleware; `AppDatabase` installs it. */
export const orderMessageKeysMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'orderMessageKeys',
  // Above Dexie's own (hooks are level 2, observability 0): live queries see the key the write
  // stores, so a count over its index runs again when a message is written or read. It only
  // maps the values, with no await of its own.
  level: 3,
  create(down) {
    return {
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== ORDER_MESSAGES_TABLE) return table;
        return { ...table, mutate: (req) => table.mutate(withKeys(req)) };
      },
    };
  },
};

/** The v6 schema upgrade: sets the key of every stored order message. */
export async function addStaffUnreadKeys(tx: Transaction): Promise<void> {
  await tx
    .table(ORDER_MESSAGES_TABLE)
    .toCollection()
    .modify((message: OrderMessage, ref: { value: OrderMessage }) => {
      ref.value = withStaffUnreadKey(message) as OrderMessage;
    });
}
