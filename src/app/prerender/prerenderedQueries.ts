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
 * Puts the prerendered queries into the cache, so React hydrates the markup with the data it was
 * rendered from. Whether a service worker controls the page by now says nothing about that: the
 * worker answers navigations with the shell, which carries no data, so a page that has it came
 * from the server, and the worker may claim it before this runs (a first visit whose worker
 * installed while the app's code loaded; a returning visitor's hard reload). Starting without the
 * data there rendered the catalogue as loading, and React threw the prerendered page away
 * (error #418). The data is dated at build time, so every query refetches as soon as the backend
 * is up and a changed catalogue replaces it.
 */
export function hydratePrerenderedQueries(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(PRERENDERED_QUERIES_ID);
  if (!element) return false;
  element.remove();
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
