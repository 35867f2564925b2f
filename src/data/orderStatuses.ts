// An order's statuses, apart from the database (db.ts) so that a screen that only labels them
// does not load Dexie.
export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered';
export const orderStatuses: readonly OrderStatus[] = [
  'pending',
  'processing',
  'shipped',
  'delivered',
];
