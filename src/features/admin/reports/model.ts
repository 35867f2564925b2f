// Reports are computed from the orders kept in this browser (spec §7: never
// sent to a server): the sales, customer and product reports from the period's running totals
// (one record per UTC day, money in cents: src/data/orderTotals.ts), the order report from the
// period's orders. Each report is a plain table so the screen and the three export formats show
// exactly the same figures.
import type { Order } from '../../../data/recordTypes';
import {
  fromCents,
  mergeSummaries,
  type OrderDayRecord,
  type OrderSummary,
} from '../../../data/orderSummary';
import type { CsvCell } from '../shared/csv';
import { grossSalesLabel, revenueLabel, salesTermsNote } from '../shared/salesFigures';

export const reportPeriods = [
  { value: '7d', label: 'Last 7 Days', days: 7 },
  { value: '30d', label: 'Last 30 Days', days: 30 },
  { value: '90d', label: 'Last 90 Days', days: 90 },
  { value: '1y', label: 'Last Year', days: 365 },
] as const;
export type ReportPeriod = (typeof reportPeriods)[number]['value'];

export const reportTypes = [
  {
    value: 'sales',
    label: 'Sales Report',
    description: 'Orders, items sold, gross sales, discounts and revenue per day.',
  },
  {
    value: 'customers',
    label: 'Customer Report',
    description: 'What each customer ordered and spent.',
  },
  {
    value: 'products',
    label: 'Product Report',
    description: 'Units sold and gross sales per product.',
  },
  {
    value: 'orders',
    label: 'Order Report',
    description: 'Every order with its customer, status and total.',
  },
] as const;
export type ReportType = (typeof reportTypes)[number]['value'];

export type ColumnKind = 'text' | 'number' | 'money' | 'date';
export type CellValue = string | number;

export interface ReportColumn {
  header: string;
  kind: ColumnKind;
}

export interface ReportTable {
  type: ReportType;
  period: ReportPeriod;
  title: string;
  periodLabel: string;
  generatedAt: string; // ISO
  columns: ReportColumn[];
  rows: CellValue[][];
  /** Totals row (same length as columns), or null. */
  totals: CellValue[] | null;
  /** A line that explains the figures' names (salesTermsNote), on screen and in every file. */
  note: string | null;
}

const day = 24 * 60 * 60 * 1000;

export function periodOf(value: ReportPeriod) {
  return reportPeriods.find((p) => p.value === value) ?? reportPeriods[1];
}

export function typeOf(value: ReportType) {
  return reportTypes.find((t) => t.value === value) ?? reportTypes[0];
}

export function parseReportPeriod(value: string | null): ReportPeriod {
  return reportPeriods.find((p) => p.value === value)?.value ?? '30d';
}

export function parseReportType(value: string | null): ReportType {
  return reportTypes.find((t) => t.value === value)?.value ?? 'sales';
}

/** Spec §8: 'Generating {report label} for {period}...'. */
export function generatingMessage(type: ReportType, period: ReportPeriod): string {
  return `Generating ${typeOf(type).label} for ${periodOf(period).label}...`;
}

/** The period that ends at `now`: its first and last moment in ms, both inclusive. */
export function reportRange(period: ReportPeriod, now: Date): { start: number; end: number } {
  const end = now.getTime();
  return { start: end - periodOf(period).days * day, end };
}

/** Orders created within the period that ends now (inclusive). */
export function ordersInPeriod(orders: readonly Order[], period: ReportPeriod, now: Date): Order[] {
  const { start, end } = reportRange(period, now);
  return orders.filter((order) => {
    const time = new Date(order.createdAt).getTime();
    return time >= start && time <= end;
  });
}

/** What a report is made of, for the period ending at the report's `now`. */
export interface ReportSource {
  /** The period's totals per UTC day (orderDaysBetween), for every report but the order report. */
  days: readonly OrderDayRecord[];
  /** The period's orders (ordersBetween): read only for the order report. */
  orders?: readonly Order[];
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const round = (value: number) => Math.round(value * 100) / 100;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const itemsOf = (order: Order) => order.items.reduce((sum, item) => sum + num(item.quantity), 0);

type ReportBody = Pick<ReportTable, 'columns' | 'rows' | 'totals'> & { note?: string };

function salesReport(days: readonly OrderDayRecord[]): ReportBody {
  // An order's `discount` is the coupon's fraction (0.2 for SAVE20), not money: the amount taken
  // off (`discountCents`) is what separates subtotal and total (as the order page shows it).
  const rows = days
    .filter((record) => record.orders > 0)
    .sort((a, b) => b.day.localeCompare(a.day))
    .map((record) => [
      record.day,
      record.orders,
      record.units,
      fromCents(record.subtotalCents),
      fromCents(record.discountCents),
      fromCents(record.revenueCents),
    ]);
  const column = (index: number) => round(rows.reduce((sum, row) => sum + num(row[index]), 0));
  return {
    columns: [
      { header: 'Date', kind: 'date' },
      { header: 'Orders', kind: 'number' },
      { header: 'Items Sold', kind: 'number' },
      { header: grossSalesLabel, kind: 'money' },
      { header: 'Discounts', kind: 'money' },
      { header: revenueLabel, kind: 'money' },
    ],
    rows,
    totals: rows.length ? ['Total', column(1), column(2), column(3), column(4), column(5)] : null,
    note: salesTermsNote,
  };
}

function customerReport(summary: OrderSummary): ReportBody {
  // Per customer e-mail (trimmed, lower-cased); the name is that of the latest order.
  const rows = Object.entries(summary.customers)
    .filter(([, sales]) => sales.orders > 0)
    .map(([email, sales]) => {
      const spent = fromCents(sales.spentCents);
      return [
        sales.name,
        email,
        sales.orders,
        spent,
        round(spent / sales.orders),
        sales.lastAt.slice(0, 10),
      ] as CellValue[];
    })
    .sort((a, b) => num(b[3]) - num(a[3]) || String(a[0]).localeCompare(String(b[0])));
  const orderCount = rows.reduce((sum, row) => sum + num(row[2]), 0);
  const spent = round(rows.reduce((sum, row) => sum + num(row[3]), 0));
  return {
    columns: [
      { header: 'Customer', kind: 'text' },
      { header: 'Email', kind: 'text' },
      { header: 'Orders', kind: 'number' },
      { header: 'Total Spent', kind: 'money' },
      { header: 'Average Order', kind: 'money' },
      { header: 'Last Order', kind: 'date' },
    ],
    rows,
    totals: rows.length
      ? [plural(rows.length, 'customer'), '', orderCount, spent, round(spent / orderCount), '']
      : null,
  };
}

function productReport(summary: OrderSummary): ReportBody {
  const rows = Object.values(summary.products)
    .map((p) => [p.name, p.category, p.units, p.orders, fromCents(p.revenueCents)] as CellValue[])
    .sort((a, b) => num(b[4]) - num(a[4]) || String(a[0]).localeCompare(String(b[0])));
  return {
    columns: [
      { header: 'Product', kind: 'text' },
      { header: 'Category', kind: 'text' },
      { header: 'Units Sold', kind: 'number' },
      { header: 'Orders', kind: 'number' },
      { header: grossSalesLabel, kind: 'money' },
    ],
    rows,
    totals: rows.length
      ? [
          plural(rows.length, 'product'),
          '',
          rows.reduce((sum, row) => sum + num(row[2]), 0),
          summary.orders,
          round(rows.reduce((sum, row) => sum + num(row[4]), 0)),
        ]
      : null,
    note: salesTermsNote,
  };
}

function orderReport(orders: readonly Order[]): ReportBody {
  const rows = [...orders]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((o) => [
      o.id,
      o.createdAt.slice(0, 10),
      o.customerInfo.name,
      o.customerInfo.email,
      itemsOf(o),
      String(o.status),
      round(num(o.total)),
    ]);
  return {
    columns: [
      { header: 'Order ID', kind: 'text' },
      { header: 'Date', kind: 'date' },
      { header: 'Customer', kind: 'text' },
      { header: 'Email', kind: 'text' },
      { header: 'Items', kind: 'number' },
      { header: 'Status', kind: 'text' },
      { header: 'Total', kind: 'money' },
    ],
    rows,
    totals: rows.length
      ? [
          plural(rows.length, 'order'),
          '',
          '',
          '',
          rows.reduce((sum, row) => sum + num(row[4]), 0),
          '',
          round(rows.reduce((sum, row) => sum + num(row[6]), 0)),
        ]
      : null,
  };
}

/**
 * The report of the period ending at `now`, from `source`: the period's day records, and for
 * the order report the period's orders (see ReportSource).
 */
export function buildReport(
  type: ReportType,
  period: ReportPeriod,
  source: ReportSource,
  now: Date,
): ReportTable {
  const { note, ...body } =
    type === 'customers'
      ? customerReport(mergeSummaries(source.days))
      : type === 'products'
        ? productReport(mergeSummaries(source.days))
        : type === 'orders'
          ? orderReport(source.orders ?? [])
          : salesReport(source.days);
  return {
    type,
    period,
    title: typeOf(type).label,
    periodLabel: periodOf(period).label,
    generatedAt: now.toISOString(),
    ...body,
    note: note ?? null,
  };
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** How a cell reads on screen and in the PDF. */
export function formatCell(value: CellValue, kind: ColumnKind): string {
  if (typeof value === 'number' && kind === 'money') return money.format(value);
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return value;
}

/** CSV keeps raw numbers (2 decimals for money) so spreadsheets can compute with them. */
export function reportCsvRows(table: ReportTable): CsvCell[][] {
  const cell = (value: CellValue, kind: ColumnKind): CsvCell =>
    typeof value === 'number' && kind === 'money' ? value.toFixed(2) : value;
  const line = (row: CellValue[]) => row.map((value, i) => cell(value, table.columns[i].kind));
  return [
    [`${table.title} — ${table.periodLabel}`],
    [`Generated ${table.generatedAt}`],
    ...(table.note ? [[table.note]] : []),
    [],
    table.columns.map((column) => column.header),
    ...table.rows.map(line),
    ...(table.totals ? [line(table.totals)] : []),
  ];
}

export function reportFileName(table: ReportTable, extension: 'csv' | 'xlsx' | 'pdf'): string {
  return `${table.type}-report-${table.period}-${table.generatedAt.slice(0, 10)}.${extension}`;
}
