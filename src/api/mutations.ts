// What every mutation hook may tell the query client (src/app/queryClient.ts), and the shape of a
// screen's reaction to a write. A hook per write calls TanStack Query's useMutation itself.
import type { QueryKey } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The key factory's root of what a server write changes: refreshed once it succeeds, and
       * the mutation stays pending until those queries have reloaded.
       */
      invalidates?: QueryKey;
      /** What the console says failed, e.g. "product save". */
      failure?: string;
    };
  }
}

/**
 * A screen's reaction to a write. Given to the hook, not to `mutate`: it then runs even when
 * the screen has closed meanwhile (a dialog dismissed while saving still reports the result).
 */
export interface WriteCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

/** A screen's callbacks as useMutation options (they get the result and the variables only). */
export function withCallbacks<TData, TVariables>({
  onSuccess,
  onError,
}: WriteCallbacks<TData, TVariables>) {
  return {
    onSuccess: (data: TData, variables: TVariables) => onSuccess?.(data, variables),
    onError: (error: Error, variables: TVariables) => onError?.(error, variables),
  };
}
