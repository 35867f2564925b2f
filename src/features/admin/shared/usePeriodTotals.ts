import { useLiveQuery } from 'dexie-react-hooks';
import { orderTotalsBetween } from '../../../data/orderQueries';
import type { OrderSummary } from '../../../data/orderTotals';
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
 * loading): whole days from the totals table, the edge days from their orders.
 */
export function usePeriodTotals(period: Period): PeriodTotals | undefined {
  const latest = useLiveQuery(async () => {
    const now = new Date();
    const start = periodStart(period, now).getTime();
    const [current, previous] = await Promise.all([
      orderTotalsBetween(start, now.getTime()),
      orderTotalsBetween(start - periodDays[period] * dayMs, start - 1),
    ]);
    return { period, current, previous };
  }, [period]);
  // A live query keeps its last result while it runs for new deps: the previous period's
  // figures must not show under the new period's name.
  return latest?.period === period ? latest : undefined;
}
