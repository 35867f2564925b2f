import './mantineStyles';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { theme } from './theme';

const NotificationsHost = lazy(() => import('./NotificationsHost'));

/**
 * The toast host loads with the first toast: notifications.show() keeps it in
 * the store until the host mounts and draws it, so nothing is lost, and pages
 * that never toast never load the host's code.
 */
function NotificationsSlot() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

/** Everything around the router: the browser and the build-time prerender share it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      // The theme's variables come from a stylesheet made at build time (themeVariables.ts).
      withCssVariables={false}
    >
      <NotificationsSlot />
      {children}
    </MantineProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
