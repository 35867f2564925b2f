// A small setting kept in localStorage that pages read synchronously and live (the site
// settings' mirror, booth mode): public pages learn it without loading the app database.
import { useSyncExternalStore } from 'react';

export interface StoredSetting<T> {
  /** The current value (the same object until the stored text changes). */
  read: () => T;
  /** Stores the value; false when the browser refused. Unchanged text changes nothing. */
  write: (value: T) => boolean;
  /** Live value; prerendered pages hydrate with `fallback`, then show the stored one. */
  use: () => T;
}

/**
 * `parse` turns the stored text (null when there is none) into a value and must never throw:
 * a missing, damaged or hand-edited copy gives its defaults.
 */
export function storedSetting<T>(
  key: string,
  parse: (raw: string | null) => T,
  fallback: T,
  label: string,
): StoredSetting<T> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } | null = null;

  const readRaw = (): string | null => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    } catch {
      return null; // storage refused: the defaults apply
    }
  };

  const read = (): T => {
    const raw = readRaw();
    if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) };
    return cached.value;
  };

  const write = (value: T): boolean => {
    const raw = JSON.stringify(value);
    if (readRaw() === raw) return true;
    try {
      localStorage.setItem(key, raw);
    } catch (error) {
      console.warn(`[settings] could not store ${label}`, error);
      return false;
    }
    listeners.forEach((listener) => listener());
    return true;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // Another tab changed it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const use = () => useSyncExternalStore(subscribe, read, () => fallback);
  return { read, write, use };
}

/** JSON.parse that answers null instead of throwing, and null for anything but an object. */
export function parseStoredObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
