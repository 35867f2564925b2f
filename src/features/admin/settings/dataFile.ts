// The booth's data files (issue 17): everything in one JSON file, and the leads as CSV.
import { exportBackendData } from '../../../api/backendData/backendDataClient';
import { readAppTables, startedAt } from '../../../data/appData';
import type { Order } from '../../../data/db';
import type { CsvCell } from '../shared/csv';

export const dataFileFormat = 'skyforge-data';
export const dataFileVersion = 1;
/** The app's version, stamped into every data file. */
export const appVersion = '0.1.0';

/** YYYY-MM-DD in the device's own calendar. */
function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `skyforge-data-YYYY-MM-DD.json` */
export const dataFileName = (now: Date = new Date()) => `skyforge-data-${localDate(now)}.json`;
/** `skyforge-leads-YYYY-MM-DD.csv` */
export const leadsFileName = (now: Date = new Date()) => `skyforge-leads-${localDate(now)}.csv`;

/** Both databases' contents with a format version and the app version. */
export async function buildDataFile(now: Date = new Date()) {
  const [backend, app] = await Promise.all([exportBackendData(), readAppTables()]);
  return {
    format: dataFileFormat,
    formatVersion: dataFileVersion,
    appVersion,
    exportedAt: now.toISOString(),
    backend,
    app,
  };
}

export interface ContactLead {
  fromName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: number;
}

const isContactLead = (value: unknown): value is ContactLead => {
  const record = value as Partial<ContactLead> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.email === 'string' &&
    typeof record.createdAt === 'number'
  );
};

/**
 * One row per order and contact message made since `since` (the last reset), oldest first:
 * who (name, e-mail, phone where given), what they ordered or asked, and when.
 */
export function leadRows(
  orders: readonly Order[],
  contactMessages: readonly unknown[],
  since: string | null,
): CsvCell[][] {
  const after = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
  const rows: { at: number; cells: CsvCell[] }[] = [];
  for (const order of orders) {
    const at = Date.parse(order.createdAt);
    if (!(at >= after)) continue;
    const what = order.items.map((item) => `${item.quantity} × ${item.name}`).join('; ');
    rows.push({
      at,
      cells: [
        'Order',
        new Date(at).toISOString(),
        order.customerInfo.name,
        order.customerInfo.email,
        '',
        `${order.id}: ${what} (total $${order.total.toFixed(2)})`,
      ],
    });
  }
  for (const message of contactMessages.filter(isContactLead)) {
    if (!(message.createdAt >= after)) continue;
    rows.push({
      at: message.createdAt,
      cells: [
        'Contact message',
        new Date(message.createdAt).toISOString(),
        message.fromName ?? '',
        message.email,
        message.phone ?? '',
        `${message.subject ?? ''}: ${message.message ?? ''}`,
      ],
    });
  }
  rows.sort((a, b) => a.at - b.at);
  return [['Type', 'When', 'Name', 'E-mail', 'Phone', 'What'], ...rows.map((row) => row.cells)];
}

/** The leads since the last reset, from both databases. */
export async function buildLeadRows(): Promise<CsvCell[][]> {
  const [backend, app, since] = await Promise.all([
    exportBackendData(),
    readAppTables(),
    startedAt(),
  ]);
  return leadRows(app.orders, backend.contactMessages ?? [], since);
}
