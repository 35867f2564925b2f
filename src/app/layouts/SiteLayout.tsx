import { Outlet, useLocation } from 'react-router-dom';
import { HydrateSeparately } from '../../components/HydrateSeparately';
import { passes } from '../../components/hydrationPasses';
import { MaintenancePage } from '../../components/MaintenancePage';
import { useSiteSettings } from '../../data/siteSettings';
import { isHeaderHidden } from '../../config/paths';
import { SiteHeader } from '../../features/site/layout/SiteHeader';
import { SiteFooter } from '../../features/site/layout/SiteFooter';

export function SiteLayout() {
  const { pathname } = useLocation();
  // The admin's maintenance mode closes the whole site; the back office keeps working.
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
      {!isHeaderHidden(pathname) && (
        <HydrateSeparately pass={passes.header}>
          <SiteHeader />
        </HydrateSeparately>
      )}
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
