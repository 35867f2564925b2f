import { useSyncExternalStore } from 'react';
import { adminSession, customerSession } from './session';
import type { Session } from '../api/types';

export function useCustomerSession(): Session | null {
  return useSyncExternalStore(customerSession.subscribe, customerSession.get, () => null);
}

export function useAdminSession(): Session | null {
  return useSyncExternalStore(adminSession.subscribe, adminSession.get, () => null);
}
