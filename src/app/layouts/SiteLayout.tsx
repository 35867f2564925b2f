import { Outlet, useLocation } from 'react-router-dom';
import { isHeaderHidden } from '../../config/paths';
import { SiteHeader } from '../../features/site/layout/SiteHeader';
import { SiteFooter } from '../../features/site/layout/SiteFooter';

export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      {!isHeaderHidden(pathname) && <SiteHeader />}
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
