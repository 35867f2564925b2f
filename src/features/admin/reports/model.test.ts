import { describe, expect, it } from 'vitest';
import type { Order } from '../../../data/recordTypes';
import { summariseByDay } from '../../../data/orderTotals';
import {
  buildReport,
  formatCell,
  generatingMessage,
  ordersInPeriod,
  reportCsvRows,
  reportFileName,
  reportRange,
  type ReportPeriod,
  type ReportSource,
} from './model';
import { salesTermsNote } from '../shared/salesFigures';

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

/** What the page reads for the period ending at `at`: its per-day totals and its orders. */
function sourceOf(list: readonly Order[], period: ReportPeriod, at = now): ReportSource {
  const inPeriod = ordersInPeriod(list, period, at);
  return { days: summariseByDay(inPeriod), orders: inPeriod };
}

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
    const table = buildReport('sales', '30d', sourceOf(orders, '30d'), now);
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
    const table = buildReport('sales', '7d', sourceOf([save20], '7d'), now);
    expect(table.rows).toEqual([['2025-06-30', 1, 1, 449, 89.8, 359.2]]);
    expect(table.totals).toEqual(['Total', 1, 1, 449, 89.8, 359.2]);
    expect(formatCell(table.rows[0][4], 'money')).toBe('$89.80');
    expect(reportCsvRows(table)[5]).toEqual(['2025-06-30', 1, 1, '449.00', '89.80', '359.20']);
  });
  it('customers: spend per customer, highest first', () => {
    const table = buildReport('customers', '30d', sourceOf(orders, '30d'), now);
    expect(table.rows.map((r) => r[1])).toEqual(['ann@example.com', 'bob@example.com']);
    expect(table.rows[0].slice(2, 5)).toEqual([2, 300, 150]);
  });
  it('products: units and gross sales per product', () => {
    const table = buildReport('products', '7d', sourceOf(orders, '7d'), now);
    expect(table.rows).toEqual([
      ['ED1 Drone', 'drones', 2, 2, 200],
      ['Web Course', 'courses', 4, 2, 100],
    ]);
  });
  it('names money before coupons "Gross sales" and after them "Revenue", and says so (issue 35, point 8)', () => {
    const sales = buildReport('sales', '7d', sourceOf(orders, '7d'), now);
    expect(sales.columns.map((c) => c.header)).toEqual([
      'Date',
      'Orders',
      'Items Sold',
      'Gross sales',
      'Discounts',
      'Revenue',
    ]);
    // ORD-1 at $150 and ORD-2 at $135 after its coupon: they differ by the $15 discount.
    expect(sales.totals?.slice(3)).toEqual([300, 15, 285]);
    expect(sales.note).toBe(salesTermsNote);
    const products = buildReport('products', '7d', sourceOf(orders, '7d'), now);
    expect(products.columns.map((c) => c.header)).toEqual([
      'Product',
      'Category',
      'Units Sold',
      'Orders',
      'Gross sales',
    ]);
    expect(products.totals?.[4]).toBe(300);
    expect(products.note).toBe(salesTermsNote);
    // No figure of either kind: no explanation.
    expect(buildReport('orders', '7d', sourceOf(orders, '7d'), now).note).toBeNull();
    expect(buildReport('customers', '7d', sourceOf(orders, '7d'), now).note).toBeNull();
  });
  it('orders: newest first', () => {
    const table = buildReport('orders', '1y', sourceOf(orders, '1y'), now);
    expect(table.rows.map((r) => r[0])).toEqual(['ORD-1', 'ORD-2', 'ORD-3', 'ORD-4']);
    expect(table.totals?.[6]).toBe(585);
  });
  it('an empty period has no rows and no totals', () => {
    const table = buildReport('sales', '7d', sourceOf([], '7d'), now);
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
    const table = buildReport('sales', '7d', sourceOf(orders, '7d'), now);
    const rows = reportCsvRows(table);
    expect(rows[0][0]).toBe('Sales Report — Last 7 Days');
    expect(rows[2]).toEqual([salesTermsNote]);
    expect(rows[4]).toEqual([
      'Date',
      'Orders',
      'Items Sold',
      'Gross sales',
      'Discounts',
      'Revenue',
    ]);
    expect(rows[5]).toEqual(['2025-06-29', 2, 6, '300.00', '15.00', '285.00']);
    expect(rows.at(-1)?.[0]).toBe('Total');
  });
  it('names files after type, period and date', () => {
    const table = buildReport('orders', '90d', sourceOf(orders, '90d'), now);
    expect(reportFileName(table, 'xlsx')).toBe('orders-report-90d-2025-06-30.xlsx');
  });
});

describe('reports from the day records equal those from the orders', () => {
  // Mid-day "now": the period's first and last days are partial, with orders either side of
  // both edges.
  const at = new Date('2025-06-30T09:41:07.500Z');
  const dayMs = 86_400_000;
  const round2 = (value: number) => Math.round(value * 100) / 100;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const prices = [19.99, 449, 89.5, 0.1, 1299.95, 35.35];

  function shopOrder(n: number, time: number): Order {
    const email = n % 19 === 0 ? '' : `c${n % 37}@example.com`;
    const items = [
      {
        productId: `p${n % 11}`,
        name: `Product ${n % 11}`,
        price: prices[n % 6],
        quantity: 1 + (n % 3),
        imageUrl: '',
        category: n % 11 < 4 ? 'courses' : 'drones',
      },
    ];
    if (n % 4 === 0) items.push({ ...items[0], quantity: 1 }); // the same product twice
    if (n % 5 === 0)
      items.push({ ...items[0], productId: 'p-x', name: 'Extra', price: 12.5, category: 'drones' });
    const subtotal = round2(sum(items.map((i) => i.price * i.quantity)));
    const total = n % 3 === 0 ? round2(subtotal * 0.8) : subtotal;
    return {
      ...order(`S-${n}`, 0, email, total),
      items,
      subtotal,
      discount: subtotal === total ? 0 : 0.2,
      createdAt: new Date(time).toISOString(),
      customerInfo: { name: email ? `Customer ${n % 37}` : `Guest ${n}`, email, address: '' },
    };
  }
  const shop = Array.from({ length: 1500 }, (_, n) =>
    shopOrder(n, at.getTime() + dayMs - n * 0.27 * dayMs),
  );

  /** The reports as they were computed from the period's orders. */
  function fromOrders(type: 'sales' | 'customers' | 'products', inPeriod: Order[]) {
    const group = <K>(key: (o: Order) => K) => {
      const map = new Map<K, Order[]>();
      for (const o of inPeriod) map.set(key(o), [...(map.get(key(o)) ?? []), o]);
      return [...map];
    };
    const units = (list: Order[]) => sum(list.flatMap((o) => o.items.map((i) => i.quantity)));
    if (type === 'sales') {
      return group((o) => o.createdAt.slice(0, 10))
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([date, list]) => [
          date,
          list.length,
          units(list),
          round2(sum(list.map((o) => o.subtotal))),
          round2(sum(list.map((o) => Math.max(0, o.subtotal - o.total)))),
          round2(sum(list.map((o) => o.total))),
        ]);
    }
    if (type === 'customers') {
      return group((o) => (o.email || o.customerInfo.email).trim().toLowerCase())
        .map(([email, list]) => {
          const latest = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
          const spent = round2(sum(list.map((o) => o.total)));
          return [
            latest.customerInfo.name,
            email,
            list.length,
            spent,
            round2(spent / list.length),
            latest.createdAt.slice(0, 10),
          ];
        })
        .sort((a, b) => Number(b[3]) - Number(a[3]) || String(a[0]).localeCompare(String(b[0])));
    }
    const products = new Map<
      string,
      { row: [string, string]; orders: Set<string>; n: number; r: number }
    >();
    for (const o of inPeriod) {
      for (const i of o.items) {
        const entry = products.get(i.productId) ?? {
          row: [i.name, i.category] as [string, string],
          orders: new Set<string>(),
          n: 0,
          r: 0,
        };
        entry.orders.add(o.id);
        entry.n += i.quantity;
        entry.r += i.price * i.quantity;
        products.set(i.productId, entry);
      }
    }
    return [...products.values()]
      .map((p) => [...p.row, p.n, p.orders.size, round2(p.r)])
      .sort((a, b) => Number(b[4]) - Number(a[4]) || String(a[0]).localeCompare(String(b[0])));
  }

  for (const period of ['7d', '30d', '90d', '1y'] as const) {
    const { start, end } = reportRange(period, at);
    const edges = [start - 1, start, start + 1, end, end + 1].map((time, i) =>
      shopOrder(2000 + i, time),
    );
    const all = [...shop, ...edges];
    const source = sourceOf(all, period, at);
    const inPeriod = ordersInPeriod(all, period, at);

    it(`${period}: sales, customer and product reports; the edge days are partial`, () => {
      const firstDay = new Date(start).toISOString().slice(0, 10);
      const lastDay = at.toISOString().slice(0, 10);
      expect(source.days[0].day).toBe(firstDay);
      expect(source.days.at(-1)?.day).toBe(lastDay);
      const onDay = (day: string) => all.filter((o) => o.createdAt.startsWith(day)).length;
      expect(source.days[0].orders).toBeLessThan(onDay(firstDay));
      expect(source.days.at(-1)!.orders).toBeLessThan(onDay(lastDay));

      for (const type of ['sales', 'customers', 'products'] as const) {
        const table = buildReport(type, period, { days: source.days }, at);
        const rows = fromOrders(type, inPeriod);
        expect(table.rows, type).toEqual(rows);
        const column = (index: number) => round2(sum(rows.map((row) => Number(row[index]))));
        expect(table.totals, type).toEqual(
          type === 'sales'
            ? ['Total', column(1), column(2), column(3), column(4), column(5)]
            : type === 'customers'
              ? [
                  `${rows.length} customers`,
                  '',
                  column(2),
                  column(3),
                  round2(column(3) / column(2)),
                  '',
                ]
              : [`${rows.length} products`, '', column(2), inPeriod.length, column(4)],
        );
      }
      const ordersTable = buildReport('orders', period, source, at);
      expect(ordersTable.rows.map((row) => row[0])).toEqual(
        [...inPeriod].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((o) => o.id),
      );
    });
  }
});
