// Cart history (spec §4/§7): the one owner of the `cartHistory` table. One record per add or
// removal, owned by the signed-in customer's e-mail (lower-cased) or 'guest'. The cart's hooks
// write it from every shop page, so this module never imports Dexie or ./db: writes load the
// database when they run and the hook reads through useLocalQuery (see ./lazyDb).
import type { Product } from '../api/types';
import { timestampId } from '../lib/ids';
import type { AppDatabase } from './db';
import type { CartHistoryRecord, CartHistoryStatus } from './recordTypes';
import { loadAppDb } from './lazyDb';
import { customerSession } from './session';
import { useLocalQuery } from './useLocalQuery';

/** Owner of cart-history records made before signing in. */
export const guestHistoryOwner = 'guest';

/** Owner key of the current session's history. */
export function historyOwner(): string {
  return customerSession.get()?.user.email.trim().toLowerCase() || guestHistoryOwner;
}

export interface HistoryProduct {
  id: Product['id'];
  name: Product['name'];
  imageUrl: Product['imageUrl'];
  price: Product['price'];
}

export async function recordCartHistory(
  product: HistoryProduct,
  quantity: number,
  status: CartHistoryStatus,
  owner: string = historyOwner(),
): Promise<CartHistoryRecord> {
  const record: CartHistoryRecord = {
    id: timestampId('CH'),
    owner,
    productId: product.id,
    productName: product.name,
    productImage: product.imageUrl,
    price: product.price,
    quantity,
    status,
    addedAt: new Date().toISOString(),
  };
  try {
    const db = await loadAppDb();
    await db.cartHistory.add(record);
  } catch (error) {
    // History is a convenience: a failed write must not break the cart.
    console.error('[cart history] could not record', error);
  }
  return record;
}

/**
 * A removal closes the product's active records (active → removed); when there
 * is none (e.g. added on another device), a 'removed' record is written.
 */
export async function recordCartRemoval(
  product: HistoryProduct,
  quantity: number,
  owner: string = historyOwner(),
): Promise<void> {
  try {
    const db = await loadAppDb();
    const closed = await db.transaction('rw', db.cartHistory, () =>
      db.cartHistory
        .where('[owner+status]')
        .equals([owner, 'active'])
        .filter((record) => record.productId === product.id)
        .modify({ status: 'removed' }),
    );
    if (closed === 0) await recordCartHistory(product, quantity, 'removed', owner);
  } catch (error) {
    console.error('[cart history] could not record the removal', error);
  }
}

/**
 * Checkout: the owner's active records become purchased. Takes the table of the caller's
 * transaction (data/orders), so the order and its history are written together or not at all.
 */
export function markCartHistoryPurchased(
  table: AppDatabase['cartHistory'],
  owner: string,
): Promise<number> {
  return table.where('[owner+status]').equals([owner, 'active']).modify({ status: 'purchased' });
}

/**
 * On sign-in the backend merges the guest cart into the customer's; the
 * matching history records follow it, so checkout marks them purchased.
 */
export async function adoptGuestCartHistory(email: string): Promise<void> {
  const owner = email.trim().toLowerCase();
  try {
    const db = await loadAppDb();
    await db.cartHistory.where('owner').equals(guestHistoryOwner).modify({ owner });
  } catch (error) {
    console.error('[cart history] could not move guest records to the customer', error);
  }
}

// addedAt is always an ISO string, so '' and '\uffff' bound every record of the owner (this
// module does not import Dexie for its minKey and maxKey).
function newestFirst(db: AppDatabase, owner: string): Promise<CartHistoryRecord[]> {
  return db.cartHistory
    .where('[owner+addedAt]')
    .between([owner, ''], [owner, '\uffff'])
    .reverse()
    .toArray();
}

/** Records for one owner, newest first. */
export async function cartHistoryFor(owner: string): Promise<CartHistoryRecord[]> {
  return newestFirst(await loadAppDb(), owner);
}

/** The owner's records, newest first: undefined while loading, [] when there is no database. */
export function useCartHistory(owner: string | null): CartHistoryRecord[] | undefined {
  return useLocalQuery(async (db) => (owner ? newestFirst(db, owner) : []), [owner], {
    absent: [],
  });
}
