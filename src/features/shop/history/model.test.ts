import { describe, expect, it } from 'vitest';
import type { CartHistoryRecord, Order } from '../../../data/recordTypes';
import {
  canBuyAgain,
  changedSinceSeen,
  filterHistory,
  filterOrders,
  itemsSummary,
  parseHistoryTab,
  parseOrderFilter,
} from './model';

function order(id: string, status: string, createdAt: string): Order {
  return {
    id,
    items: [
      {
        productId: 'p-001',
        name: 'Drone',
        price: 10,
        quantity: 2,
        imageUrl: '',
        category: 'drones',
      },
    ],
    status,
    subtotal: 20,
    discount: 0,
    couponCode: null,
    total: 20,
    createdAt,
    customerInfo: { name: 'A', email: 'a@b.co', address: 'x' },
    email: 'a@b.co',
  };
}

const orders = [
  order('ORD-1', 'pending', '2025-01-01T00:00:00.000Z'),
  order('ORD-3', 'delivered', '2025-01-03T00:00:00.000Z'),
  order('ORD-2', 'shipped', '2025-01-02T00:00:00.000Z'),
];

describe('order history filter', () => {
  it('all, newest first', () => {
    expect(filterOrders(orders, 'all').map((o) => o.id)).toEqual(['ORD-3', 'ORD-2', 'ORD-1']);
  });

  it.each([
    ['pending', ['ORD-1']],
    ['processing', []],
    ['shipped', ['ORD-2']],
    ['delivered', ['ORD-3']],
  ] as const)('%s', (filter, ids) => {
    expect(filterOrders(orders, filter).map((o) => o.id)).toEqual(ids);
  });

  it('reads the filter from the URL, unknown → all', () => {
    expect(parseOrderFilter('shipped')).toBe('shipped');
    expect(parseOrderFilter('bogus')).toBe('all');
    expect(parseOrderFilter(null)).toBe('all');
  });

  it('Buy Again only for delivered', () => {
    expect(canBuyAgain({ status: 'delivered' })).toBe(true);
    expect(canBuyAgain({ status: 'shipped' })).toBe(false);
    expect(canBuyAgain({ status: 'pending' })).toBe(false);
  });

  it('summarises items', () => {
    expect(itemsSummary(orders[0])).toBe('2 items: Drone');
  });
});

function record(
  id: string,
  status: CartHistoryRecord['status'],
  addedAt: string,
): CartHistoryRecord {
  return {
    id,
    owner: 'a@b.co',
    productId: 'p-001',
    productName: 'Drone',
    productImage: '',
    price: 10,
    quantity: 1,
    status,
    addedAt,
  };
}

describe('cart history tabs', () => {
  const records = [
    record('CH-1', 'purchased', '2025-01-01T00:00:00.000Z'),
    record('CH-2', 'active', '2025-01-02T00:00:00.000Z'),
    record('CH-3', 'removed', '2025-01-03T00:00:00.000Z'),
  ];

  it('All Items, newest first', () => {
    expect(filterHistory(records, 'all').map((r) => r.id)).toEqual(['CH-3', 'CH-2', 'CH-1']);
  });

  it('one status per tab', () => {
    expect(filterHistory(records, 'active').map((r) => r.id)).toEqual(['CH-2']);
    expect(filterHistory(records, 'purchased').map((r) => r.id)).toEqual(['CH-1']);
    expect(filterHistory(records, 'removed').map((r) => r.id)).toEqual(['CH-3']);
  });

  it('reads the tab from the URL, unknown → all', () => {
    expect(parseHistoryTab('removed')).toBe('removed');
    expect(parseHistoryTab('x')).toBe('all');
  });
});

describe('changed since the customer last opened the order', () => {
  const reply = '2025-01-02T10:00:00.000Z';

  it('is not flagged when nothing changed since it was seen', () => {
    const seen = { status: 'shipped', supportMessageAt: reply };
    expect(changedSinceSeen({ status: 'shipped', customerSeen: seen }, reply)).toBe(false);
  });

  it('is flagged when the status changed', () => {
    const seen = { status: 'pending', supportMessageAt: null };
    expect(changedSinceSeen({ status: 'shipped', customerSeen: seen }, null)).toBe(true);
  });

  it('is flagged when support replied after it was seen', () => {
    const seen = { status: 'pending', supportMessageAt: reply };
    const later = '2025-01-03T10:00:00.000Z';
    expect(changedSinceSeen({ status: 'pending', customerSeen: seen }, later)).toBe(true);
    expect(
      changedSinceSeen(
        { status: 'pending', customerSeen: { ...seen, supportMessageAt: null } },
        reply,
      ),
    ).toBe(true);
  });

  it('never opened (no baseline): not flagged', () => {
    expect(changedSinceSeen({ status: 'pending' }, null)).toBe(false);
    expect(changedSinceSeen({ status: 'delivered' }, reply)).toBe(false);
  });
});
