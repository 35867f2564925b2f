// Customers are not stored by the shop: they are derived from orders by
// e-mail (spec §3), merged with the two samples and with staff-added records.
// Active means ordered in the chosen period, as on the dashboard (activeCustomerEmails).
import type { SampleCustomer } from '../../../content/adminSamples';
import type { CsvCell } from '../shared/csv';
import type { CustomerRecord } from '../../../data/recordTypes';
import { fromCents, type CustomerSales } from '../../../data/orderSummary';
import { cmp } from 'dexie';
import {
  customerListFields,
  customerSortKey,
  customerSorts,
  type CustomerSort,
} from '../../../data/customerListKeys';

export { customerSorts, type CustomerSort };

export type CustomerStatus = 'active' | 'inactive';
export type CustomerSource = 'orders' | 'sample' | 'added';

export interface Customer {
  id: string;
  name: string;
  email: string;
  phone?: string;
  address: string;
  joinDate: string; // ISO
  totalOrders: number;
  totalSpent: number;
  lastOrderDate: string | null; // ISO
  status: CustomerStatus;
  source: CustomerSource;
}

export const statusFilters = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const customerSortLabels: Record<CustomerSort, string> = {
  name: 'Name (A–Z)',
  totalSpent: 'Total spent (highest first)',
  totalOrders: 'Total orders (most first)',
  joinDate: 'Join date (newest first)',
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function statusOf(email: string, activeEmails: ReadonlySet<string>): CustomerStatus {
  return activeEmails.has(email) ? 'active' : 'inactive';
}

/** Every customer's orders and spending, by e-mail (the running totals' `customers`). */
export type CustomerSalesByEmail = ReadonlyMap<string, CustomerSales>;

/**
 * One customer per e-mail: name and address from the latest order, join date from the first;
 * active when the e-mail is among `activeEmails` (those who ordered in the period).
 */
export function customersFromSales(
  sales: CustomerSalesByEmail,
  activeEmails: ReadonlySet<string>,
): Customer[] {
  return [...sales]
    .filter(([email]) => email !== '')
    .map(([email, totals]) => ({
      id: `customer-${email}`,
      name: totals.name || email,
      email,
      address: totals.address,
      joinDate: totals.firstAt,
      totalOrders: totals.orders,
      totalSpent: fromCents(totals.spentCents),
      lastOrderDate: totals.lastAt,
      status: statusOf(email, activeEmails),
      source: 'orders',
    }));
}

/**
 * All customers: derived ones first claim their e-mail; a staff-added record
 * with the same e-mail adds its phone; samples only show when no real
 * customer uses their e-mail. Whoever ordered in the period (`activeEmails`) is
 * active, everyone else inactive: a stored or sample status is not a second
 * meaning of "active" (samples and staff-added customers have no orders).
 */
export function deriveCustomers(
  sales: CustomerSalesByEmail,
  samples: readonly SampleCustomer[],
  added: readonly CustomerRecord[],
  activeEmails: ReadonlySet<string>,
): Customer[] {
  const byEmail = new Map<string, Customer>();
  for (const customer of customersFromSales(sales, activeEmails)) {
    byEmail.set(customer.email, customer);
  }
  for (const record of added) {
    const email = normaliseEmail(record.email);
    const existing = byEmail.get(email);
    if (existing) {
      byEmail.set(email, {
        ...existing,
        phone: record.phone || existing.phone,
        address: existing.address || record.address,
        joinDate: record.joinDate < existing.joinDate ? record.joinDate : existing.joinDate,
      });
    } else {
      byEmail.set(email, {
        id: record.id,
        name: record.name,
        email,
        phone: record.phone || undefined,
        address: record.address,
        joinDate: record.joinDate,
        totalOrders: 0,
        totalSpent: 0,
        lastOrderDate: null,
        status: statusOf(email, activeEmails),
        source: 'added',
      });
    }
  }
  for (const sample of samples) {
    const email = normaliseEmail(sample.email);
    if (!byEmail.has(email)) {
      byEmail.set(email, {
        ...sample,
        email,
        status: statusOf(email, activeEmails),
        source: 'sample',
      });
    }
  }
  return [...byEmail.values()];
}

export function searchCustomers(customers: readonly Customer[], search: string): Customer[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...customers];
  return customers.filter(
    (customer) => customer.name.toLowerCase().includes(needle) || customer.email.includes(needle),
  );
}

export function filterByStatus(customers: readonly Customer[], status: StatusFilter): Customer[] {
  return status === 'all' ? [...customers] : customers.filter((c) => c.status === status);
}

/** A customer's key in the sort's index (data/customerListKeys.ts), for those held in memory. */
export function customerKeyOf(customer: Customer, sort: CustomerSort) {
  const fields = customerListFields(
    {
      name: customer.name,
      email: customer.email,
      spentCents: Math.round(customer.totalSpent * 100),
      orders: customer.totalOrders,
      joinDate: customer.joinDate,
    },
    customer.lastOrderDate ?? '',
  );
  return customerSortKey(fields, sort);
}

/**
 * In the order of the sort's index, so that customers held in memory and stored ones sort alike:
 * names without case or accents (A–Z), spending and orders most first, joined newest first; equal
 * ones by name, then by e-mail.
 */
export function sortCustomers(customers: readonly Customer[], sort: CustomerSort): Customer[] {
  return customers
    .map((customer) => ({ customer, key: customerKeyOf(customer, sort) }))
    .sort((a, b) => cmp(a.key, b.key) || cmp(a.customer.email, b.customer.email))
    .map(({ customer }) => customer);
}

export interface CustomerQuery {
  search: string;
  status: StatusFilter;
  sort: CustomerSort;
}

export function queryCustomers(customers: readonly Customer[], query: CustomerQuery): Customer[] {
  return sortCustomers(
    filterByStatus(searchCustomers(customers, query.search), query.status),
    query.sort,
  );
}

export interface CustomerStats {
  total: number;
  active: number;
  newThisMonth: number;
  totalRevenue: number;
}

/**
 * The customers page's figures. Revenue is that of the orders, as on the dashboard: the samples'
 * made-up spending is not revenue.
 */
export function customerStats(
  customers: readonly Customer[],
  sales: CustomerSalesByEmail,
  now: Date,
): CustomerStats {
  let revenueCents = 0;
  for (const totals of sales.values()) revenueCents += totals.spentCents;
  const year = now.getFullYear();
  const month = now.getMonth();
  return {
    total: customers.length,
    active: customers.filter((c) => c.status === 'active').length,
    newThisMonth: customers.filter((c) => {
      const joined = new Date(c.joinDate);
      return joined.getFullYear() === year && joined.getMonth() === month;
    }).length,
    totalRevenue: fromCents(revenueCents),
  };
}

export const customerCsvHeader = [
  'Name',
  'Email',
  'Phone',
  'Address',
  'Join Date',
  'Total Orders',
  'Total Spent',
  'Last Order Date',
  'Status',
];

export function customersCsvRows(customers: readonly Customer[]): CsvCell[][] {
  return [
    customerCsvHeader,
    ...customers.map((c) => [
      c.name,
      c.email,
      c.phone ?? '',
      c.address,
      c.joinDate.slice(0, 10),
      c.totalOrders,
      c.totalSpent.toFixed(2),
      c.lastOrderDate ? c.lastOrderDate.slice(0, 10) : '',
      c.status,
    ]),
  ];
}

export function parseStatusFilter(value: string | null): StatusFilter {
  return (statusFilters as readonly string[]).includes(value ?? '')
    ? (value as StatusFilter)
    : 'all';
}

export function parseCustomerSort(value: string | null): CustomerSort {
  return (customerSorts as readonly string[]).includes(value ?? '')
    ? (value as CustomerSort)
    : 'name';
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewCustomerValues {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export const customerFormMessages = {
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'A customer with this email already exists',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

/** Validation of the Add Customer form; `existingEmails` must be lower-cased. */
export function validateNewCustomer(
  values: NewCustomerValues,
  existingEmails: ReadonlySet<string>,
): Partial<Record<keyof NewCustomerValues, string>> {
  const errors: Partial<Record<keyof NewCustomerValues, string>> = {};
  if (!values.name.trim()) errors.name = customerFormMessages.nameRequired;
  const email = normaliseEmail(values.email);
  if (!emailPattern.test(email)) errors.email = customerFormMessages.emailInvalid;
  else if (existingEmails.has(email)) errors.email = customerFormMessages.emailTaken;
  if (values.phone.trim() && !/^\+?[\d\s().-]{6,20}$/.test(values.phone.trim())) {
    errors.phone = customerFormMessages.phoneInvalid;
  }
  return errors;
}
