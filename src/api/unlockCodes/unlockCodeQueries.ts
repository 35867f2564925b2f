// The unlock code's key factory and the signed-in admin's code status query.
import { queryOptions } from '@tanstack/react-query';
import { unlockCodeCreatedAt } from './unlockCodesClient';

export const unlockCodeKeys = {
  /** Every unlock-code query: invalidate this after a new code. */
  all: ['unlockCode'] as const,
  status: () => [...unlockCodeKeys.all, 'status'] as const,
};

/** When the signed-in admin (`token`) made a code, or null. */
export function unlockCodeStatusQuery(token: string | null) {
  return queryOptions({
    queryKey: unlockCodeKeys.status(),
    queryFn: () => unlockCodeCreatedAt(token),
    retry: false,
  });
}
