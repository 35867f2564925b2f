import { useEffect } from 'react';
import type { Order, OrderMessage } from '../../../../data/recordTypes';
import {
  markOrderSeen,
  newestSupportMessageTime,
  orderMessages,
  viewableOrder,
  type ViewableOrder,
} from '../../../../data/orders';
import type { ConfirmedViewer } from '../../../../data/useConfirmedViewer';
import { useLocalQuery } from '../../../../data/useLocalQuery';

/**
 * undefined while loading (or while the backend confirms who `viewer` is), null when there is no
 * such order or it is not the viewer's (the same answer, so a stranger learns nothing). Live:
 * admin status changes show at once.
 */
export function useOrder(
  id: string,
  viewer: ConfirmedViewer | undefined,
): ViewableOrder | null | undefined {
  const customerEmail = viewer?.customerEmail ?? null;
  const admin = viewer?.admin ?? false;
  const known = viewer !== undefined;
  return useLocalQuery(
    () => (known ? viewableOrder(id, { customerEmail, admin }) : undefined),
    [id, customerEmail, admin, known],
  );
}

/** The order's messages, oldest first; live, so support replies appear as they arrive. */
export function useOrderMessages(id: string): OrderMessage[] | undefined {
  return useLocalQuery(() => orderMessages(id), [id]);
}

/** While its customer has the page open, what they see counts as seen (order history's "Updated"). */
export function useMarkOrderSeen(order: Order, byCustomer: boolean): void {
  const messages = useOrderMessages(order.id);
  const supportMessageAt = messages ? newestSupportMessageTime(messages) : null;
  const loaded = messages !== undefined;
  const status = String(order.status);
  useEffect(() => {
    if (!byCustomer || !loaded) return;
    markOrderSeen(order.id, { status, supportMessageAt }).catch((error: unknown) =>
      console.error('[orders] could not mark the order seen', error),
    );
  }, [byCustomer, loaded, order.id, status, supportMessageAt]);
}
