import type { OrderSummary } from '../../../data/orderSummary';
import { useLocalQuery } from '../../../data/useLocalQuery';
import { periodDays, periodStart, type Period } from './periods';

export interface PeriodTotals {
  /** The period ending now. */
  current: OrderSummary;
  /** The period of the same length just before it (for growth). */
  previous: OrderSummary;
}

const dayMs = 86_400_000;

/**
 * The running totals of the period ending now and of the one before it, live (undefined while
 * loading, also while only an earlier period's are there): whole days from the totals table, the
 * edge days from their orders. The query's code loads with the database, after the dashboard has
 * painted (decision 0009).
 */
export function usePeriodTotals(period: Period): PeriodTotals | undefined {
  return useLocalQuery(
    async (_db, { orderTotalsBetween }) => {
      const now = new Date();
      const start = periodStart(period, now).getTime();
      const [current, previous] = await Promise.all([
        orderTotalsBetween(start, now.getTime()),
        orderTotalsBetween(start - periodDays[period] * dayMs, start - 1),
      ]);
      return { current, previous };
    },
    [period],
    { code: () => import('../../../data/orderQueries') },
  );
}
