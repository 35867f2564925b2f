// "Import data" (issue 17): a data file from "Export data" replaces both databases, all or
// nothing. The file is read and every app record checked here; the backend checks its own part
// and refuses the whole file when one record is bad. Nothing is written until both agree.
import { z } from '../../../lib/zod';
import { ApiError } from '../../../api/http';
import {
  backendImportCommitted,
  importBackendData,
  type BackendTables,
} from '../../../api/backendData/backendDataClient';
import {
  appTableNames,
  leadsWindowKey,
  stagedImportKey,
  type AppTables,
} from '../../../data/appData';
import { applyStagedImport, discardStagedImport, stageImport } from '../../../data/stagedImport';
import { adminSession, endCustomerSessionAfterDataReplaced } from '../../../data/session';
import { appTableSchemas } from '../../../data/appRecords';
import { importedOrderMessageSchema, importedOrderSchema } from '../../../data/orderRules';
import { builtOnFirstUse } from '../../../lib/builtOnFirstUse';
import { dataFileFormat, dataFileVersion, withLeadsWindow } from './dataFile';

export const importMessages = {
  notJson:
    'This file could not be read: it is not valid JSON, or it was cut short. Nothing was changed.',
  notDataFile: 'This is not a SkyForge data file (made by Export data). Nothing was changed.',
  version: (found: unknown) =>
    `This data file has format version ${String(found)}; this app reads version ${dataFileVersion}. Nothing was changed.`,
  invalid: (problem: string) =>
    `This data file has an invalid record (${problem}). Nothing was changed.`,
  refused: (problem: string) =>
    `The backend refused this data file (${problem}). Nothing was changed.`,
  failed: 'The data could not be imported. Nothing was changed; please try again.',
  noAdmin:
    'backend.users: the file has accounts but no admin account, so nobody could sign in to the admin',
  imported: (file: DataFile) => {
    const count = (n: number, one: string, many: string) =>
      `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
    return `Data imported: ${count(file.backend.products.length, 'product', 'products')}, ${count(file.app.orders?.length ?? 0, 'order', 'orders')} and ${count(file.backend.contactMessages.length, 'contact message', 'contact messages')}.`;
  },
} as const;

const backendTableNames = [
  'products',
  'coupons',
  'users',
  'carts',
  'contactMessages',
  'meta',
] as const;

// The backend's records are checked by the backend; here only that each table is a list (the
// accounts only when the file carries them: issue 35, point 23). Built on the first import, not
// at load: this module loads with the admin's settings page.
const dataFileSchema = builtOnFirstUse(() =>
  z.object({
    format: z.literal(dataFileFormat),
    formatVersion: z.literal(dataFileVersion),
    appVersion: z.string().max(50),
    exportedAt: z.string().max(40),
    backend: z.object({
      ...(Object.fromEntries(
        backendTableNames.map((name) => [name, z.array(z.unknown())]),
      ) as Record<(typeof backendTableNames)[number], z.ZodArray<z.ZodUnknown>>),
      users: z.array(z.unknown()).optional(),
    }),
    app: z.object({
      wishlist: z.array(appTableSchemas.wishlist()),
      // Checkout's rules and ISO times (issue 35, points 22 and 28), not only the readers'.
      orders: z.array(importedOrderSchema()),
      orderMessages: z.array(importedOrderMessageSchema()),
      cartHistory: z.array(appTableSchemas.cartHistory()),
      notifications: z.array(appTableSchemas.notifications()),
      settings: z.array(appTableSchemas.settings()),
      conversations: z.array(appTableSchemas.conversations()),
      outbox: z.array(appTableSchemas.outbox()),
      applications: z.array(appTableSchemas.applications()),
      customers: z.array(appTableSchemas.customers()),
      // Files exported before the booth's interest leads existed have none.
      interests: z.array(appTableSchemas.interests()).default([]),
    }),
  }),
);

/** The sign-in accounts a file carries: how many, and the admins' e-mails. */
export interface FileAccounts {
  total: number;
  admins: string[];
}

export interface DataFile {
  /** The file as chosen: the backend is sent it as it is. */
  source: Blob;
  exportedAt: string;
  backend: BackendTables &
    Record<Exclude<(typeof backendTableNames)[number], 'users'>, unknown[]> & {
      users?: unknown[];
    };
  app: AppTables;
  /** Null when the file carries no accounts: this device keeps its own. */
  accounts: FileAccounts | null;
}

/** The file's accounts as the confirmation names them (the backend checks each record). */
function accountsOf(users: unknown[] | undefined): FileAccounts | null {
  if (!users) return null;
  const admins = users.flatMap((user) => {
    const { role, email } = (user ?? {}) as { role?: unknown; email?: unknown };
    return role === 'admin' && typeof email === 'string' ? [email.trim().toLowerCase()] : [];
  });
  return { total: users.length, admins };
}

/**
 * Where an issue is: the record's place and, for an app record, its id, then the field unless
 * the message starts with it: `app.orders[3] (ORD-…): total must be …`,
 * `app.orders[3] (ORD-…), items[0].price: Invalid input…`.
 */
function issuePlace(issue: z.core.$ZodIssue, data: unknown): string {
  const last = issue.path.at(-1);
  const path =
    typeof last === 'string' && issue.message.startsWith(`${last} `)
      ? issue.path.slice(0, -1)
      : issue.path;
  if (path.length === 0) return '';
  // The record: app.<table>[<index>].
  let record: unknown = data;
  for (const key of issue.path.slice(0, 3)) {
    record = (record as Record<PropertyKey, unknown> | null)?.[key as PropertyKey];
  }
  const id = (record as { id?: unknown } | null)?.id;
  if (issue.path[0] !== 'app' || path.length < 3 || typeof id !== 'string') {
    return `${z.core.toDotPath(path)}: `;
  }
  const rest = path.length > 3 ? `, ${z.core.toDotPath(path.slice(3))}` : '';
  return `${z.core.toDotPath(path.slice(0, 3))} (${id.slice(0, 60)})${rest}: `;
}

export type ReadDataFile = { ok: true; file: DataFile } | { ok: false; message: string };

/** A record's primary key (numbered tables' records may have none yet). */
function primaryKey(name: keyof AppTables, record: object): unknown {
  if (name === 'wishlist') return (record as { productId: string }).productId;
  if (name === 'settings') return (record as { key: string }).key;
  return (record as { id?: string | number }).id;
}

/** Two records with one key would silently become one: a file with them is refused. */
function firstDuplicateKey(app: AppTables): string | null {
  for (const name of appTableNames) {
    const seen = new Set<unknown>();
    for (const [index, record] of app[name].entries()) {
      const key = primaryKey(name, record);
      if (key === undefined) continue;
      if (seen.has(key)) return `app.${name}[${index}]: "${String(key)}" appears twice`;
      seen.add(key);
    }
  }
  return null;
}

/** Reads a chosen data file; says exactly why it cannot be imported. */
export async function readDataFile(source: Blob): Promise<ReadDataFile> {
  let data: unknown;
  try {
    data = JSON.parse(await source.text());
  } catch {
    return { ok: false, message: importMessages.notJson };
  }
  const head = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (head.format !== dataFileFormat) return { ok: false, message: importMessages.notDataFile };
  if (head.formatVersion !== dataFileVersion) {
    return { ok: false, message: importMessages.version(head.formatVersion) };
  }
  const parsed = dataFileSchema().safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issuePlace(issue, data) : '';
    return { ok: false, message: importMessages.invalid(`${where}${issue?.message ?? 'invalid'}`) };
  }
  const app = parsed.data.app as AppTables;
  // Unsent messages are the exporting device's to send (issue 35, point 28): never sent again
  // from here. This device keeps its own outbox (importDataFile).
  app.outbox = [];
  // The file's settings may not smuggle in a staged import of their own, nor another device's
  // leads window.
  app.settings = app.settings.filter(
    (record) => record.key !== stagedImportKey && record.key !== leadsWindowKey,
  );
  const duplicate = firstDuplicateKey(app);
  if (duplicate) return { ok: false, message: importMessages.invalid(duplicate) };
  const accounts = accountsOf(parsed.data.backend.users);
  // Accounts without an admin: nobody could sign in to the back office (the backend says so too).
  if (accounts && accounts.admins.length === 0) {
    return { ok: false, message: importMessages.invalid(importMessages.noAdmin) };
  }
  return {
    ok: true,
    file: {
      source,
      exportedAt: parsed.data.exportedAt,
      backend: parsed.data.backend as DataFile['backend'],
      app,
      accounts,
    },
  };
}

/** Thrown when the backend refuses the file: its message says which record. */
export class ImportRefused extends Error {}

/**
 * Stages the app's tables, has the backend replace its own (one transaction that also records
 * the import's id), then replaces the app's from the stage (one transaction). A failure before
 * the backend commits changes nothing; a browser closed after it finishes on the next start
 * (`settleStagedImport`).
 */
export async function importDataFile(file: DataFile): Promise<void> {
  const importId = crypto.randomUUID();
  // The device's own leads window opens now, with the import (issue 35, point 27).
  // This device's unsent messages stay to be sent from here; the file brings none.
  await stageImport(importId, withLeadsWindow(file, new Date()), { keep: ['outbox'] });
  try {
    await importBackendData(adminSession.get()?.token ?? null, importId, file.source);
  } catch (error) {
    // An answer lost on the way back may still have committed: ask before dropping the stage.
    const committed =
      !(error instanceof ApiError && error.status > 0) &&
      (await backendImportCommitted(importId).catch(() => false));
    if (!committed) {
      await discardStagedImport(importId);
      if (error instanceof ApiError && error.status === 400) throw new ImportRefused(error.message);
      throw error;
    }
  }
  // The backend ended every other session: a customer signed in in another tab is signed out.
  endCustomerSessionAfterDataReplaced();
  await applyStagedImport(importId);
}
