// Customers staff add by hand in the admin (the rest are derived from orders and samples):
// the one owner of the `customers` table.
import { timestampId } from '../lib/ids';
import { db, type CustomerRecord } from './db';

export type NewCustomer = Pick<CustomerRecord, 'name' | 'email' | 'phone' | 'address'>;

/** Every staff-added customer. */
export function allCustomers(): Promise<CustomerRecord[]> {
  return db.customers.toArray();
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
