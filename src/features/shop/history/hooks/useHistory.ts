import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CartHistoryRecord, type Order } from '../../../../data/db';
import { cartHistoryFor } from '../cartHistoryStore';

/** The customer's orders, newest first (index [email+createdAt]); undefined while loading. */
export function useCustomerOrders(email: string | null): Order[] | undefined {
  return useLiveQuery(async () => {
    if (!email) return [];
    const key = email.trim().toLowerCase();
    return db.orders
      .where('[email+createdAt]')
      .between([key, Dexie.minKey], [key, Dexie.maxKey])
      .reverse()
      .toArray();
  }, [email]);
}

export function useCartHistory(owner: string | null): CartHistoryRecord[] | undefined {
  return useLiveQuery(async () => (owner ? cartHistoryFor(owner) : []), [owner]);
}
