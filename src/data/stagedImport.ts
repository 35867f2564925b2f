// Import (issue 17): the backend's tables and the app's change in two databases, which no one
// transaction spans. The file's app tables are staged here first; the backend then records the
// import's id in the same transaction that writes its tables; the staged tables replace the
// app's last. A browser closed between the steps finishes (or drops) the import on the next
// start, by asking the backend whether that id committed: all or nothing.
import {
  appTableNames,
  appTables,
  loadAppDbForWrites,
  stagedImportKey,
  writeTables,
  type AppTables,
} from './appData';
import { loadAppDb } from './lazyDb';

interface StagedImport {
  importId: string;
  tables: Partial<AppTables>;
  /** Tables that keep this device's records (the outbox: its unsent messages stay its own). */
  keep?: (keyof AppTables)[];
}

export async function stageImport(
  importId: string,
  tables: Partial<AppTables>,
  { keep = [] }: { keep?: (keyof AppTables)[] } = {},
): Promise<void> {
  const db = await loadAppDb();
  const staged: StagedImport = { importId, tables, keep };
  await db.settings.put({ key: stagedImportKey, value: staged });
}

/** The id of the staged import, or null when none is waiting. */
export async function stagedImportId(): Promise<string | null> {
  const db = await loadAppDb();
  const record = await db.settings.get(stagedImportKey);
  const staged = record?.value as Partial<StagedImport> | undefined;
  return typeof staged?.importId === 'string' ? staged.importId : null;
}

/**
 * Replaces every table with the staged import's tables (which drops the staged record too), in
 * one transaction. Does nothing when `importId` is no longer the staged one.
 */
export async function applyStagedImport(importId: string): Promise<boolean> {
  const [db, orders] = await loadAppDbForWrites();
  return db.transaction('rw', appTables(db), async () => {
    const staged = (await db.settings.get(stagedImportKey))?.value as StagedImport | undefined;
    if (staged?.importId !== importId) return false;
    const keep = appTableNames.filter((name) => staged.keep?.includes(name));
    const kept = await Promise.all(keep.map(async (name) => [name, await db[name].toArray()]));
    const records = { ...staged.tables, ...Object.fromEntries(kept) };
    await writeTables(db, orders, records, { clearFirst: true });
    return true;
  });
}

export async function discardStagedImport(importId: string): Promise<void> {
  const db = await loadAppDb();
  await db.transaction('rw', db.settings, async () => {
    const staged = (await db.settings.get(stagedImportKey))?.value as StagedImport | undefined;
    if (staged?.importId === importId) await db.settings.delete(stagedImportKey);
  });
}

/**
 * Start-up: an import the browser left half-way is finished when the backend committed it, and
 * dropped when it did not. Left for the next start when the backend cannot say.
 */
export async function settleStagedImport(
  committed: (importId: string) => Promise<boolean>,
): Promise<void> {
  const importId = await stagedImportId();
  if (!importId) return;
  if (await committed(importId)) await applyStagedImport(importId);
  else await discardStagedImport(importId);
}
