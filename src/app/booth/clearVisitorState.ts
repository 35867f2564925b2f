// Booth mode's "start over" (issue 17): everything one visitor left behind goes, so the next one
// finds the shop as new. Orders placed and messages sent stay: they are the booth's leads.
import { clearCart } from '../../api/cart/cartClient';
import { logOut } from '../../api/auth/authClient';
import { lockAdmin } from '../../data/boothLock';
import { customerSession, forgetGuestCart } from '../../data/session';
import { clearWishlist } from '../../data/wishlist';
import { clearDraft } from '../../features/shop/checkout/draft';
import { clearContactDraft } from '../../features/site/contact/draft';
import { queryClient } from '../queryClient';

/**
 * The orders this browser placed as a guest (or found again) open for it without a sign-in: the
 * next visitor must not inherit them (issue 35, point 6). Both keys: the current one and the one
 * it replaced. The orders themselves stay (the back office, the leads).
 */
const guestOrderKeys = ['guestOrders', 'guestOrderIds'] as const;

function forgetGuestOrders(): void {
  for (const key of guestOrderKeys) {
    try {
      localStorage.removeItem(key);
    } catch (error) {
      console.warn('[booth] could not forget the guest orders', error);
    }
  }
}

/** Each step runs even when another fails (offline, storage refused); failures are logged. */
export async function clearVisitorState(): Promise<void> {
  const steps: Promise<unknown>[] = [];
  const customerToken = customerSession.get()?.token;
  // The visitor's cart, whoever it belongs to, is emptied while its token still works.
  steps.push(clearCart());
  steps.push(clearWishlist());
  await Promise.allSettled(steps).then((results) =>
    results.forEach((result) => {
      if (result.status === 'rejected') console.warn('[booth] could not clear', result.reason);
    }),
  );
  customerSession.clear();
  if (customerToken) {
    logOut(customerToken).catch((error: unknown) => console.warn('[booth] sign-out failed', error));
  }
  forgetGuestCart();
  forgetGuestOrders();
  // The next visitor finds the back office locked, and no order opens for staff on the shop.
  lockAdmin();
  clearDraft();
  clearContactDraft();
  queryClient.clear();
}
