// Timing for what a page does once it has painted. On a first visit every byte comes over the
// network, and the first paint should not share the line with code it does not need: the app
// database's code (useLocalQuery, decision 0009) and the parts below a phone's first screen wait
// for it. When the page came from the service worker, its code is read from the cache instead.
import { startTransition, useEffect, useState } from 'react';

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
