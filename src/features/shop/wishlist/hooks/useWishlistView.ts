import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseWishlistView, serializeWishlistView, type WishlistView } from '../model';

/** Wishlist search/filter/sort in the URL (replaced, not pushed). */
export function useWishlistView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => parseWishlistView(searchParams), [searchParams]);
  // Latest params, so a debounced search commit never undoes a later select change.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const setView = useCallback(
    (change: Partial<WishlistView>) => {
      const next = serializeWishlistView({ ...parseWishlistView(latest.current), ...change });
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return { view, setView };
}
