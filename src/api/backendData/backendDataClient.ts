// The back office's data tools on the backend (issue 17), with the admin's session token. Every
// call throws ApiError on failure.
import { env } from '../../config/env';
import { request } from '../http';
import { WireError } from '../wire';

/**
 * Puts the backend back to its fixtures, with the demo data's contact messages or none; the
 * calling admin stays signed in.
 */
export async function resetBackendData(
  token: string | null,
  startingData: 'demo' | 'empty',
): Promise<void> {
  await request(env.catalogApi, '/admin/data/reset', {
    method: 'POST',
    body: { startingData },
    token,
  });
}

/** The backend's lasting tables, as they are stored (a data file's `backend` part). */
export type BackendTables = Record<string, unknown[]>;

/**
 * `includeAccounts`: the accounts with their password hashes too; left out otherwise (a data file
 * travels, and one without them keeps the importing device's own).
 */
export async function exportBackendData(
  token: string | null,
  { includeAccounts = false }: { includeAccounts?: boolean } = {},
): Promise<BackendTables> {
  const path = includeAccounts ? '/admin/data/export?accounts=include' : '/admin/data/export';
  const answer = await request(env.catalogApi, path, { token });
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new WireError('the data export is not an object');
  }
  const tables: BackendTables = {};
  for (const [name, records] of Object.entries(answer)) {
    if (!Array.isArray(records)) throw new WireError(`the data export's ${name} is not a list`);
    tables[name] = records;
  }
  return tables;
}

/**
 * Replaces the backend's lasting tables with those of `dataFile`, a data file as Export data saves
 * it (one backend transaction); the backend checks every record first and refuses the whole file
 * with 400 when one is bad. The file goes as it is, wrapped in `{ importId, file }` without being
 * copied: at 50,000 products re-serialising its 18 MB cost the import seconds.
 */
export async function importBackendData(
  token: string | null,
  importId: string,
  dataFile: Blob,
): Promise<void> {
  const body = new Blob([`{"importId":${JSON.stringify(importId)},"file":`, dataFile, '}'], {
    type: 'application/json',
  });
  await request(env.catalogApi, '/admin/data/import', {
    method: 'POST',
    body,
    token,
  });
}

/** Whether the import with this id committed in the backend. */
export async function backendImportCommitted(importId: string): Promise<boolean> {
  const answer = await request(env.catalogApi, `/data/imports/${encodeURIComponent(importId)}`);
  if (typeof answer !== 'object' || answer === null || !('committed' in answer)) {
    throw new WireError('the import status has no committed flag');
  }
  return answer.committed === true;
}
