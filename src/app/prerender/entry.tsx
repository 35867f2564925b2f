// Build-time prerender (scripts/prerender/vitePlugin.ts builds this for Node and calls it).
// It renders a public route to HTML exactly as the browser's first render will, so the page
// paints before any script has run and React hydrates it in place. The catalogue's public data
// comes from the mocked backend's own handlers over a fresh fake IndexedDB, seeded from the
// fixtures: exactly what a first visit's backend answers.
import 'fake-indexeddb/auto';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { getResponse } from 'msw';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { handlers } from '../../../mocks/handlers';
import { env } from '../../config/env';
import { fullPageTitle, takeServerPageMeta, type PageMeta } from '../../components/usePageMeta';
import { AppProviders } from '../App';
import { queryClient } from '../queryClient';
import { AppRoutes } from '../router';
import { isPrerenderableQuery } from './prerenderedQueries';

const backendOrigin = 'http://prerender.invalid';

// The app's HTTP client calls relative URLs; here the mocked backend answers them directly.
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(new URL(String(input), backendOrigin), init);
  const response = await getResponse(handlers, request);
  return response ?? Response.json({ error: 'Not found' }, { status: 404 });
};

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's title and description, as its usePageMeta asked. */
  meta: PageMeta & { fullTitle: string };
  /** Public catalogue queries the page rendered with; the browser starts from them. */
  queries: DehydratedState | null;
}

async function renderOnce(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/**
 * Renders `url`. A first pass builds the queries the page asks for; the public catalogue ones
 * are fetched from the mocked backend (only when the app talks to it, not to a real server) and
 * a second pass renders with their data. Every other query stays pending: it renders its
 * loading state, as it does in the browser until the backend is up.
 */
export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  queryClient.clear();
  takeServerPageMeta();
  let html = await renderOnce(url);
  const mockedBackend = env.catalogApi.startsWith('/');
  const pending = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => isPrerenderableQuery(query.queryKey) })
    .filter((query) => query.state.status === 'pending');
  if (mockedBackend && pending.length > 0) {
    await Promise.all(pending.map((query) => query.fetch()));
    html = await renderOnce(url);
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
