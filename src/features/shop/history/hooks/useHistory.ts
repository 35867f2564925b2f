import { useLiveQuery } from 'dexie-react-hooks';
import type { Order } from '../../../../data/db';
import { customerOrders } from '../../../../data/orders';

/** The customer's orders, newest first (index [email+createdAt]); undefined while loading. */
export function useCustomerOrders(email: string | null): Order[] | undefined {
  return useLiveQuery(() => customerOrders(email), [email]);
}
