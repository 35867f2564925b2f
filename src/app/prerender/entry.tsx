// Build-time prerender (scripts/prerender/vitePlugin.ts builds this for Node and calls it).
// It renders a public route to HTML exactly as the browser's first render will, so the page
// paints before any script has run and React hydrates it in place. The catalogue's public data
// comes from the mocked backend's own handlers over a fresh fake IndexedDB, seeded from the
// fixtures: exactly what a first visit's backend answers.
import 'fake-indexeddb/auto';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { answerBackendRequest } from '../../../mocks/backend';
import { env } from '../../config/env';
import { fullPageTitle, takeServerPageMeta, type PageMeta } from '../../components/usePageMeta';
import { AppProviders } from '../App';
import { queryClient } from '../queryClient';
import { AppRoutes, preloadRoutes } from '../router';
import { isPrerenderableQuery } from './prerenderedQueries';

const backendOrigin = 'http://prerender.invalid';

// The app's HTTP client calls relative URLs; here the mocked backend answers them directly, and
// every other request too: a build never goes to the network.
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
  answerBackendRequest(new Request(new URL(String(input), backendOrigin), init));

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's title and description, as its usePageMeta asked. */
  meta: PageMeta & { fullTitle: string };
  /** Public catalogue queries the page rendered with; the browser starts from them. */
  queries: DehydratedState | null;
}

/**
 * One synchronous render. renderToString writes every Suspense boundary inline (no scripts, which
 * the CSP would block), so the lazy routes must have loaded before the pass that counts.
 */
function renderOnce(url: string): string {
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/** React marks a boundary it had to leave to the browser with `<!--$!-->`. */
const suspendedBoundary = '<!--$!-->';

export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  queryClient.clear();
  takeServerPageMeta();
  // Each pass starts the lazy routes it reaches (one level deeper each time) and builds the
  // queries the page asks for; the last one renders with everything in place.
  const mockedBackend = env.catalogApi.startsWith('/');
  let html = '';
  for (let pass = 0; pass < 8; pass += 1) {
    html = renderOnce(url);
    const pending = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => isPrerenderableQuery(query.queryKey) })
      .filter((query) => mockedBackend && query.state.status === 'pending');
    if (!html.includes(suspendedBoundary) && pending.length === 0) break;
    await preloadRoutes(url);
    await Promise.all(pending.map((query) => query.fetch()));
    await new Promise((resolve) => setTimeout(resolve, 0)); // React.lazy settles after its import
  }
  if (html.includes(suspendedBoundary)) {
    throw new Error(`prerendering ${url}: a part of the page was still loading`);
  }
  const meta = takeServerPageMeta() ?? {
    title: 'SkyForge Technologies',
    description: '',
  };
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && isPrerenderableQuery(query.queryKey),
  });
  return {
    html,
    meta: { ...meta, fullTitle: fullPageTitle(meta.title) },
    queries: queries.queries.length > 0 ? queries : null,
  };
}
