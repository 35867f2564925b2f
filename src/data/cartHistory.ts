import { db } from './db';

/** Owner of cart-history records made before signing in. */
export const guestHistoryOwner = 'guest';

/**
 * On sign-in the backend merges the guest cart into the customer's; the
 * matching history records follow it, so checkout marks them purchased.
 */
export async function adoptGuestCartHistory(email: string): Promise<void> {
  const owner = email.trim().toLowerCase();
  try {
    await db.cartHistory.where('owner').equals(guestHistoryOwner).modify({ owner });
  } catch (error) {
    console.error('[cart history] could not move guest records to the customer', error);
  }
}
