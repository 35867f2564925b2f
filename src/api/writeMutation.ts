// The one shape of an admin write: run the client call, refresh the resource's queries once it
// succeeds (the mutation stays pending until they have reloaded), log a failure; what the user
// sees of either is the screen's policy, passed in as callbacks.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A screen's reaction to a write. Given to the hook, not to `mutate`: it then runs even when
 * the screen has closed meanwhile (a dialog dismissed while saving still reports the result).
 */
export interface WriteCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

export interface WriteMutation<TData, TVariables> {
  run: (variables: TVariables) => Promise<TData>;
  /** The key factory's root of what the write changes. */
  invalidates: QueryKey;
  /** What the console says failed, e.g. "product add". */
  label: (variables: TVariables) => string;
}

export function useWriteMutation<TData, TVariables>(
  { run, invalidates, label }: WriteMutation<TData, TVariables>,
  callbacks: WriteCallbacks<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (data: TData, variables: TVariables) => {
      await queryClient.invalidateQueries({ queryKey: invalidates });
      await callbacks.onSuccess?.(data, variables);
    },
    onError: async (error: Error, variables: TVariables) => {
      console.error(`[api] ${label(variables)} failed`, error);
      await callbacks.onError?.(error, variables);
    },
  });
}
