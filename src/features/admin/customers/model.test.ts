import { describe, expect, it } from 'vitest';
import { sampleCustomers } from '../../../content/adminSamples';
import type { CustomerRecord, Order } from '../../../data/recordTypes';
import { summariseOrders } from '../../../data/orderTotals';
import { filterByPeriod } from '../shared/periods';
import { activeCustomerEmails, activeCustomers } from '../shared/salesFigures';
import {
  customerStats,
  customersCsvRows,
  customersFromSales,
  deriveCustomers,
  queryCustomers,
  searchCustomers,
  sortCustomers,
  validateNewCustomer,
} from './model';

function order(id: string, email: string, name: string, total: number, createdAt: string): Order {
  return {
    id,
    items: [],
    status: 'pending',
    subtotal: total,
    discount: 0,
    couponCode: null,
    total,
    createdAt,
    customerInfo: { name, email, address: `${name} street` },
    email: email.toLowerCase(),
  };
}

const orders = [
  order('ORD-1', 'ann@example.com', 'Ann Old', 100, '2025-01-05T10:00:00.000Z'),
  order('ORD-2', 'bob@example.com', 'Bob', 40.5, '2025-03-01T10:00:00.000Z'),
  order('ORD-3', 'ANN@example.com', 'Ann Lee', 20.25, '2025-06-01T10:00:00.000Z'),
];
/** Ann ordered in the last 30 days (ORD-3), Bob before. */
const now = new Date('2025-06-15T12:00:00.000Z');
const activeIn30Days = activeCustomerEmails(filterByPeriod(orders, '30d', now));
const noneActive = new Set<string>();
/** The customers' running totals of these orders. */
const salesOf = (list: readonly Order[]) =>
  new Map(Object.entries(summariseOrders(list).customers));

describe('customersFromOrders', () => {
  it('groups orders by e-mail with totals', () => {
    const customers = customersFromSales(salesOf(orders), activeIn30Days);
    expect(customers).toHaveLength(2);
    const ann = customers.find((c) => c.email === 'ann@example.com');
    expect(ann).toMatchObject({
      name: 'Ann Lee',
      address: 'Ann Lee street',
      joinDate: '2025-01-05T10:00:00.000Z',
      lastOrderDate: '2025-06-01T10:00:00.000Z',
      totalOrders: 2,
      totalSpent: 120.25,
      status: 'active',
      source: 'orders',
    });
  });
});

describe('deriveCustomers', () => {
  it('adds the two samples, one of them inactive', () => {
    const customers = deriveCustomers(salesOf(orders), sampleCustomers, [], activeIn30Days);
    expect(customers).toHaveLength(4);
    expect(customers.filter((c) => c.source === 'sample')).toHaveLength(2);
    expect(customers.some((c) => c.status === 'inactive')).toBe(true);
  });
  it('marks active exactly the customers who ordered in the period', () => {
    const added: CustomerRecord[] = [
      {
        id: 'CUST-1',
        name: 'Cara',
        email: 'cara@example.com',
        phone: '',
        address: 'x',
        joinDate: '2025-06-10T00:00:00.000Z',
        status: 'active',
      },
    ];
    const statuses = (active: ReadonlySet<string>) =>
      Object.fromEntries(
        deriveCustomers(salesOf(orders), sampleCustomers, added, active).map((c) => [
          c.email,
          c.status,
        ]),
      );
    // Samples (even one stored as active) and staff-added customers have no orders.
    expect(statuses(activeIn30Days)).toEqual({
      'ann@example.com': 'active',
      'bob@example.com': 'inactive',
      'cara@example.com': 'inactive',
      'priya.raman@example.com': 'inactive',
      'daniel.brooks@example.com': 'inactive',
    });
    const activeInAYear = activeCustomerEmails(filterByPeriod(orders, '1y', now));
    expect(statuses(activeInAYear)['bob@example.com']).toBe('active');
    expect(Object.values(statuses(noneActive))).not.toContain('active');
  });
  it('counts as many active customers as the dashboard (activeCustomers), in every period', () => {
    const customers = (period: '7d' | '30d' | '90d' | '1y') =>
      deriveCustomers(
        salesOf(orders),
        sampleCustomers,
        [],
        activeCustomerEmails(filterByPeriod(orders, period, now)),
      );
    for (const period of ['7d', '30d', '90d', '1y'] as const) {
      expect(customerStats(customers(period), salesOf(orders), now).active).toBe(
        activeCustomers(filterByPeriod(orders, period, now)),
      );
    }
    expect(customerStats(customers('30d'), salesOf(orders), now).active).toBe(1);
    expect(customerStats(customers('1y'), salesOf(orders), now).active).toBe(2);
  });
  it('lets a real customer replace a sample with the same e-mail', () => {
    const real = order('ORD-9', sampleCustomers[0].email, 'Priya R', 5, '2025-02-01T00:00:00.000Z');
    const customers = deriveCustomers(salesOf([real]), sampleCustomers, [], noneActive);
    const priya = customers.filter((c) => c.email === sampleCustomers[0].email);
    expect(priya).toHaveLength(1);
    expect(priya[0]).toMatchObject({ source: 'orders', totalSpent: 5 });
  });
  it('includes staff-added customers and merges their phone into derived ones', () => {
    const added: CustomerRecord[] = [
      {
        id: 'CUST-1',
        name: 'Cara',
        email: 'cara@example.com',
        phone: '123456',
        address: 'x',
        joinDate: '2025-05-01T00:00:00.000Z',
        status: 'active',
      },
      {
        id: 'CUST-2',
        name: 'Bob B',
        email: 'bob@example.com',
        phone: '555 0100',
        address: '',
        joinDate: '2025-04-01T00:00:00.000Z',
        status: 'active',
      },
    ];
    const customers = deriveCustomers(salesOf(orders), [], added, activeIn30Days);
    expect(customers.find((c) => c.email === 'cara@example.com')).toMatchObject({
      source: 'added',
      totalOrders: 0,
      totalSpent: 0,
      lastOrderDate: null,
    });
    expect(customers.find((c) => c.email === 'bob@example.com')).toMatchObject({
      name: 'Bob',
      phone: '555 0100',
      totalOrders: 1,
    });
  });
});

describe('search, filter and sort', () => {
  const customers = deriveCustomers(salesOf(orders), sampleCustomers, [], activeIn30Days);
  it('searches name and e-mail, case-insensitively', () => {
    expect(searchCustomers(customers, 'LEE').map((c) => c.email)).toEqual(['ann@example.com']);
    expect(searchCustomers(customers, 'bob@').map((c) => c.name)).toEqual(['Bob']);
    expect(searchCustomers(customers, ' ')).toHaveLength(4);
  });
  it('sorts by name, total spent, total orders and join date', () => {
    expect(sortCustomers(customers, 'name').map((c) => c.name)).toEqual([
      'Ann Lee',
      'Bob',
      'Daniel Brooks',
      'Priya Raman',
    ]);
    expect(sortCustomers(customers, 'totalSpent')[0].name).toBe('Priya Raman');
    expect(sortCustomers(customers, 'totalOrders').map((c) => c.totalOrders)).toEqual([3, 2, 1, 1]);
    expect(sortCustomers(customers, 'joinDate')[0].name).toBe('Bob');
  });
  it('filters by status', () => {
    expect(
      queryCustomers(customers, { search: '', status: 'inactive', sort: 'name' }).map(
        (c) => c.name,
      ),
    ).toEqual(['Bob', 'Daniel Brooks', 'Priya Raman']);
    expect(
      queryCustomers(customers, { search: '', status: 'active', sort: 'name' }).map((c) => c.name),
    ).toEqual(['Ann Lee']);
  });
});

describe('customerStats', () => {
  it('counts total, active, new this month and revenue', () => {
    const customers = deriveCustomers(salesOf(orders), sampleCustomers, [], activeIn30Days);
    expect(customerStats(customers, salesOf(orders), new Date('2025-03-15T12:00:00.000Z'))).toEqual(
      {
        total: 4,
        active: 1,
        newThisMonth: 1,
        // The orders' revenue, as on the dashboard: not the samples' made-up spending.
        totalRevenue: 100 + 40.5 + 20.25,
      },
    );
  });
});

describe('customersCsvRows', () => {
  it('writes a header and one row per customer', () => {
    const rows = customersCsvRows(customersFromSales(salesOf(orders), activeIn30Days));
    expect(rows[0][0]).toBe('Name');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('120.25');
  });
});

describe('validateNewCustomer', () => {
  const taken = new Set(['ann@example.com']);
  it('requires a name and a valid, unique e-mail', () => {
    expect(validateNewCustomer({ name: '', email: 'x', phone: '', address: '' }, taken)).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
    });
    expect(
      validateNewCustomer({ name: 'A', email: ' ANN@example.com ', phone: '', address: '' }, taken),
    ).toEqual({ email: 'A customer with this email already exists' });
  });
  it('checks the phone only when given', () => {
    expect(
      validateNewCustomer({ name: 'A', email: 'a@b.co', phone: 'abc', address: '' }, taken),
    ).toEqual({ phone: 'Please enter a valid phone number' });
    expect(
      validateNewCustomer({ name: 'A', email: 'a@b.co', phone: '+1 555 0100', address: '' }, taken),
    ).toEqual({});
  });
});
