// The login locks' key factory and the admin's list query.
import { queryOptions } from '@tanstack/react-query';
import { listLoginLocks } from './loginLocksClient';

export const loginLockKeys = {
  /** Every login-lock query: invalidate this after any unlock. */
  all: ['loginLocks'] as const,
  list: () => [...loginLockKeys.all, 'list'] as const,
};

/**
 * Fresh on every visit: a lock starts with a visitor's wrong passwords, anywhere. `token`: the
 * admin's session token.
 */
export function loginLockListQuery(token: string | null) {
  return queryOptions({
    queryKey: loginLockKeys.list(),
    queryFn: () => listLoginLocks(token),
    staleTime: 0,
    retry: false,
  });
}
