import type { Order } from '../../../../data/recordTypes';
import { customerOrders, latestSupportMessageAt } from '../../../../data/orders';
import { changedSinceSeen } from '../model';
import { useLocalQuery } from '../../../../data/useLocalQuery';

/** The customer's orders, newest first (index [email+createdAt]); undefined while loading. */
export function useCustomerOrders(email: string | null): Order[] | undefined {
  return useLocalQuery(() => customerOrders(email), [email]);
}

/** Ids of the orders whose status or support thread changed since the customer last opened them. */
export function useUpdatedOrderIds(orders: readonly Order[] | undefined): ReadonlySet<string> {
  const updated = useLocalQuery(
    async () => {
      const ids = new Set<string>();
      for (const order of orders ?? []) {
        if (changedSinceSeen(order, await latestSupportMessageAt(order.id))) ids.add(order.id);
      }
      return ids;
    },
    [orders],
    // The live orders list is a new array on every change: the badges stay meanwhile.
    { keepPrevious: true },
  );
  return updated ?? noIds;
}

const noIds: ReadonlySet<string> = new Set();
