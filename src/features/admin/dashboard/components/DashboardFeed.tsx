// The dashboard's figures and newest orders, read live from the app database. Loaded after the
// page has painted (partAfterPaint): the greeting, the quick actions and the cards' frames show
// first, and the figures fill in.
import { useEffect } from 'react';
import type { Order } from '../../../../data/db';
import type { Period } from '../../shared/periods';
import { useNewestOrders } from '../../shared/useNewestOrders';
import { usePeriodTotals, type PeriodTotals } from '../../shared/usePeriodTotals';

/** A period's totals as reported, so the page never shows them under another period's name. */
export interface ReportedTotals {
  period: Period;
  /** Undefined while loading. */
  totals: PeriodTotals | undefined;
}

export interface DashboardFeedProps {
  period: Period;
  onTotals: (reported: ReportedTotals) => void;
  /** Undefined while loading. */
  onNewestOrders: (orders: Order[] | undefined) => void;
}

export function DashboardFeed({ period, onTotals, onNewestOrders }: DashboardFeedProps) {
  const totals = usePeriodTotals(period);
  const newest = useNewestOrders(5);
  useEffect(() => onTotals({ period, totals }), [period, totals, onTotals]);
  useEffect(() => onNewestOrders(newest), [newest, onNewestOrders]);
  return null;
}
