import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppStatusBanners } from './AppStatusBanners';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Contact messages written offline are sent on any page, not only /contact. */
function startBackgroundSync() {
  void import('../../features/site/contact/outbox').then(({ startOutboxSync }) =>
    startOutboxSync(),
  );
}

/** Wraps every area: scroll to top on route change, errors, update and offline banners. */
export function RootLayout() {
  const { pathname, key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    // After first paint: the outbox needs the app database, which the home page does not.
    const handle = window.setTimeout(startBackgroundSync, 1500);
    return () => window.clearTimeout(handle);
  }, []);
  return (
    <>
      <RouteErrorBoundary locationKey={key}>
        {/* Navigations are transitions: the old page stays until the new chunk is in. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <AppStatusBanners />
    </>
  );
}
