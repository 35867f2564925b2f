import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startBackend } from './app/startup/backend';
import { setBackendReady } from './api/backendReady';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Paint first; API calls wait for the backend (src/api/backendReady.ts).
setBackendReady(
  startBackend().catch((error: unknown) =>
    console.error('[startup] backend failed to start', error),
  ),
);
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
