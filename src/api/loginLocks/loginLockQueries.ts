// The login locks' key factory and the admin's list query.
import { queryOptions } from '@tanstack/react-query';
import { listLoginLocks } from './loginLocksClient';

export const loginLockKeys = {
  /** Every login-lock query: invalidate this after any unlock. */
  all: ['loginLocks'] as const,
  list: () => [...loginLockKeys.all, 'list'] as const,
};

/** Fresh on every visit: a lock starts with a visitor's wrong passwords, anywhere. */
export function loginLockListQuery() {
  return queryOptions({
    queryKey: loginLockKeys.list(),
    queryFn: listLoginLocks,
    staleTime: 0,
    retry: false,
  });
}
