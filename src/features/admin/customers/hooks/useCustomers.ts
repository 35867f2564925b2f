import { useLiveQuery } from 'dexie-react-hooks';
import { sampleCustomers } from '../../../../content/adminSamples';
import { db, type Order } from '../../../../data/db';
import { deriveCustomers, type Customer } from '../model';

export interface CustomersData {
  customers: Customer[];
  orders: Order[];
}

/** Live customers (orders + samples + staff-added); `undefined` while loading. */
export function useCustomers(): CustomersData | undefined {
  return useLiveQuery(async () => {
    const [orders, added] = await Promise.all([db.orders.toArray(), db.customers.toArray()]);
    return { orders, customers: deriveCustomers(orders, sampleCustomers, added) };
  }, []);
}
