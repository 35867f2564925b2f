import { useMemo } from 'react';
import { sampleCustomers } from '../../../../content/adminSamples';
import { allCustomers } from '../../../../data/customers';
import { customerSales, orderedBetween } from '../../../../data/orderQueries';
import { periodStart, type Period } from '../../shared/periods';
import { useLiveQueryFor } from '../../shared/useLiveQueryFor';
import { deriveCustomers, type Customer, type CustomerSalesByEmail } from '../model';

export interface CustomersData {
  customers: Customer[];
  /** Every customer's orders and spending, all time (the running totals). */
  sales: CustomerSalesByEmail;
}

/**
 * The e-mails with an order from `start` to `end`: a customer whose last order is in the period
 * ordered in it; one whose last order is later (a clock or an import ahead of now) is looked up.
 */
async function activeEmails(sales: CustomerSalesByEmail, start: number, end: number) {
  const active = new Set<string>();
  await Promise.all(
    [...sales].map(async ([email, totals]) => {
      if (!email) return;
      const last = Date.parse(totals.lastAt);
      if (last >= start && last <= end) active.add(email);
      else if (!(last < start) && (await orderedBetween(email, start, end))) active.add(email);
    }),
  );
  return active;
}

/**
 * Live customers (orders + samples + staff-added), active when they ordered in `period` (as the
 * dashboard counts them); `undefined` while loading. Reads the customers' running totals, not
 * the orders.
 */
export function useCustomers(period: Period): CustomersData | undefined {
  const stored = useLiveQueryFor(period, async (period) => {
    const now = new Date();
    const [sales, added] = await Promise.all([customerSales(), allCustomers()]);
    const active = await activeEmails(sales, periodStart(period, now).getTime(), now.getTime());
    return { sales, added, active };
  });
  return useMemo(() => {
    if (!stored) return undefined;
    return {
      sales: stored.sales,
      customers: deriveCustomers(stored.sales, sampleCustomers, stored.added, stored.active),
    };
  }, [stored]);
}
