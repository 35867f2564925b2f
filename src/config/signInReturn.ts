// A customer whose session ends by itself in the shop is taken to the sign-in page, which says
// so and brings them back afterwards. In the shop the cart and the checkout belong to the
// account: carrying on as a guest would silently swap their cart for the (empty) guest cart and
// place an order outside their order history. Public site pages need no account: nothing moves.
import { paths } from './paths';

/** The query parameter of the sign-in page that names the shop page to return to. */
export const returnToParam = 'from';

const isShopPath = (pathname: string) =>
  pathname === paths.shop || pathname.startsWith(`${paths.shop}/`);

/** The sign-in page's address that returns to `pathAndQuery` afterwards. */
export function signInReturningTo(pathAndQuery: string): string {
  return `${paths.signIn}?${new URLSearchParams({ [returnToParam]: pathAndQuery })}`;
}

/**
 * The shop page to go back to after signing in, from the sign-in page's query; null for
 * anything else (an address off the shop, or another site, is never followed).
 */
export function returnPathFrom(search: string): string | null {
  const from = new URLSearchParams(search).get(returnToParam);
  if (!from || !from.startsWith('/') || from.startsWith('//')) return null;
  return isShopPath(new URL(from, 'http://app.invalid').pathname) ? from : null;
}
