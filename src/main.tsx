// The entry is tiny on purpose. A prerendered landing page (scripts/prerender) is painted by the
// browser from its HTML first; only then does the app's code download and run, so the first
// paint never waits behind it. Every other page starts the app at once.
import { captureInstallPrompt } from './lib/installPrompt';
import { startBackOfficeCode } from './app/startup/backOfficeCode';

captureInstallPrompt();

const root = document.getElementById('root');

/**
 * Resolves once the browser has painted content. The paint timing entry says so even where
 * animation frames are held back (a background or automated tab); a hidden tab paints nothing,
 * so it starts at once, and a cap keeps a browser without paint timing from waiting long.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      finish();
    });
    const timer = setTimeout(() => finish(), 1000);
    function finish() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      finish();
    }
  });
}

const ready = root?.firstElementChild ? afterFirstPaint() : Promise.resolve();
ready
  .then(() => {
    // React's chunk is fetched beside the app's and runs as soon as it arrives, in a task of
    // its own: one long task of evaluating everything at once blocks input longer.
    void import('react-dom/client').catch(() => undefined);
    startBackOfficeCode(location.pathname);
    return import('./app/start');
  })
  .catch((error: unknown) => console.error('[startup] the app could not load', error));
