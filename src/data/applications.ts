// Career applications (spec §7: no call is made): the one owner of the `applications` table.
import { db } from './db';
import type { JobApplication } from './recordTypes';

/** Keeps the application; resolves to it with its new id. */
export async function addApplication(record: Omit<JobApplication, 'id'>): Promise<JobApplication> {
  const id = await db.applications.add({ ...record });
  return { ...record, id: id as number };
}
