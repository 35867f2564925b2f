import './mantineStyles';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

// notifications.show() queues in a store until the host mounts, so nothing is lost.
const NotificationsHost = lazy(() => import('./NotificationsHost'));

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
