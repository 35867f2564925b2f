// Cart history (spec §4/§7): kept in the app's database, one record per add
// or removal, owned by the signed-in customer's e-mail (lower-cased) or 'guest'.
import Dexie from 'dexie';
import { db, type CartHistoryRecord, type CartHistoryStatus } from '../../../data/db';
import { customerSession } from '../../../data/session';
import { timestampId } from '../../../lib/ids';
import type { Product } from '../../../api/types';

export { guestHistoryOwner as guestOwner } from '../../../data/cartHistory';
import { guestHistoryOwner } from '../../../data/cartHistory';

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

/** Records for one owner, newest first. */
export function cartHistoryFor(owner: string): Promise<CartHistoryRecord[]> {
  return db.cartHistory
    .where('[owner+addedAt]')
    .between([owner, Dexie.minKey], [owner, Dexie.maxKey])
    .reverse()
    .toArray();
}
