// A part of a page whose code loads after the page has painted. The back office's frame and
// greeting need React, the router and Mantine; its figures and lists need the app database (Dexie,
// the record schemas). On a first visit every byte comes over the network, and the page's first
// paint should not share the line with code it does not need: such parts start loading once the
// page has painted. When the page came from the service worker, the code is read from its cache:
// the part then loads at once, beside the page (decision 0009).
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from './loadOnce';

/** Whether the service worker answered this page's navigation (its code is then stored). */
export function pageCameFromWorker(): boolean {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.workerStart ?? 0) > 0;
}

/** Calls `callback` once the browser has painted the current frame; returns a cancel. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  // A background tab holds animation frames back: the fallback timer starts the part anyway.
  const fallback = setTimeout(run, 200);
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          timer = setTimeout(run, 0);
        })
      : undefined;
  return () => {
    done = true;
    clearTimeout(fallback);
    if (timer !== undefined) clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

export interface PartAfterPaint<P> {
  /** Renders nothing until the part's code has arrived, then the part. */
  Part: ComponentType<P>;
  /** Starts loading the code (shared by every caller; a failure may be retried). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code `load` brings in after the page has painted (at once when the page came
 * from the service worker). It renders nothing until then. No React.lazy: a boundary that showed
 * its fallback holds the content back up to 300 ms, and these parts feed the page its data.
 */
export function partAfterPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fromWorker = pageCameFromWorker() }: { fromWorker?: boolean } = {},
): PartAfterPaint<P> {
  const { load: preload, loaded } = loadOnce(load);
  // From the worker's cache the code costs no network: fetch it beside the page's own.
  if (fromWorker) void preload().catch(() => undefined);

  function Part(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(loaded);
    useEffect(() => {
      if (Loaded) return;
      let mounted = true;
      const start = () =>
        preload().then(
          (component) => {
            if (mounted) setLoaded(() => component);
          },
          (error: unknown) => console.error('[app] a part of the page could not load', error),
        );
      const cancel = fromWorker ? (void start(), undefined) : afterNextPaint(() => void start());
      return () => {
        mounted = false;
        cancel?.();
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Part, preload };
}

/**
 * False on the first render, true once the browser has painted it (as a transition, in slices):
 * for the part of a page below the first screen, so that the first commit, and the task that
 * runs it, hold only what the first paint shows.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
