import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type Order } from '../../../../data/db';

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
