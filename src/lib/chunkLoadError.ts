/**
 * Whether an error is a page's code failing to arrive (offline, or a file not stored yet), as the
 * browsers and Vite's preload helper word it: such a page gets the offline page in words, not the
 * error page (decision 0012).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return [
    /Failed to fetch dynamically imported module/i, // Chromium
    /error loading dynamically imported module/i, // Firefox
    /Importing a module script failed/i, // Safari
    /^Unable to preload CSS/i, // Vite's preload helper, for a stylesheet
  ].some((pattern) => pattern.test(error.message));
}
