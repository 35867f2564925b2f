import { QueryClient } from '@tanstack/react-query';
import { hydratePrerenderedQueries } from './prerender/prerenderedQueries';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The backend lives in this browser: there is no flaky network to retry against.
      queries: {
        retry: false,
        staleTime: 30_000,
        networkMode: 'always',
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/** One cache for the shop, the admin and the site's form pages; the home page never loads it. */
export const queryClient = createQueryClient();
if (typeof document !== 'undefined') hydratePrerenderedQueries(queryClient);
