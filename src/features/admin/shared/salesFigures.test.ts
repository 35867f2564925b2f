import { describe, expect, it } from 'vitest';
import { fixedNow, ordersOverAYear, testOrder } from '../../../../tests/test-utils/orders';
import {
  activeCustomerEmails,
  activeCustomers,
  averageOrderValue,
  orderCustomerEmail,
  totalRevenue,
} from './salesFigures';

const now = fixedNow;
const orders = ordersOverAYear;

describe('revenue and average order value', () => {
  it('revenue is the sum of order totals', () => {
    expect(totalRevenue(orders)).toBe(366.5);
    expect(totalRevenue([])).toBe(0);
  });
  it('average is revenue divided by the order count, 0 when none', () => {
    expect(
      averageOrderValue([
        testOrder('a', 10, now.toISOString()),
        testOrder('b', 5, now.toISOString()),
      ]),
    ).toBe(7.5);
    expect(averageOrderValue([])).toBe(0);
  });
});

describe('active customers', () => {
  const ann = testOrder('a', 1, now.toISOString());
  const bob = testOrder('b', 1, now.toISOString(), {
    email: ' Bob@Example.com ',
    customerInfo: { name: 'Bob', email: 'bob@example.com', address: 'x' },
  });
  const guest = testOrder('g', 1, now.toISOString(), {
    email: '',
    customerInfo: { name: 'Cy', email: 'CY@example.com', address: 'x' },
  });
  const anonymous = testOrder('n', 1, now.toISOString(), {
    email: '',
    customerInfo: { name: '', email: '', address: 'x' },
  });
  it("an order's customer is its e-mail, else the customer info's, normalised", () => {
    expect(orderCustomerEmail(bob)).toBe('bob@example.com');
    expect(orderCustomerEmail(guest)).toBe('cy@example.com');
    expect(orderCustomerEmail(anonymous)).toBe('');
  });
  it('are the distinct customers of the given orders', () => {
    const orders = [ann, bob, guest, anonymous, testOrder('a2', 5, now.toISOString())];
    expect([...activeCustomerEmails(orders)].sort()).toEqual([
      'ann@example.com',
      'bob@example.com',
      'cy@example.com',
    ]);
    expect(activeCustomers(orders)).toBe(3);
    expect(activeCustomers([])).toBe(0);
  });
});
