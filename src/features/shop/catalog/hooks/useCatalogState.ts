import { useCallback, useEffect, useMemo, useRef } from 'react';
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

  // React Router hands a functional update the params of the render it came from, so a
  // debounced search commit could undo a radio change made meanwhile. Track the latest here.
  const latest = useRef(searchParams);
  // React Router's setter changes with every URL; `update` stays the same function, so the
  // memoised parts of the page that take it do not re-render on every change.
  const setLatest = useRef(setSearchParams);
  useEffect(() => {
    latest.current = searchParams;
    setLatest.current = setSearchParams;
  }, [searchParams, setSearchParams]);

  const update = useCallback(
    (change: Partial<CatalogState>, options: { replace?: boolean } = {}) => {
      const next = serializeCatalogState(
        updateCatalogState(parseCatalogState(latest.current), change),
      );
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setLatest.current(next, { replace: options.replace ?? true, preventScrollReset: true });
    },
    [],
  );

  return { state, update };
}
