// A booth operator (or anyone about to lose the network) needs to know when the app works
// offline: a first install stores the shell and the pages already shown, the rest follows a few
// seconds after the first page's load (decisions 0008 and 0012).
import { offlineReadyNotice } from './pwaStatus';

export const offlineReadyTitle = 'Ready to work offline';
export const offlineReadyMessage =
  'SkyForge is now stored on this device: every page keeps working without a network.';

/** How long "Ready to work offline" stays before it goes by itself. */
export const offlineReadyMs = 8000;

/**
 * Said once, by the page whose ask completed the app on this device: in the status dock, where
 * "Saving for offline… n %" was, never over the header, the search or a button.
 */
export function announceOfflineReady(): void {
  offlineReadyNotice.set(true);
  window.setTimeout(() => offlineReadyNotice.set(false), offlineReadyMs);
}
