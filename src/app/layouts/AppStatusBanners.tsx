import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useOnline, usePendingUpdate } from '../startup/pwaStatus';
import { whenPageSettled } from '../startup/wholeApp';
import type { StatusBannersViewProps } from './StatusBannersView';

// Most visits never go offline or see an update: the banners' code is not part of the page's
// start. It loads with the rest of the app, once the page has settled, so the offline notice shows even when the connection
// drops before the worker has stored the whole app (decision 0008).
// A chunk that cannot load (offline, a new version deployed) shows no banner; the page stays.
const loadBanners = (): Promise<{ default: ComponentType<StatusBannersViewProps> }> =>
  import('./StatusBannersView').catch(() => ({ default: () => null }));
const StatusBannersView = lazy(loadBanners);

/** The online/offline indicator and the update prompt. */
export function AppStatusBanners() {
  const online = useOnline();
  const update = usePendingUpdate();
  useEffect(() => whenPageSettled(() => void loadBanners()), []);
  if (online && !update) return null;
  return (
    <Suspense fallback={null}>
      <StatusBannersView online={online} update={update} />
    </Suspense>
  );
}
