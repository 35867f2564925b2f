import { sampleCustomers } from '../../../../content/adminSamples';
import { allCustomers } from '../../../../data/customers';
import { customerSales } from '../../../../data/orderQueries';
import { periodStart, type Period } from '../../shared/periods';
import {
  activeOf,
  customerEmailTaken,
  customerListPage,
  type CustomerListPage,
} from '../customerList';
import {
  deriveCustomers,
  queryCustomers,
  type Customer,
  type CustomerSort,
  type StatusFilter,
} from '../model';
import { useLocalQuery } from '../../../../data/useLocalQuery';

export interface CustomerListState {
  search: string;
  status: StatusFilter;
  sort: CustomerSort;
  period: Period;
  page: number;
  pageSize: number;
}

export interface CustomerListResult extends CustomerListPage {
  /** The period the figures are for (the previous one's stay shown while a new one loads). */
  period: Period;
}

/**
 * One live page of the customers list (orders + samples + staff-added customers), with its count
 * and figures, read over indexes (customerList.ts); `undefined` until the first page is there.
 * While another page loads, the last one stays shown, as on the orders list.
 */
export function useCustomerList(state: CustomerListState): CustomerListResult | undefined {
  const { search, status, sort, period, page, pageSize } = state;
  return useLocalQuery(
    async () => {
      const now = new Date();
      // Staff-added customers are few (typed in by hand): reading their whole table is fine.
      const added = await allCustomers();
      const result = await customerListPage(
        {
          search,
          status,
          sort,
          page,
          pageSize,
          start: periodStart(period, now).getTime(),
          end: now.getTime(),
        },
        sampleCustomers,
        added,
        now,
      );
      return { ...result, period };
    },
    [search, status, sort, period, page, pageSize],
    { keepPrevious: true },
  );
}

/** Whether a customer already has this e-mail (Add Customer's check, on submit). */
export async function isCustomerEmailTaken(email: string): Promise<boolean> {
  return customerEmailTaken(email, sampleCustomers, await allCustomers());
}

/**
 * Every customer that matches, in the list's order: for Export List only, on a click. It reads
 * every customer's totals, which a page of the list never does.
 */
export async function allMatchingCustomers(
  state: Pick<CustomerListState, 'search' | 'status' | 'sort' | 'period'>,
): Promise<Customer[]> {
  const now = new Date();
  const start = periodStart(state.period, now).getTime();
  const [sales, added] = await Promise.all([customerSales(), allCustomers()]);
  const active = await activeOf(sales, start, now.getTime());
  return queryCustomers(deriveCustomers(sales, sampleCustomers, added, active), state);
}
