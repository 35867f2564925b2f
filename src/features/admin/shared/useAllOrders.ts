import { useLiveQuery } from 'dexie-react-hooks';
import type { Order } from '../../../data/db';
import { allOrders } from '../../../data/orders';

/** Every order in the app's database, live (undefined while loading). */
export function useAllOrders(): Order[] | undefined {
  return useLiveQuery(allOrders, []);
}
