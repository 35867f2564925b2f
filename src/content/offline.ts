// What a visitor reads when a page's code is not stored on this device yet and there is no
// network: the same words in the worker's stored page (works without JavaScript) and in the
// app's own page (a route whose chunk failed to load). Decision 0012.

export const offlinePageText = {
  documentTitle: 'Offline · SkyForge Technologies',
  heading: 'This page is not saved on this device yet',
  explanation:
    'You are offline, and this page has not been opened here before, so its code is not stored on this device.',
  availableHeading: 'Pages available offline',
  nothingAvailable: 'No page has been saved for offline use on this device yet.',
  retry: 'It opens by itself as soon as the connection returns. You can also try again now.',
  retryLink: 'Try again',
} as const;

/** A page the worker has stored, as it is listed on the offline page. */
export interface OfflinePageLink {
  path: string;
  title: string;
}
