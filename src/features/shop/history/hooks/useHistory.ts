import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CartHistoryRecord, type Order } from '../../../../data/db';
import { cartHistoryFor } from '../cartHistoryStore';

/** The customer's orders (index `email`, lower-cased); undefined while loading. */
export function useCustomerOrders(email: string | null): Order[] | undefined {
  return useLiveQuery(
    async () =>
      email ? db.orders.where('email').equals(email.trim().toLowerCase()).toArray() : [],
    [email],
  );
}

export function useCartHistory(owner: string | null): CartHistoryRecord[] | undefined {
  return useLiveQuery(async () => (owner ? cartHistoryFor(owner) : []), [owner]);
}
