import { beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, allCustomers } from './customers';
import { db } from './db';

beforeEach(() => db.customers.clear());

const ada = { name: 'Ada', email: 'ada@example.com', phone: '+44 1', address: '1 Road' };

describe('customers', () => {
  it('keeps a staff-added customer, active and joined now', async () => {
    const before = Date.now();
    const added = await addCustomer(ada);
    expect(added).toMatchObject({ ...ada, status: 'active' });
    expect(added.id).toMatch(/^CUST-/);
    expect(Date.parse(added.joinDate)).toBeGreaterThanOrEqual(before);
    expect(await allCustomers()).toEqual([added]);
  });

  it('refuses a second customer with the same e-mail', async () => {
    await addCustomer(ada);
    await expect(addCustomer({ ...ada, name: 'Other Ada' })).rejects.toThrow();
    expect(await allCustomers()).toHaveLength(1);
  });
});
