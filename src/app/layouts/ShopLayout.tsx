import { Outlet } from 'react-router-dom';
import { ShopHeader } from '../../features/shop/layout/ShopHeader';
import { SiteFooter } from '../../features/site/layout/SiteFooter';

export function ShopLayout() {
  return (
    <>
      <ShopHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
