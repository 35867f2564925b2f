// A cold back-office page asks for the code of its first paint (the admin layout, shell and
// dashboard: the admin-start chunk, which brings its imports along) from the entry, beside
// React and the app's start, instead of once they have arrived and the router has run: one
// round trip less before the dashboard's greeting on a slow line (decision 0009). Kept out of the
// route table, which only loads with the app's start; the unit test holds it to config/paths.

/** Whether `pathname` is a signed-in back-office page (not the sign-in or forgotten-password page). */
export function isBackOfficePage(pathname: string): boolean {
  return (
    /^\/admin(\/|$)/i.test(pathname) && !/^\/admin\/(login|forgot-password)\/?$/i.test(pathname)
  );
}

/** Starts loading the back office's first-paint code when `pathname` is one of its pages. */
export function startBackOfficeCode(pathname: string): void {
  if (!isBackOfficePage(pathname)) return;
  // A failed load surfaces where the router loads the same module.
  void import('../layouts/AdminLayout').catch(() => undefined);
}
