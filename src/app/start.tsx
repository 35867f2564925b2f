// The app itself, loaded by the entry (src/main.tsx): start the backend and render, or hydrate a
// prerendered page.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { releaseEarlyClicks } from '../lib/earlyClicks';
import { App } from './App';
import { preloadRoutes } from './router';
import { startBackend } from './startup/backend';
import { applyRequestedScenario, takeRequestedScenario } from './startup/requestedScenario';
import './startup/startingData';
import { setBackendReady } from '../api/backendReady';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/** Resolves in a task of its own: start-up work split in short tasks leaves room for input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const requestedScenario = takeRequestedScenario();

// Paint first; API calls wait for the backend (src/api/backendReady.ts), and for a test scenario
// the address asks for.
setBackendReady(
  nextTask()
    .then(startBackend)
    .then(() =>
      requestedScenario === null ? undefined : applyRequestedScenario(requestedScenario),
    )
    .catch((error: unknown) => console.error('[startup] backend failed to start', error)),
);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The public landing pages arrive prerendered (scripts/prerender): React takes over the markup
// that is already on screen. Every other page starts from the empty shell.
// As a transition, React hydrates in short slices that let the browser answer input between them
// (one long task otherwise, hundreds of milliseconds on a slow phone).
if (rootElement.firstElementChild) {
  // The route's chunks start loading in a task of their own, not inside the first render.
  const routesLoaded = nextTask().then(() => preloadRoutes(location.pathname));
  setTimeout(() => {
    startTransition(() => void hydrateRoot(rootElement, app));
    // React now listens, and with the page's code loaded it hydrates the part a click lands in
    // at once: the clicks the page's <head> script held are given back (src/lib/earlyClicks.ts).
    void routesLoaded.then(() => setTimeout(() => releaseEarlyClicks({ replay: true }), 0));
  }, 0);
} else {
  // An empty shell had nothing to click; from now on React renders into it and listens itself.
  releaseEarlyClicks({ replay: false });
  // A transition too: the first render of the providers, router and route (~70 ms on a desktop's
  // cold start) yields to input between slices.
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
}
