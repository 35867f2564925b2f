// The back office's data tools on the backend (issue 17). Every call throws ApiError on failure.
import { env } from '../../config/env';
import { adminSession } from '../../data/session';
import { request } from '../http';
import { WireError } from '../wire';

const token = () => adminSession.get()?.token ?? null;

/**
 * Puts the backend back to its fixtures, with the demo data's contact messages or none; the
 * calling admin stays signed in.
 */
export async function resetBackendData(startingData: 'demo' | 'empty'): Promise<void> {
  await request(env.catalogApi, '/admin/data/reset', {
    method: 'POST',
    body: { startingData },
    token: token(),
  });
}

/** The backend's lasting tables, as they are stored (a data file's `backend` part). */
export type BackendTables = Record<string, unknown[]>;

export async function exportBackendData(): Promise<BackendTables> {
  const answer = await request(env.catalogApi, '/admin/data/export', { token: token() });
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
 * Replaces the backend's lasting tables with a data file's (one backend transaction); the
 * backend checks every record first and refuses the whole file with 400 when one is bad.
 */
export async function importBackendData(importId: string, tables: BackendTables): Promise<void> {
  await request(env.catalogApi, '/admin/data/import', {
    method: 'POST',
    body: { importId, tables },
    token: token(),
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
