import { lazy, type ComponentType } from 'react';

/** A route module: each page file exports its page as `Component`. */
export interface RouteModule {
  Component: ComponentType;
}

export interface LazyRoute {
  /** Renders the page, suspending until its chunk has loaded. */
  Page: ComponentType;
  /** Starts loading the chunk; the router calls it for every matched route at once. */
  preload: () => Promise<RouteModule>;
}

/** A code-split route whose chunk can be fetched before React reaches it. */
export function lazyRoute(load: () => Promise<RouteModule>): LazyRoute {
  let pending: Promise<RouteModule> | undefined;
  const preload = () => {
    // A failed chunk (offline, stale deploy) may be retried on the next navigation.
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const Page = lazy(async () => ({ default: (await preload()).Component }));
  return { Page, preload };
}
