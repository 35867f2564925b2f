// Contact messages the backend kept before the inbox had them (issue 35): the contact form's
// e-mail channel (the EmailJS stand-in in demo mode) stored them in the backend, where the admin's
// Messages never looked. A marker in the settings table asks for them to be brought into the
// inbox once: the v7 upgrade sets it on a database from before, and so does a fresh or reset
// demo database (its demo contact messages are in the backend). Every message stored before the
// marker's time is brought in; later ones were recorded in the inbox when they were sent.
// No import of ./db here: db.ts runs the upgrade below.
import type { Transaction } from 'dexie';

/** The settings record: `{ key, value: ISO time }`; gone once the import has run. */
export const contactImportKey = 'contactInbox.importBefore';

/** The settings record that asks for the import, stamped `at`. */
export function contactImportMarker(at: Date): { key: string; value: string } {
  return { key: contactImportKey, value: at.toISOString() };
}

/** The v7 upgrade: the contact messages stored so far are to be brought into the inbox. */
export async function askToImportStoredContactMessages(tx: Transaction): Promise<void> {
  await tx.table('settings').put(contactImportMarker(new Date()));
}
