import { describe, expect, it } from 'vitest';
import type { Order } from '../../../data/recordTypes';
import { matchesOrderSearch, sortOrders } from '../../../data/orderQueries';
import {
  fromSortChoice,
  nextSort,
  orderSortChoices,
  orderSortKeys,
  toSortKey,
  type StatusFilter,
} from './model';

/** What the list shows for a search and a status (data/orderQueries.ts reads it over indexes). */
const filterOrders = (list: readonly Order[], query: string, status: StatusFilter) =>
  list.filter((o) => (status === 'all' || o.status === status) && matchesOrderSearch(o, query));

function order(
  id: string,
  name: string,
  email: string,
  createdAt: string,
  status: string,
  total: number,
): Order {
  return {
    id,
    items: [],
    status,
    subtotal: total,
    discount: 0,
    couponCode: null,
    total,
    createdAt,
    customerInfo: { name, email, address: 'x' },
    email: email.toLowerCase(),
  };
}

const orders = [
  order('ORD-100', 'Zoe Brown', 'zoe@example.com', '2025-01-03T10:00:00.000Z', 'shipped', 50),
  order('ORD-200', 'adam Smith', 'adam@shop.test', '2025-01-01T10:00:00.000Z', 'pending', 300),
  order('ORD-300', 'Mia Jones', 'MIA@example.com', '2025-01-02T10:00:00.000Z', 'delivered', 120),
];

describe('order search', () => {
  it('matches id, customer name and e-mail, case-insensitively', () => {
    expect(filterOrders(orders, 'ord-2', 'all').map((o) => o.id)).toEqual(['ORD-200']);
    expect(filterOrders(orders, 'zoe b', 'all').map((o) => o.id)).toEqual(['ORD-100']);
    expect(filterOrders(orders, 'mia@', 'all').map((o) => o.id)).toEqual(['ORD-300']);
    expect(filterOrders(orders, '  ', 'all')).toHaveLength(3);
    expect(filterOrders(orders, 'nobody', 'all')).toEqual([]);
  });
  it('filters by status', () => {
    expect(filterOrders(orders, '', 'pending').map((o) => o.id)).toEqual(['ORD-200']);
    expect(filterOrders(orders, 'example', 'delivered').map((o) => o.id)).toEqual(['ORD-300']);
  });
});

describe('order sorting', () => {
  const ids = (list: Order[]) => list.map((o) => o.id);
  it('defaults to newest first', () => {
    expect(ids(sortOrders(orders, 'createdAt', 'desc'))).toEqual(['ORD-100', 'ORD-300', 'ORD-200']);
  });
  it('sorts by customer name ignoring case', () => {
    expect(ids(sortOrders(orders, 'customer', 'asc'))).toEqual(['ORD-200', 'ORD-300', 'ORD-100']);
  });
  it('sorts by total numerically and by status and id', () => {
    expect(ids(sortOrders(orders, 'total', 'desc'))).toEqual(['ORD-200', 'ORD-300', 'ORD-100']);
    expect(ids(sortOrders(orders, 'status', 'asc'))).toEqual(['ORD-300', 'ORD-200', 'ORD-100']);
    expect(ids(sortOrders(orders, 'id', 'desc'))).toEqual(['ORD-300', 'ORD-200', 'ORD-100']);
  });
  it('does not mutate the input', () => {
    const copy = [...orders];
    sortOrders(orders, 'total', 'asc');
    expect(orders).toEqual(copy);
  });
  it('toggles direction on the same column', () => {
    expect(nextSort({ sort: 'createdAt', dir: 'desc' }, 'createdAt')).toEqual({
      sort: 'createdAt',
      dir: 'asc',
    });
    expect(nextSort({ sort: 'createdAt', dir: 'desc' }, 'customer')).toEqual({
      sort: 'customer',
      dir: 'asc',
    });
    expect(toSortKey('bogus')).toBe('createdAt');
  });
});

describe('ids with a random part', () => {
  it('sort by id still sorts by the timestamp inside them', () => {
    const newer = order(
      'ORD-1700000000100-aaaaaaaaaa',
      'A',
      'a@x.test',
      '2025-01-02',
      'pending',
      1,
    );
    const older = order(
      'ORD-1700000000099-zzzzzzzzzz',
      'B',
      'b@x.test',
      '2025-01-01',
      'pending',
      1,
    );
    const legacy = order('ORD-1600000000000', 'C', 'c@x.test', '2024-01-01', 'pending', 1);
    expect(sortOrders([newer, legacy, older], 'id', 'asc').map((o) => o.id)).toEqual([
      legacy.id,
      older.id,
      newer.id,
    ]);
  });
});

describe("the phone's sort choices", () => {
  it('offer every key both ways, newest first as the first', () => {
    expect(orderSortChoices).toHaveLength(orderSortKeys.length * 2);
    expect(orderSortChoices[0].value).toBe('createdAt:desc');
    for (const key of orderSortKeys) {
      for (const dir of ['asc', 'desc'] as const) {
        expect(fromSortChoice(`${key}:${dir}`)).toEqual({ sort: key, dir });
      }
    }
  });
  it('fall back to newest first for anything else', () => {
    expect(fromSortChoice(null)).toEqual({ sort: 'createdAt', dir: 'desc' });
    expect(fromSortChoice('price:asc')).toEqual({ sort: 'createdAt', dir: 'desc' });
    expect(fromSortChoice('total:sideways')).toEqual({ sort: 'createdAt', dir: 'desc' });
  });
});
