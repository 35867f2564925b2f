// One page of the customers list, its count and the page's figures, read over the indexes of the
// customers' running totals (data/customerQueries.ts) instead of every customer: the records of
// the page, index counts, and for a status filter or a search the e-mails (keys only) in order.
// Customers the indexes do not hold, the "extras", are merged in memory into the same order:
// the samples, staff-added customers (a small table, read whole), and the few stored customers an
// added record or an irregular record changes (they leave the index stream and join the extras).
import { cmp } from 'dexie';
import type { SampleCustomer } from '../../../content/adminSamples';
import type { CustomerRecord } from '../../../data/recordTypes';
import {
  customerListFields,
  customerSortKey,
  type CustomerSort,
} from '../../../data/customerListKeys';
import {
  allTimeRevenueCents,
  irregularCustomerRecords,
  listedActiveCustomers,
  listedCustomerCount,
  listedCustomersAt,
  listedCustomersBefore,
  listedCustomersByEmail,
  listedCustomersJoinedBetween,
  listedEmailsInOrder,
  listedEmailsMatching,
  type StoredCustomer,
} from '../../../data/customerQueries';
import { orderedBetween } from '../../../data/orderQueries';
import { fromCents, mergeCustomer, type CustomerSales } from '../../../data/orderSummary';
import {
  customerKeyOf,
  customersFromSales,
  deriveCustomers,
  filterByStatus,
  normaliseEmail,
  searchCustomers,
  type Customer,
  type CustomerStats,
  type StatusFilter,
} from './model';

export interface CustomerListQuery {
  search: string;
  status: StatusFilter;
  sort: CustomerSort;
  /** 1-based; past the end gives the last page. */
  page: number;
  pageSize: number;
  /** The "active in" period, ms (inclusive). */
  start: number;
  end: number;
}

export interface CustomerListPage {
  rows: Customer[];
  /** The page shown (clamped). */
  page: number;
  /** Customers that match. */
  total: number;
  stats: CustomerStats;
}

function storedKey(customer: StoredCustomer, sort: CustomerSort) {
  const { sales, email } = customer;
  const fields = customerListFields(
    {
      name: sales.name || email,
      email,
      spentCents: sales.spentCents,
      orders: sales.orders,
      joinDate: sales.firstAt,
    },
    sales.lastAt,
  );
  return customerSortKey(fields, sort);
}

/** Whether a customer with these totals ordered from `start` to `end` (the list's old rule). */
async function orderedIn(email: string, sales: CustomerSales, start: number, end: number) {
  const last = Date.parse(sales.lastAt);
  if (last >= start && last <= end) return true;
  return !(last < start) && (await orderedBetween(email, start, end));
}

/** The e-mails among `sales` whose customer ordered from `start` to `end`. */
export async function activeOf(
  sales: ReadonlyMap<string, CustomerSales>,
  start: number,
  end: number,
) {
  const active = new Set<string>();
  await Promise.all(
    [...sales].map(async ([email, totals]) => {
      if (email && (await orderedIn(email, totals, start, end))) active.add(email);
    }),
  );
  return active;
}

interface Extras {
  /** Every customer held in memory, unfiltered. */
  customers: Customer[];
  /** Stored customers that are among them, so not read from the indexes. */
  displaced: Map<string, StoredCustomer>;
}

/**
 * The customers the indexes do not give as they are shown: samples (unless a stored or added
 * customer has their e-mail), staff-added customers, and the stored customers these or an
 * irregular record change, merged as `deriveCustomers` always merged them.
 */
async function extrasOf(
  samples: readonly SampleCustomer[],
  added: readonly CustomerRecord[],
  start: number,
  end: number,
): Promise<Extras> {
  const irregular = await irregularCustomerRecords();
  const irregularSales = new Map<string, CustomerSales>();
  for (const record of irregular) {
    for (const [email, sales] of Object.entries(record.customers)) {
      if (email) irregularSales.set(email, mergeCustomer(irregularSales.get(email), sales));
    }
  }
  const addedEmails = added.map((record) => normaliseEmail(record.email));
  const stored = await listedCustomersByEmail([
    ...new Set([
      ...addedEmails,
      ...samples.map((sample) => normaliseEmail(sample.email)),
      ...irregularSales.keys(),
    ]),
  ]);
  const displaced = new Map<string, StoredCustomer>();
  for (const email of [...addedEmails, ...irregularSales.keys()]) {
    const customer = stored.get(email);
    if (customer) displaced.set(email, customer);
  }
  const sales = new Map(irregularSales);
  for (const [email, customer] of displaced) {
    sales.set(email, mergeCustomer(sales.get(email), customer.sales));
  }
  const unclaimedSamples = samples.filter(
    (sample) =>
      !stored.has(normaliseEmail(sample.email)) || displaced.has(normaliseEmail(sample.email)),
  );
  const active = await activeOf(sales, start, end);
  return { customers: deriveCustomers(sales, unclaimedSamples, added, active), displaced };
}

function clampPage(page: number, total: number, size: number): number {
  const pages = Math.max(1, Math.ceil(total / size));
  return Math.min(Math.max(1, Math.floor(page) || 1), pages);
}

function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where each extra falls among the stream (positions in the index and the extra's rank). */
async function placeExtras(
  extras: readonly Customer[],
  sort: CustomerSort,
): Promise<{ customer: Customer; indexRank: number }[]> {
  const placed = await Promise.all(
    extras.map(async (customer) => {
      const key = customerKeyOf(customer, sort);
      return { customer, key, indexRank: await listedCustomersBefore(sort, key, customer.email) };
    }),
  );
  return placed.sort((a, b) => cmp(a.key, b.key) || cmp(a.customer.email, b.customer.email));
}

function monthRange(now: Date): [number, number] {
  const from = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  const to = new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime() - 1;
  return [from, to];
}

/** One page of the customers list with its count and the page's figures. */
export async function customerListPage(
  query: CustomerListQuery,
  samples: readonly SampleCustomer[],
  added: readonly CustomerRecord[],
  now: Date,
): Promise<CustomerListPage> {
  const { sort, start, end, pageSize } = query;
  const needle = query.search.trim().toLowerCase();
  const extras = await extrasOf(samples, added, start, end);
  const { displaced } = extras;

  // The figures: index counts, corrected for the displaced customers, plus the extras'.
  const [month, monthEnd] = monthRange(now);
  const [listed, activeStream, joined, revenueCents, displacedActive] = await Promise.all([
    listedCustomerCount(),
    listedActiveCustomers(start, end, query.status !== 'all'),
    listedCustomersJoinedBetween(month, monthEnd),
    allTimeRevenueCents(),
    activeOf(new Map([...displaced].map(([email, c]) => [email, c.sales])), start, end),
  ]);
  const inMonth = (iso: string) => {
    const time = Date.parse(iso);
    return time >= month && time <= monthEnd;
  };
  const displacedJoined = [...displaced.values()].filter((c) => inMonth(c.sales.firstAt)).length;
  const stats: CustomerStats = {
    total: listed - displaced.size + extras.customers.length,
    active:
      activeStream.count -
      displacedActive.size +
      extras.customers.filter((c) => c.status === 'active').length,
    newThisMonth:
      joined - displacedJoined + extras.customers.filter((c) => inMonth(c.joinDate)).length,
    totalRevenue: fromCents(revenueCents),
  };

  const shownExtras = await placeExtras(
    filterByStatus(searchCustomers(extras.customers, needle), query.status),
    sort,
  );
  const activeEmails = activeStream.emails;

  // The stream: the stored customers that match, in the sort's order, less the displaced ones.
  // Without a search or a status filter it is read by position; otherwise its e-mails are.
  let streamTotal: number;
  /** Index positions (in the sort's index) of the stream's customers, when read as keys. */
  let positions: number[] | null = null;
  let streamEmails: string[] | null = null;
  if (!needle && query.status === 'all') {
    streamTotal = listed - displaced.size;
  } else {
    const ordered = await listedEmailsInOrder(sort);
    const matches = needle ? new Set(await listedEmailsMatching(needle)) : null;
    const wantActive = query.status === 'active';
    positions = [];
    streamEmails = [];
    ordered.forEach((email, position) => {
      if (displaced.has(email)) return;
      if (matches && !matches.has(email)) return;
      if (activeEmails && activeEmails.has(email) !== wantActive) return;
      positions!.push(position);
      streamEmails!.push(email);
    });
    streamTotal = streamEmails.length;
  }

  // Where each extra falls in the merged list.
  const displacedRanks = positions
    ? []
    : (
        await Promise.all(
          [...displaced.values()].map((c) =>
            listedCustomersBefore(sort, storedKey(c, sort), c.email),
          ),
        )
      ).sort((a, b) => a - b);
  const extraAt = shownExtras.map(({ customer, indexRank }, order) => {
    const streamRank = positions
      ? lowerBound(positions, indexRank)
      : indexRank - lowerBound(displacedRanks, indexRank);
    return { customer, at: streamRank + order };
  });

  const total = streamTotal + extraAt.length;
  const page = clampPage(query.page, total, pageSize);
  const from = (page - 1) * pageSize;
  const to = Math.min(from + pageSize, total);
  const extrasBefore = extraAt.filter((extra) => extra.at < from).length;
  const extrasOnPage = extraAt.filter((extra) => extra.at >= from && extra.at < to);
  const streamFrom = from - extrasBefore;
  const streamCount = to - from - extrasOnPage.length;

  let streamRows: StoredCustomer[];
  if (streamEmails) {
    const emails = streamEmails.slice(streamFrom, streamFrom + streamCount);
    const byEmail = await listedCustomersByEmail(emails);
    streamRows = emails.map((email) => byEmail.get(email)).filter((c) => c !== undefined);
  } else {
    // The stream's position `streamFrom` in the index: step over the displaced before it.
    let indexFrom = streamFrom;
    for (const rank of displacedRanks) if (rank <= indexFrom) indexFrom += 1;
    const read = await listedCustomersAt(sort, indexFrom, streamCount + displaced.size);
    streamRows = read.filter((c) => !displaced.has(c.email)).slice(0, streamCount);
  }
  const rowSales = new Map(streamRows.map((c) => [c.email, c.sales]));
  const rowActive = activeEmails
    ? new Set(streamRows.map((c) => c.email).filter((email) => activeEmails.has(email)))
    : await activeOf(rowSales, start, end);
  const streamCustomers = customersFromSales(rowSales, rowActive);

  const rows: Customer[] = [];
  let next = 0;
  for (let at = from; at < to; at += 1) {
    const extra = extrasOnPage.find((candidate) => candidate.at === at);
    if (extra) rows.push(extra.customer);
    else if (next < streamCustomers.length) rows.push(streamCustomers[next++]);
  }
  return { rows, page, total, stats };
}

/** Whether any customer the list holds has this e-mail (Add Customer refuses a second one). */
export async function customerEmailTaken(
  email: string,
  samples: readonly SampleCustomer[],
  added: readonly CustomerRecord[],
): Promise<boolean> {
  const key = normaliseEmail(email);
  if (samples.some((sample) => normaliseEmail(sample.email) === key)) return true;
  if (added.some((record) => normaliseEmail(record.email) === key)) return true;
  if ((await listedCustomersByEmail([key])).has(key)) return true;
  const irregular = await irregularCustomerRecords();
  return irregular.some((record) => key in record.customers);
}
