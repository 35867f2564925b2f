// The booth's data files (issue 17): everything in one JSON file, and the leads as CSV.
import { exportBackendData } from '../../../api/backendData/backendDataClient';
import { leadsWindowRecord, type AppTables, type LeadsWindow } from '../../../data/appData';
import { leadsWindow, readAppTables } from '../../../data/appDataReads';
import { ensureSampleConversations } from '../../../data/conversations';
import type { InterestLead, Order } from '../../../data/recordTypes';
import { readDeviceName } from '../../../data/deviceName';
import { adminSession } from '../../../data/session';
import { validInterests } from '../../../data/interests';
import type { CsvCell } from '../shared/csv';

export const dataFileFormat = 'skyforge-data';
export const dataFileVersion = 1;
/** The app's version, stamped into every data file. */
export const appVersion = '0.1.0';

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in the device's own calendar. */
function localDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The local time in `timeZone` (the device's own unless given) with its offset from UTC, as a
 * spreadsheet sorts it and a person reads it: `2026-11-27 14:05:09 +01:00`.
 */
export function localDateTime(
  at: number | Date,
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  // "GMT+01:00", or "GMT" at UTC itself.
  const offset = /[+-]\d{2}:\d{2}$/.exec(parts.timeZoneName ?? '')?.[0] ?? '+00:00';
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return `${date} ${parts.hour}:${parts.minute}:${parts.second} ${offset}`;
}

/** The device name as a file name's part: letters and digits, other runs as one dash. */
function fileNamePart(name: string | null): string {
  const part = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // é → e
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return part ? `${part}-` : '';
}

/** `skyforge-data-YYYY-MM-DD.json` */
export const dataFileName = (now: Date = new Date()) => `skyforge-data-${localDate(now)}.json`;
/** `skyforge-leads-DEVICE-YYYY-MM-DD.csv` (without DEVICE while the device has no name). */
export const leadsFileName = (now: Date = new Date(), device: string | null = readDeviceName()) =>
  `skyforge-leads-${fileNamePart(device)}${localDate(now)}.csv`;

/**
 * Both databases' contents with a format version and the app version. The sign-in accounts (with
 * their password hashes) only when `includeAccounts`: the operator's choice, off by default.
 */
export async function buildDataFile(
  now: Date = new Date(),
  { includeAccounts = false }: { includeAccounts?: boolean } = {},
) {
  const [backend, app] = await Promise.all([
    exportBackendData(adminSession.get()?.token ?? null, { includeAccounts }),
    // The inbox's sample conversations are part of what the back office shows; the admin shell
    // seeds them after a fill, reset or import, maybe not yet when the export is asked for.
    ensureSampleConversations().then(readAppTables),
  ]);
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
  id?: string;
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

/** Where the leads come from: the app's orders and interests, the backend's contact messages. */
export interface LeadSources {
  orders: readonly Order[];
  contactMessages: readonly unknown[];
  interests: readonly InterestLead[];
}

/** A lead's kind and id, as a leads window's `carried` names it. */
const leadKey = {
  order: (id: string) => `order:${id}`,
  contact: (id: string) => `contact:${id}`,
  interest: (id: string) => `interest:${id}`,
};

const listItems = (items: readonly { name: string; quantity?: number }[]) =>
  items.map((item) => (item.quantity ? `${item.quantity} × ${item.name}` : item.name)).join('; ');

/** What an interest lead was about: `Cart: 2 × ED1 Educational Drone. Wishlist: FPV Racer Kit`. */
function interestWhat(interest: InterestLead): string {
  return [
    interest.cart.length ? `Cart: ${listItems(interest.cart)}` : '',
    interest.wishlist.length ? `Wishlist: ${listItems(interest.wishlist)}` : '',
  ]
    .filter(Boolean)
    .join('. ');
}

/**
 * One row per order, contact message and interest this device collected in its leads window
 * (since its own last reset or import, less what an import carried in), oldest first: the
 * device, who (name, e-mail, phone where given), what they ordered, asked or looked at, and when
 * in the device's local time with its offset. The first column is never visitor text.
 */
export function leadRows(
  sources: LeadSources,
  window: LeadsWindow | null,
  device: string | null,
  timeZone?: string,
): CsvCell[][] {
  const after = window ? Date.parse(window.since) : Number.NEGATIVE_INFINITY;
  const carried = new Set(window?.carried ?? []);
  const collected = (at: number, key: string) => at >= after && !carried.has(key);
  const rows: { at: number; cells: CsvCell[] }[] = [];
  const add = (at: number, type: string, cells: CsvCell[]) =>
    rows.push({ at, cells: [device ?? '', type, localDateTime(at, timeZone), ...cells] });
  for (const order of sources.orders) {
    const at = Date.parse(order.createdAt);
    if (!collected(at, leadKey.order(order.id))) continue;
    add(at, 'Order', [
      order.customerInfo.name,
      order.customerInfo.email,
      '',
      `${order.id}: ${listItems(order.items)} (total $${order.total.toFixed(2)})`,
    ]);
  }
  for (const message of sources.contactMessages.filter(isContactLead)) {
    if (!collected(message.createdAt, leadKey.contact(String(message.id)))) continue;
    add(message.createdAt, 'Contact message', [
      message.fromName ?? '',
      message.email,
      message.phone ?? '',
      `${message.subject ?? ''}: ${message.message ?? ''}`,
    ]);
  }
  for (const interest of sources.interests) {
    const at = Date.parse(interest.at);
    if (!collected(at, leadKey.interest(interest.id))) continue;
    add(at, 'Interest', [
      interest.visitor?.name ?? '',
      interest.visitor?.email ?? '',
      '',
      interestWhat(interest),
    ]);
  }
  rows.sort((a, b) => a.at - b.at);
  return [
    ['Device', 'Type', 'When', 'Name', 'E-mail', 'Phone', 'What'],
    ...rows.map((row) => row.cells),
  ];
}

/** This device's leads, from both databases, with its name. */
export async function buildLeadRows(): Promise<CsvCell[][]> {
  const [backend, app, window] = await Promise.all([
    exportBackendData(adminSession.get()?.token ?? null),
    readAppTables(),
    leadsWindow(),
  ]);
  return leadRows(
    {
      orders: app.orders,
      contactMessages: backend.contactMessages ?? [],
      interests: validInterests(app.interests),
    },
    window,
    readDeviceName(),
  );
}

/**
 * The app tables an import writes, with the importing device's own leads window opened at `now`
 * (issue 35, point 27): the file's leads are the exporting device's, so none of them counts
 * here, even one dated after `now` by a clock that ran ahead.
 */
export function withLeadsWindow(
  file: { app: AppTables; backend: { contactMessages: readonly unknown[] } },
  now: Date,
): AppTables {
  const from = now.getTime();
  const carried = [
    ...file.app.orders
      .filter((order) => !(Date.parse(order.createdAt) < from))
      .map((order) => leadKey.order(order.id)),
    ...file.backend.contactMessages
      .filter(isContactLead)
      .filter((message) => !(message.createdAt < from))
      .map((message) => leadKey.contact(String(message.id))),
    ...file.app.interests
      .filter((interest) => !(Date.parse(interest.at) < from))
      .map((interest) => leadKey.interest(interest.id)),
  ];
  return {
    ...file.app,
    settings: [...file.app.settings, leadsWindowRecord(now, carried)],
  };
}
