// The page renders at once; only requests to the mocked backend wait until it
// can answer (ARCHITECTURE decision 2). On a first visit that is when the
// service worker has installed and controls the page.
let ready: Promise<void> = Promise.resolve();

/** Start-up hands over its promise; a failed start-up still lets requests try. */
export function setBackendReady(startup: Promise<void>): void {
  ready = startup.catch(() => undefined);
}

export function whenBackendReady(): Promise<void> {
  return ready;
}
