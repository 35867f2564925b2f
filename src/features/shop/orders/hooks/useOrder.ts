import { useLiveQuery } from 'dexie-react-hooks';
import type { Order, OrderMessage } from '../../../../data/db';
import { getOrder, orderMessages } from '../../../../data/orders';

/** undefined while loading, null when there is no such order. Live: admin status changes show at once. */
export function useOrder(id: string): Order | null | undefined {
  return useLiveQuery(() => getOrder(id), [id]);
}

/** The order's messages, oldest first; live, so support replies appear as they arrive. */
export function useOrderMessages(id: string): OrderMessage[] | undefined {
  return useLiveQuery(() => orderMessages(id), [id]);
}
