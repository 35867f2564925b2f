import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startBackend } from './app/startup/backend';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

startBackend()
  .catch((error: unknown) => console.error('[startup] backend failed to start', error))
  .finally(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
