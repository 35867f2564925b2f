import { Paper, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { offlineReadyMessage, offlineReadyTitle } from '../startup/offlineReady';
import {
  useOfflineProgress,
  useOfflineReadyNotice,
  useOnline,
  usePendingUpdate,
} from '../startup/pwaStatus';
import { whenPageSettled } from '../startup/wholeApp';
import classes from './AppStatusBanners.module.css';
import type { StatusBannersViewProps } from './StatusBannersView';

// Most visits never go offline or see an update: the banners' code is not part of the page's
// start. It loads with the rest of the app, once the page has settled, so the offline notice shows even when the connection
// drops before the worker has stored the whole app (decision 0008).
// A chunk that cannot load (offline, a new version deployed) shows no banner; the page stays.
const loadBanners = (): Promise<{ default: ComponentType<StatusBannersViewProps> }> =>
  import('./StatusBannersView').catch(() => ({ default: () => null }));
const StatusBannersView = lazy(loadBanners);

/**
 * Until the whole app is stored, a quiet "Saving for offline… n %"; then, on the page whose ask
 * completed it, "Ready to work offline" in its place (decision 0012). Neither is announced at
 * every step: the ready notice is the one status a screen reader hears.
 */
function OfflineStorageStatus() {
  const progress = useOfflineProgress();
  const ready = useOfflineReadyNotice();
  if (ready) {
    return (
      <Paper role="status" shadow="md" p="sm" radius="md" withBorder className={classes.ready}>
        <Text size="sm" fw={600}>
          {offlineReadyTitle}
        </Text>
        <Text size="xs">{offlineReadyMessage}</Text>
      </Paper>
    );
  }
  if (!progress || progress.stored >= progress.total) return null;
  const percent = Math.floor((progress.stored / progress.total) * 100);
  return (
    <div className={classes.saving} data-testid="offline-saving">
      Saving for offline… {percent} %
    </div>
  );
}

/** The online/offline indicator, the offline download's progress and the update prompt. */
export function AppStatusBanners() {
  const online = useOnline();
  const update = usePendingUpdate();
  const progress = useOfflineProgress();
  const ready = useOfflineReadyNotice();
  useEffect(() => whenPageSettled(() => void loadBanners()), []);
  const saving = progress !== null && progress.stored < progress.total;
  if (online && !update && !saving && !ready) return null;
  return (
    <>
      {/* Room at the end of every page, so the banners never hide its last lines. */}
      <div className={classes.endSpace} aria-hidden="true" />
      <div className={classes.dock}>
        <OfflineStorageStatus />
        {(!online || update) && (
          <Suspense fallback={null}>
            <StatusBannersView online={online} update={update} />
          </Suspense>
        )}
      </div>
    </>
  );
}
