import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../queryClient';

/**
 * Server-state cache around the shop, the admin and the site's form pages (their writes are
 * mutations). A lazy layout route, so the home page and the other site pages never load
 * TanStack Query.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
