import './mantineStyles';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

// notifications.show() queues in a store until the host mounts, so nothing is lost.
const NotificationsHost = lazy(() => import('./NotificationsHost'));

export function App() {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </MantineProvider>
  );
}
