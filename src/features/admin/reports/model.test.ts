import { describe, expect, it } from 'vitest';
import type { Order } from '../../../data/db';
import {
  buildReport,
  formatCell,
  generatingMessage,
  ordersInPeriod,
  reportCsvRows,
  reportFileName,
} from './model';

const now = new Date('2025-06-30T12:00:00.000Z');

function order(id: string, daysAgo: number, email: string, total: number): Order {
  return {
    id,
    items: [
      {
        productId: 'p1',
        name: 'ED1 Drone',
        price: 100,
        quantity: 1,
        imageUrl: '',
        category: 'drones',
      },
      {
        productId: 'p2',
        name: 'Web Course',
        price: 25,
        quantity: 2,
        imageUrl: '',
        category: 'courses',
      },
    ],
    status: 'pending',
    subtotal: 150,
    // As placeOrder stores it: the coupon's fraction, not an amount.
    discount: (150 - total) / 150,
    couponCode: total < 150 ? 'WELCOME10' : null,
    total,
    createdAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
    customerInfo: { name: email.split('@')[0], email, address: '' },
    email,
  };
}

const orders = [
  order('ORD-1', 1, 'ann@example.com', 150),
  order('ORD-2', 1, 'bob@example.com', 135),
  order('ORD-3', 20, 'ann@example.com', 150),
  order('ORD-4', 200, 'cara@example.com', 150),
];

describe('generatingMessage', () => {
  it('uses the spec text with clear labels', () => {
    expect(generatingMessage('sales', '30d')).toBe('Generating Sales Report for Last 30 Days...');
    expect(generatingMessage('customers', '7d')).toBe(
      'Generating Customer Report for Last 7 Days...',
    );
    expect(generatingMessage('orders', '1y')).toBe('Generating Order Report for Last Year...');
  });
});

describe('ordersInPeriod', () => {
  it('keeps orders within the period', () => {
    expect(ordersInPeriod(orders, '7d', now).map((o) => o.id)).toEqual(['ORD-1', 'ORD-2']);
    expect(ordersInPeriod(orders, '30d', now)).toHaveLength(3);
    expect(ordersInPeriod(orders, '1y', now)).toHaveLength(4);
  });
});

describe('buildReport', () => {
  it('sales: one row per day with totals', () => {
    const table = buildReport('sales', '30d', orders, now);
    expect(table.title).toBe('Sales Report');
    expect(table.periodLabel).toBe('Last 30 Days');
    expect(table.rows).toHaveLength(2);
    expect(table.rows[0]).toEqual(['2025-06-29', 2, 6, 300, 15, 285]);
    expect(table.totals).toEqual(['Total', 3, 9, 450, 15, 435]);
  });
  it('sales: a $449 order with SAVE20 shows the discount as money (issue 16)', () => {
    const save20: Order = {
      ...order('ORD-449', 0, 'dee@example.com', 359.2),
      items: [
        {
          productId: 'p9',
          name: 'ED2 Drone',
          price: 449,
          quantity: 1,
          imageUrl: '',
          category: 'drones',
        },
      ],
      subtotal: 449,
      discount: 0.2,
      couponCode: 'SAVE20',
      total: 449 * (1 - 0.2),
    };
    const table = buildReport('sales', '7d', [save20], now);
    expect(table.rows).toEqual([['2025-06-30', 1, 1, 449, 89.8, 359.2]]);
    expect(table.totals).toEqual(['Total', 1, 1, 449, 89.8, 359.2]);
    expect(formatCell(table.rows[0][4], 'money')).toBe('$89.80');
    expect(reportCsvRows(table)[4]).toEqual(['2025-06-30', 1, 1, '449.00', '89.80', '359.20']);
  });
  it('customers: spend per customer, highest first', () => {
    const table = buildReport('customers', '30d', orders, now);
    expect(table.rows.map((r) => r[1])).toEqual(['ann@example.com', 'bob@example.com']);
    expect(table.rows[0].slice(2, 5)).toEqual([2, 300, 150]);
  });
  it('products: units and revenue per product', () => {
    const table = buildReport('products', '7d', orders, now);
    expect(table.rows).toEqual([
      ['ED1 Drone', 'drones', 2, 2, 200],
      ['Web Course', 'courses', 4, 2, 100],
    ]);
  });
  it('orders: newest first', () => {
    const table = buildReport('orders', '1y', orders, now);
    expect(table.rows.map((r) => r[0])).toEqual(['ORD-1', 'ORD-2', 'ORD-3', 'ORD-4']);
    expect(table.totals?.[6]).toBe(585);
  });
  it('an empty period has no rows and no totals', () => {
    const table = buildReport('sales', '7d', [], now);
    expect(table.rows).toEqual([]);
    expect(table.totals).toBeNull();
  });
});

describe('formatting and files', () => {
  it('formats money and numbers', () => {
    expect(formatCell(1234.5, 'money')).toBe('$1,234.50');
    expect(formatCell(1200, 'number')).toBe('1,200');
    expect(formatCell('x', 'text')).toBe('x');
  });
  it('CSV keeps the header, rows and totals', () => {
    const table = buildReport('sales', '7d', orders, now);
    const rows = reportCsvRows(table);
    expect(rows[0][0]).toBe('Sales Report — Last 7 Days');
    expect(rows[3]).toEqual(['Date', 'Orders', 'Items Sold', 'Subtotal', 'Discounts', 'Revenue']);
    expect(rows[4]).toEqual(['2025-06-29', 2, 6, '300.00', '15.00', '285.00']);
    expect(rows.at(-1)?.[0]).toBe('Total');
  });
  it('names files after type, period and date', () => {
    const table = buildReport('orders', '90d', orders, now);
    expect(reportFileName(table, 'xlsx')).toBe('orders-report-90d-2025-06-30.xlsx');
  });
});
