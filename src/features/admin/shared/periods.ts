// The reporting periods of the dashboard and analytics (spec §9), and which orders fall in them.
import type { Order } from '../../../data/recordTypes';

export type Period = '7d' | '30d' | '90d' | '1y';
export const periods: readonly Period[] = ['7d', '30d', '90d', '1y'];
export const periodDays: Record<Period, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const periodLabels: Record<Period, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};
export const defaultPeriod: Period = '30d';

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (periods as readonly string[]).includes(value);
}

export function toPeriod(value: unknown): Period {
  return isPeriod(value) ? value : defaultPeriod;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Start of the period ending at `now` (inclusive). */
export function periodStart(period: Period, now: Date = new Date()): Date {
  return new Date(now.getTime() - periodDays[period] * dayMs);
}

function orderTime(order: Pick<Order, 'createdAt'>): number {
  const time = Date.parse(order.createdAt);
  return Number.isFinite(time) ? time : Number.NaN;
}

/** Orders created within the period (start inclusive, not after now). */
export function filterByPeriod<T extends Pick<Order, 'createdAt'>>(
  orders: readonly T[],
  period: Period,
  now: Date = new Date(),
): T[] {
  const start = periodStart(period, now).getTime();
  const end = now.getTime();
  return orders.filter((order) => {
    const time = orderTime(order);
    return time >= start && time <= end;
  });
}

/** Orders of the period just before this one (for growth). */
export function filterPreviousPeriod<T extends Pick<Order, 'createdAt'>>(
  orders: readonly T[],
  period: Period,
  now: Date = new Date(),
): T[] {
  const end = periodStart(period, now).getTime();
  const start = end - periodDays[period] * dayMs;
  return orders.filter((order) => {
    const time = orderTime(order);
    return time >= start && time < end;
  });
}
