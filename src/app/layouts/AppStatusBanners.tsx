import { lazy, Suspense } from 'react';
import { useOnline, usePendingUpdate } from '../startup/pwaStatus';

// Most visits never go offline or see an update: the banners' code loads only then.
const StatusBannersView = lazy(() => import('./StatusBannersView'));

/** The online/offline indicator and the update prompt. */
export function AppStatusBanners() {
  const online = useOnline();
  const update = usePendingUpdate();
  if (online && !update) return null;
  return (
    <Suspense fallback={null}>
      <StatusBannersView online={online} update={update} />
    </Suspense>
  );
}
