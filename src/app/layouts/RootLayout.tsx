import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useBoothMode } from '../../data/boothMode';
import { useBoothVisitorHistory } from '../booth/visitorSession';
import {
  useScenarioRequest,
  useTestScenario,
  useTestScenarioNotice,
} from '../../api/testScenario/testScenario';
import { isOutboxPending } from '../../features/site/contact/outboxHint';
import { AppStatusBanners } from './AppStatusBanners';
import { PageErrorBoundary } from './RouteErrorBoundary';

// Only a booth device ever runs it.
const BoothOverlay = lazy(() => import('../booth/BoothOverlay'));
// Only a tester's browser ever runs it.
const TestScenarioBanner = lazy(() => import('../testScenario/TestScenarioBanner'));

/** Contact messages written offline are sent on any page, not only /contact. */
function startBackgroundSync() {
  void import('../../features/site/contact/outbox').then(({ startOutboxSync }) =>
    startOutboxSync(),
  );
}

/** Wraps every area: scroll to top on route change, errors, update and offline banners. */
export function RootLayout() {
  const { pathname } = useLocation();
  const booth = useBoothMode();
  // Back, the history list or a kept page never shows an earlier visitor's page.
  useBoothVisitorHistory(booth);
  const testScenario = useTestScenario();
  const testScenarioNotice = useTestScenarioNotice();
  const scenarioRequest = useScenarioRequest();
  const scenarioShown = Boolean(testScenario || testScenarioNotice || scenarioRequest);
  // The admin is not a visitor: no badge, no idle timer.
  const visitorPage = !/^\/admin(\/|$)/i.test(pathname);
  // Before the new page is painted: scrolled after, it showed a frame at the old position and
  // then jumped, and a tap in between landed on whatever moved under it.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    // Only when a message waits, and after first paint: the outbox needs the
    // app database, which most pages do not.
    if (!isOutboxPending()) return;
    const handle = window.setTimeout(startBackgroundSync, 1500);
    return () => window.clearTimeout(handle);
  }, []);
  return (
    <>
      <PageErrorBoundary>
        {/* Navigations are transitions: the old page stays until the new chunk is in. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
      <AppStatusBanners />
      {scenarioShown && (
        <Suspense fallback={null}>
          <TestScenarioBanner
            name={testScenario}
            notice={testScenarioNotice}
            request={scenarioRequest}
          />
        </Suspense>
      )}
      {booth.enabled && visitorPage && (
        <Suspense fallback={null}>
          <BoothOverlay mode={booth} />
        </Suspense>
      )}
    </>
  );
}
