import { useLiveQuery } from 'dexie-react-hooks';
import type { Order } from '../../../../data/db';
import { customerOrders, latestSupportMessageAt } from '../../../../data/orders';
import { changedSinceSeen } from '../model';

/** The customer's orders, newest first (index [email+createdAt]); undefined while loading. */
export function useCustomerOrders(email: string | null): Order[] | undefined {
  return useLiveQuery(() => customerOrders(email), [email]);
}

/** Ids of the orders whose status or support thread changed since the customer last opened them. */
export function useUpdatedOrderIds(orders: readonly Order[] | undefined): ReadonlySet<string> {
  const updated = useLiveQuery(async () => {
    const ids = new Set<string>();
    for (const order of orders ?? []) {
      if (changedSinceSeen(order, await latestSupportMessageAt(order.id))) ids.add(order.id);
    }
    return ids;
  }, [orders]);
  return updated ?? noIds;
}

const noIds: ReadonlySet<string> = new Set();
