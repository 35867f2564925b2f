// Booth mode's "start over" (issue 17): everything one visitor left behind goes, so the next one
// finds the shop as new. Orders placed and messages sent stay: they are the booth's leads, and so
// is what the visitor left in the cart and the wishlist (an interest lead).
import { clearCart, getCart } from '../../api/cart/cartClient';
import { logOut } from '../../api/auth/authClient';
import { lockAdmin } from '../../data/boothLock';
import { customerSession, forgetGuestCart, withCartToken } from '../../data/session';
import { recordInterest } from '../../data/interests';
import { clearWishlist, wishlistEntries } from '../../data/wishlist';
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

/**
 * The cart and the wishlist the start over is about to empty, kept as a lead of kind "interest"
 * (issue 35, point 10): what and when, and the visitor's name and e-mail only when they signed in.
 */
async function keepInterest(): Promise<void> {
  const [cart, wishlist] = await Promise.all([
    withCartToken(getCart).catch((error: unknown) => {
      console.warn('[booth] could not read the cart', error);
      return null;
    }),
    wishlistEntries(),
  ]);
  const user = customerSession.get()?.user;
  await recordInterest({
    cart: (cart?.items ?? []).map(({ product, quantity }) => ({
      productId: product.id,
      name: product.name,
      quantity,
    })),
    wishlist: wishlist.map(({ product }) => ({ productId: product.id, name: product.name })),
    visitor: user ? { name: user.name, email: user.email } : null,
  });
}

/** Each step runs even when another fails (offline, storage refused); failures are logged. */
export async function clearVisitorState(): Promise<void> {
  const steps: Promise<unknown>[] = [];
  const customerToken = customerSession.get()?.token;
  // Before anything is emptied; a lead that cannot be kept does not stop the start over.
  await keepInterest().catch((error: unknown) =>
    console.warn('[booth] could not keep the interest lead', error),
  );
  // The visitor's cart, whoever it belongs to, is emptied while its token still works.
  steps.push(withCartToken(clearCart));
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
