// The browser's side of the build-time prerender: a prerendered shop page carries the public
// catalogue queries it was rendered with, so React hydrates it with the same data.
import {
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { isPublicCatalogueKey } from '../../api/products/productQueries';

export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

/** Public catalogue data only: the same for every visitor, never a cart or a session. */
export function isPrerenderableQuery(queryKey: QueryKey): boolean {
  return isPublicCatalogueKey(queryKey);
}

function isDehydratedState(value: unknown): value is DehydratedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as DehydratedState).queries) &&
    Array.isArray((value as DehydratedState).mutations)
  );
}

/**
 * Puts the prerendered queries into the cache. Only on a page no service worker controls: the
 * prerendered data is the seed catalogue, which is what the backend holds on a first visit. The
 * data is dated at build time, so every query refetches as soon as the backend is up and a
 * changed catalogue (a returning visitor's hard reload) replaces it.
 */
export function hydratePrerenderedQueries(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(PRERENDERED_QUERIES_ID);
  if (!element) return false;
  element.remove();
  if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) return false;
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    if (!isDehydratedState(state)) return false;
    hydrate(client, {
      ...state,
      queries: state.queries.filter((query) => isPrerenderableQuery(query.queryKey)),
    });
    return true;
  } catch {
    return false; // a damaged page: the queries simply load from the backend
  }
}
