/**
 * Runs `callback` at an idle moment of the page (`timeout` at the latest), or after
 * `fallbackDelay` where the browser has no idle callbacks (Safari). Returns a cancel.
 */
export function whenIdle(
  callback: () => void,
  { timeout, fallbackDelay = 0 }: { timeout: number; fallbackDelay?: number },
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, fallbackDelay);
  return () => clearTimeout(timer);
}
