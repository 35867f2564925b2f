// Fallback when no service worker can answer: the same handlers, in the page.
// Loaded lazily and never precached.
import { getResponse } from 'msw';
import { handlers } from '../../../mocks/handlers';

export function installInPageBackend(): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== location.origin || !url.pathname.startsWith('/api/')) {
      return realFetch(input, init);
    }
    try {
      const response = await getResponse(handlers, request);
      return (
        response ??
        Response.json({ error: `No route for ${request.method} ${url.pathname}` }, { status: 404 })
      );
    } catch (error) {
      console.error('[backend] handler crashed', error);
      return Response.json({ error: 'Internal error in the offline backend' }, { status: 500 });
    }
  };
}
