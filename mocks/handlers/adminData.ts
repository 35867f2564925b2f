// 🔒 The back office's data tools (issue 17): put the backend back to its fixtures, and read
// out what a data file and the leads need.
import { http } from 'msw';
import { resetBackend } from '../reset';
import { json, route } from './route';
import { bearerToken, requireAdmin } from './session';

export const adminDataHandlers = [
  // The backend's lasting tables: no sessions, no login failures, no derived price statistics.
  http.get(
    '*/api/admin/data/export',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      const tables = [db.products, db.coupons, db.users, db.carts, db.contactMessages, db.meta];
      const [products, coupons, users, carts, contactMessages, meta] = await db.transaction(
        'r',
        tables,
        () => Promise.all(tables.map((table) => table.toArray())),
      );
      return json({ products, coupons, users, carts, contactMessages, meta });
    }),
  ),
  http.post(
    '*/api/admin/data/reset',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      await resetBackend(db, { keepSessionToken: bearerToken(request) });
      return json({ reset: true });
    }),
  ),
];
