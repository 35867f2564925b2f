import { orderTotalsBetween } from '../../../data/orderQueries';
import type { OrderSummary } from '../../../data/orderSummary';
import { periodDays, periodStart, type Period } from './periods';
import { useLiveQueryFor } from './useLiveQueryFor';

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
  return useLiveQueryFor(period, async (period) => {
    const now = new Date();
    const start = periodStart(period, now).getTime();
    const [current, previous] = await Promise.all([
      orderTotalsBetween(start, now.getTime()),
      orderTotalsBetween(start - periodDays[period] * dayMs, start - 1),
    ]);
    return { current, previous };
  });
}
