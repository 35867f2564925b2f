// Renders a component the way the app does: Mantine, React Query and a router.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '../../src/api/queryClient';
import { theme } from '../../src/app/theme';

export interface RenderOptions {
  /** Initial URL. */
  route?: string;
  /** The route pattern the element is mounted at (for useParams). */
  path?: string;
  /** Extra routes, e.g. redirect targets to assert on. */
  routes?: RouteObject[];
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path = '*', routes = [] } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [route],
  });
  const queryClient = createQueryClient();
  const result: RenderResult = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}
