import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseCatalogState,
  serializeCatalogState,
  updateCatalogState,
  type CatalogState,
} from '../model';

/**
 * Catalogue state lives in the URL. Filter changes replace the history entry (typing or
 * dragging must not flood Back); page changes push one, so Back returns to the previous page.
 */
export function useCatalogState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseCatalogState(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<CatalogState>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) =>
          serializeCatalogState(updateCatalogState(parseCatalogState(previous), change)),
        { replace: options.replace ?? true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { state, update };
}
