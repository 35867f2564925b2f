/** A chunk's load, shared by every caller, with what it brought once it has arrived. */
export interface LoadOnce<T> {
  /** Starts the load, or joins the one under way; a failed load (offline, stale deploy) is tried again on the next call. */
  load: () => Promise<T>;
  /** What the load brought, once it has arrived (for a first render that need not wait). */
  loaded: () => T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (result) => (value = result),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}
