import { useLiveQuery } from 'dexie-react-hooks';
import { db, type Order } from '../../../data/db';

/** Every order in the app's database, live (undefined while loading). */
export function useAllOrders(): Order[] | undefined {
  return useLiveQuery(() => db.orders.toArray(), []);
}
