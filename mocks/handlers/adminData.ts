// 🔒 The back office's data tools (issue 17): put the backend back to its fixtures, read out what
// a data file and the leads need, and write a data file's tables in place of everything.
import { http } from 'msw';
import { importBackend, importCommitted, resetBackend } from '../reset';
import {
  endCatalogueScenario,
  hasParkedProducts,
  productsOutsideScenario,
} from '../scenarios/state';
import { json, route } from './route';
import { bearerToken, requireAdmin } from './session';
import { resetDataSchema } from '../schemas';
import { badRequest, isRecord, parseBody, readJsonObject } from './validate';

/** `?before=`: an ISO 8601 date and time with its offset. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An import's id: chosen by the app, unguessable, so only the importing browser knows it. */
const IMPORT_ID = /^[A-Za-z0-9-]{16,100}$/;

export const adminDataHandlers = [
  // The contact messages the backend keeps (the contact form's e-mail channel), oldest first;
  // `?before=` (a date and time) only those stored before it: the Messages inbox brings in the
  // ones from before it had them, without reading the whole backend (issue 35).
  http.get(
    '*/api/admin/contact-messages',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      const raw = new URL(request.url).searchParams.get('before');
      const before = raw === null ? Number.POSITIVE_INFINITY : Date.parse(raw);
      if (raw !== null && (!ISO_TIME.test(raw) || !Number.isFinite(before))) {
        throw badRequest('before must be a date and time, e.g. 2026-11-27T12:00:00Z');
      }
      return json(await db.contactMessages.where('createdAt').below(before).toArray());
    }),
  ),
  // The backend's lasting tables: no sessions, no login failures, no derived price statistics.
  // The accounts (with their password hashes) only with `?accounts=include` (issue 35): a data
  // file travels on USB sticks, and one without them keeps the importing device's own.
  http.get(
    '*/api/admin/data/export',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      const accounts = new URL(request.url).searchParams.get('accounts');
      if (accounts !== null && accounts !== 'include') {
        throw badRequest('accounts must be "include" or left out');
      }
      const tables = [db.products, db.coupons, db.users, db.carts, db.contactMessages, db.meta];
      const [products, coupons, users, carts, contactMessages, meta] = await db.transaction(
        'r',
        tables,
        () => Promise.all(tables.map((table) => table.toArray())),
      );
      // Under a catalogue test scenario: the real catalogue, not the scenario's.
      const realProducts = (await hasParkedProducts())
        ? await productsOutsideScenario(db)
        : products;
      return json({
        products: realProducts,
        coupons,
        ...(accounts === 'include' ? { users } : {}),
        carts,
        contactMessages,
        meta,
      });
    }),
  ),
  // Body: {} or { startingData: 'demo' | 'empty' } (default demo).
  http.post(
    '*/api/admin/data/reset',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      const { startingData } = parseBody(
        resetDataSchema,
        await readJsonObject(request, { allowEmpty: true }),
      );
      await endCatalogueScenario();
      await resetBackend(db, { keepSessionToken: bearerToken(request), startingData });
      return json({ reset: true });
    }),
  ),
  // Body: { importId, file }, `file` a data file as Export data saves it; its `backend` part
  // ({ products, coupons, users, carts, contactMessages, meta }) is imported, the rest is the
  // app's. The app sends the chosen file as it is, so 18 MB are neither copied nor re-serialised.
  // Every record is checked before anything is written; then one transaction replaces it all.
  http.post(
    '*/api/admin/data/import',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      const { importId, file } = await readJsonObject(request);
      if (typeof importId !== 'string' || !IMPORT_ID.test(importId)) {
        throw badRequest('importId must be 16 to 100 letters, digits or dashes');
      }
      if (!isRecord(file)) throw badRequest('file must be a data file (made by Export data)');
      const tables = await importBackend(db, file.backend, {
        importId,
        keepSessionToken: bearerToken(request),
      });
      await endCatalogueScenario();
      const counts = Object.fromEntries(
        Object.entries(tables).map(([name, records]) => [name, records.length]),
      );
      // A file without accounts kept the device's own: how many the table now holds.
      counts.users ??= await db.users.count();
      return json({ imported: true, counts });
    }),
  ),
  // Whether an import committed: the app asks on start-up when it was closed half-way through
  // one. Only the id's holder can ask, and the answer says nothing else.
  http.get(
    '*/api/data/imports/:importId',
    route(async ({ params, db }) => {
      const importId = String(params.importId);
      if (!IMPORT_ID.test(importId)) throw badRequest('Unknown import id format');
      return json({ committed: await importCommitted(db, importId) });
    }),
  ),
];
