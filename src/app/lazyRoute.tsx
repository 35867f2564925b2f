import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '../lib/loadOnce';

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
  const { load: preload, loaded } = loadOnce(load);
  const LazyPage = lazy(async () => ({ default: (await preload()).Component }));
  function Page() {
    // A chunk that has already arrived (preloaded while the admin session was checked, or on an
    // earlier visit) renders at once. React.lazy suspends on its first render even then, and
    // React holds a boundary's content back for up to 300 ms after its fallback showed. Chosen
    // once per mount: switching from LazyPage to the component would mount the page again.
    const [Ready] = useState(() => loaded()?.Component);
    return Ready ? <Ready /> : <LazyPage />;
  }
  return { Page, preload };
}
