// The auth service's key factory and the admin session check.
import { queryOptions } from '@tanstack/react-query';
import { fetchAdminMe, fetchCustomerMe } from './authClient';

export const authKeys = {
  all: ['auth'] as const,
  adminMe: (token: string) => [...authKeys.all, 'admin-me', token] as const,
  customerMe: (token: string) => [...authKeys.all, 'customer-me', token] as const,
};

/**
 * Who the stored admin token belongs to (ApiError 401 when nobody). Nothing is kept once the
 * admin pages unmount (gcTime 0): each visit checks afresh, so an ended session never shows the
 * back office from an old answer.
 */
export function adminMeQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.adminMe(token),
    queryFn: () => fetchAdminMe(token),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Who the stored customer token belongs to (ApiError 401 when nobody); checked on each visit. */
export function customerMeQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.customerMe(token),
    queryFn: () => fetchCustomerMe(token),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
