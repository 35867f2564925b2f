import { useLiveQuery } from 'dexie-react-hooks';
import { sampleCustomers } from '../../../../content/adminSamples';
import { allCustomers } from '../../../../data/customers';
import type { Order } from '../../../../data/db';
import { allOrders } from '../../../../data/orders';
import { deriveCustomers, type Customer } from '../model';

export interface CustomersData {
  customers: Customer[];
  orders: Order[];
}

/** Live customers (orders + samples + staff-added); `undefined` while loading. */
export function useCustomers(): CustomersData | undefined {
  return useLiveQuery(async () => {
    const [orders, added] = await Promise.all([allOrders(), allCustomers()]);
    return { orders, customers: deriveCustomers(orders, sampleCustomers, added) };
  }, []);
}
