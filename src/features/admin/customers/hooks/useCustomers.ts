import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { sampleCustomers } from '../../../../content/adminSamples';
import { allCustomers } from '../../../../data/customers';
import type { Order } from '../../../../data/db';
import { allOrders } from '../../../../data/orders';
import { filterByPeriod, type Period } from '../../shared/periods';
import { activeCustomerEmails } from '../../shared/salesFigures';
import { deriveCustomers, type Customer } from '../model';

export interface CustomersData {
  customers: Customer[];
  orders: Order[];
}

/**
 * Live customers (orders + samples + staff-added), active when they ordered in `period` (as the
 * dashboard counts them); `undefined` while loading.
 */
export function useCustomers(period: Period): CustomersData | undefined {
  const stored = useLiveQuery(async () => {
    const [orders, added] = await Promise.all([allOrders(), allCustomers()]);
    return { orders, added };
  }, []);
  return useMemo(() => {
    if (!stored) return undefined;
    const active = activeCustomerEmails(filterByPeriod(stored.orders, period));
    return {
      orders: stored.orders,
      customers: deriveCustomers(stored.orders, sampleCustomers, stored.added, active),
    };
  }, [stored, period]);
}
