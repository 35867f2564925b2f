// Booth mode (issue 17): a device at a trade show starts over after a visitor walks away. A
// setting of this device, not of the shop: kept in localStorage (public pages read it without
// loading the app database), untouched by "Reset demo data", switched only from the admin.
import { useSyncExternalStore } from 'react';
import { paths } from '../config/paths';

export const boothIdleChoices = [30, 60, 120, 300] as const;
export type BoothIdleSeconds = (typeof boothIdleChoices)[number];
export const boothStartPages = [paths.home, paths.shop] as const;
export type BoothStartPage = (typeof boothStartPages)[number];

export interface BoothMode {
  enabled: boolean;
  /** "Start over after" this long without input. */
  idleSeconds: BoothIdleSeconds;
  startPage: BoothStartPage;
}

export const defaultBoothMode: BoothMode = {
  enabled: false,
  idleSeconds: 120,
  startPage: paths.home,
};

const storageKey = 'skyforge.boothMode';
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** A missing or damaged copy means booth mode is off; each bad field takes its default. */
export function parseBoothMode(raw: string | null): BoothMode {
  if (!raw) return defaultBoothMode;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaultBoothMode;
  }
  if (typeof value !== 'object' || value === null) return defaultBoothMode;
  const record = value as Record<string, unknown>;
  const idle = boothIdleChoices.find((choice) => choice === record.idleSeconds);
  const start = boothStartPages.find((page) => page === record.startPage);
  return {
    enabled: record.enabled === true,
    idleSeconds: idle ?? defaultBoothMode.idleSeconds,
    startPage: start ?? defaultBoothMode.startPage,
  };
}

let cached: { raw: string | null; mode: BoothMode } | null = null;

export function readBoothMode(): BoothMode {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, mode: parseBoothMode(raw) };
  return cached.mode;
}

/** Saves the device's booth mode; false when the browser refused to store it. */
export function writeBoothMode(mode: BoothMode): boolean {
  try {
    localStorage.setItem(storageKey, JSON.stringify(parseBoothMode(JSON.stringify(mode))));
  } catch (error) {
    console.warn('[booth] could not save booth mode', error);
    return false;
  }
  listeners.forEach((listener) => listener());
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Live booth mode; prerendered pages hydrate with it off, then show the stored state. */
export function useBoothMode(): BoothMode {
  return useSyncExternalStore(subscribe, readBoothMode, () => defaultBoothMode);
}
