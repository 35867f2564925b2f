import { MutationCache, QueryClient } from '@tanstack/react-query';
import './mutations';

/** The query client's settings, for the app (src/app/queryClient.ts) and for tests. */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // What every server write does (a hook says it with `meta`, src/api/mutations.ts): a failure
    // is logged; a success refreshes what it changed, and the mutation stays pending until then.
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, { meta }) => {
        if (meta?.invalidates) await client.invalidateQueries({ queryKey: meta.invalidates });
      },
      onError: (error, _variables, _context, { meta }) => {
        if (meta?.failure) console.error(`[api] ${meta.failure} failed`, error);
      },
    }),
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
  return client;
}
