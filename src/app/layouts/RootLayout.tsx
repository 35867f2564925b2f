import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppStatusBanners } from './AppStatusBanners';

/** Wraps every area: scroll to top on route change, update and offline banners. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <Outlet />
      <AppStatusBanners />
    </>
  );
}
