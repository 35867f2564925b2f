import type { Settings } from './settings';
import { useLocalQuery } from './useLocalQuery';

/**
 * Live settings; `undefined` while loading. Their code loads with the database, so the admin
 * frame, which shows them, paints first (decision 0009).
 */
export function useSettings(): Settings | undefined {
  return useLocalQuery((_db, settings) => settings.loadSettings(), [], {
    code: () => import('./settings'),
  });
}
