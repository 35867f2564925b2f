// Update and connectivity state shared by start-up and the shell's banners.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Set when a new build is waiting; holds the function that activates it. */
export const pendingUpdate = createStore<null | (() => Promise<void>)>(null);

export function usePendingUpdate() {
  return useSyncExternalStore(pendingUpdate.subscribe, pendingUpdate.get, () => null);
}

function subscribeOnline(listener: Listener) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** How much of the app the worker has stored for offline use; null before it has said. */
export interface OfflineProgress {
  stored: number;
  total: number;
}
export const offlineProgress = createStore<OfflineProgress | null>(null);

export function useOfflineProgress(): OfflineProgress | null {
  return useSyncExternalStore(offlineProgress.subscribe, offlineProgress.get, () => null);
}

/** True while "Ready to work offline" is shown: this page's ask completed the app here. */
export const offlineReadyNotice = createStore(false);

export function useOfflineReadyNotice(): boolean {
  return useSyncExternalStore(offlineReadyNotice.subscribe, offlineReadyNotice.get, () => false);
}
