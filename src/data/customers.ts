// Customers staff add by hand in the admin (the rest are derived from orders and samples):
// the one owner of the `customers` table.
import { timestampId } from '../lib/ids';
import { appTableSchemas } from './appRecords';
import { readable } from '../lib/checkedRecords';
import { db } from './db';
import type { CustomerRecord } from './recordTypes';

export type NewCustomer = Pick<CustomerRecord, 'name' | 'email' | 'phone' | 'address'>;

const isCustomer = (record: unknown): record is CustomerRecord =>
  readable<CustomerRecord>('customers', appTableSchemas.customers(), record);

/** Every staff-added customer that can be read (a bad record is skipped and counted). */
export async function allCustomers(): Promise<CustomerRecord[]> {
  return (await db.customers.toArray()).filter(isCustomer);
}

/**
 * Keeps a new active customer joined now. The caller passes the values cleaned (trimmed, e-mail
 * lower-cased); the unique e-mail index rejects a second customer with the same e-mail.
 */
export async function addCustomer(values: NewCustomer): Promise<CustomerRecord> {
  const customer: CustomerRecord = {
    id: timestampId('CUST'),
    name: values.name,
    email: values.email,
    phone: values.phone,
    address: values.address,
    joinDate: new Date().toISOString(),
    status: 'active',
  };
  await db.customers.add(customer);
  return customer;
}
