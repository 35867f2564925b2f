import type { Order } from '../../../data/recordTypes';
import { useLocalQuery } from '../../../data/useLocalQuery';

/**
 * The `count` newest orders, live (undefined while loading): the end of the date index. The
 * query's code loads with the database, after the dashboard has painted (decision 0009).
 */
export function useNewestOrders(count: number): Order[] | undefined {
  return useLocalQuery((_db, orders) => orders.newestOrders(count), [count], {
    code: () => import('../../../data/orderQueries'),
  });
}
