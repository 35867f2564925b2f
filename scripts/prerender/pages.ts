// Which HTML file answers a navigation, for every server of the built app (vite preview, the
// e2e tests' static server) and for the docs on hosting it. The service worker, once installed,
// answers every navigation with the shell instead.

/** Public landing routes prerendered at build time, and the file each is written to. */
export const prerenderedPages: Record<string, string> = {
  '/': 'index.html',
  '/shop': 'shop.html',
  '/shop/products': 'shop/products.html',
};

/** The empty app shell: every other route, and any URL with a query string. */
export const SHELL_FILE = 'app.html';

/**
 * The HTML file for a navigation to `pathname` + `search`. A query string (a filtered
 * catalogue, say) gets the shell: the prerendered page shows the unfiltered one.
 */
export function htmlFileFor(pathname: string, search = ''): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (search === '' || search === '?' ? prerenderedPages[path] : undefined) ?? SHELL_FILE;
}
