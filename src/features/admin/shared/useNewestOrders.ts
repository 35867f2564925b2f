import { useLiveQuery } from 'dexie-react-hooks';
import type { Order } from '../../../data/db';
import { newestOrders } from '../../../data/orderQueries';

/** The `count` newest orders, live (undefined while loading): the end of the date index. */
export function useNewestOrders(count: number): Order[] | undefined {
  return useLiveQuery(() => newestOrders(count), [count]);
}
