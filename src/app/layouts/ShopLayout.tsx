import { Outlet } from 'react-router-dom';
import { HydrateSeparately } from '../../components/HydrateSeparately';
import { passes } from '../../components/hydrationPasses';
import { MaintenancePage } from '../../components/MaintenancePage';
import { useSiteSettings } from '../../data/siteSettings';
import { ShopHeader } from '../../features/shop/layout/ShopHeader';
import { useSignInWhenSessionExpires } from '../../features/shop/layout/useSignInWhenSessionExpires';
import { SiteFooter } from '../../features/site/layout/SiteFooter';

export function ShopLayout() {
  useSignInWhenSessionExpires();
  // The admin's maintenance mode closes the shop; the back office keeps working.
  const { maintenanceMode } = useSiteSettings();
  if (maintenanceMode) {
    return (
      <main id="main">
        <MaintenancePage />
      </main>
    );
  }
  return (
    <>
      <HydrateSeparately pass={passes.header}>
        <ShopHeader />
      </HydrateSeparately>
      {/* Not the page: while its chunk loads, the header and footer must not show alone. */}
      <main id="main">
        <Outlet />
      </main>
      {/* Below the fold: after the header and the page. */}
      <HydrateSeparately pass={passes.footer}>
        <SiteFooter />
      </HydrateSeparately>
    </>
  );
}
