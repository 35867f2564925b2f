// The store settings the public pages act on (site name and description, maintenance mode,
// allow registration), mirrored into localStorage whenever the settings are saved (settings.ts)
// or the admin opens the back office. The site and shop read this copy synchronously: the
// landing pages must not load the app database (and Dexie) just to learn the site's name.
import { useSyncExternalStore } from 'react';

export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  maintenanceMode: boolean;
  allowRegistration: boolean;
}

export const defaultSiteSettings: SiteSettings = {
  siteName: 'SkyForge Technologies',
  siteDescription: 'Drones, software services and student training, with an online shop.',
  maintenanceMode: false,
  allowRegistration: true,
};

const storageKey = 'skyforge:site-settings';
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
  } catch {
    return null; // storage refused: the defaults apply
  }
}

/** Parses the stored copy; a missing, unreadable or wrong field takes its default. */
export function parseSiteSettings(raw: string | null): SiteSettings {
  if (!raw) return defaultSiteSettings;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaultSiteSettings;
  }
  if (typeof value !== 'object' || value === null) return defaultSiteSettings;
  const record = value as Record<string, unknown>;
  const text = (key: 'siteName' | 'siteDescription', max: number, allowEmpty: boolean) => {
    const field = record[key];
    return typeof field === 'string' && field.length <= max && (allowEmpty || field.trim())
      ? field
      : defaultSiteSettings[key];
  };
  const flag = (key: 'maintenanceMode' | 'allowRegistration') =>
    typeof record[key] === 'boolean' ? record[key] : defaultSiteSettings[key];
  return {
    siteName: text('siteName', 100, false),
    siteDescription: text('siteDescription', 500, true),
    maintenanceMode: flag('maintenanceMode'),
    allowRegistration: flag('allowRegistration'),
  };
}

let cached: { raw: string | null; settings: SiteSettings } | null = null;

/** The current copy (the same object until it changes, as useSyncExternalStore needs). */
export function readSiteSettings(): SiteSettings {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, settings: parseSiteSettings(raw) };
  return cached.settings;
}

/** Keeps the copy in step with the saved settings; nothing happens when it already is. */
export function writeSiteSettings(settings: SiteSettings): void {
  const next: SiteSettings = {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    maintenanceMode: settings.maintenanceMode,
    allowRegistration: settings.allowRegistration,
  };
  const raw = JSON.stringify(next);
  if (readRaw() === raw) return;
  try {
    localStorage.setItem(storageKey, raw);
  } catch (error) {
    console.warn('[settings] could not mirror the site settings', error);
    return;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saved the settings.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Live site settings. The prerendered pages were built with the defaults, so hydration starts
 * from them and then shows the stored copy.
 */
export function useSiteSettings(): SiteSettings {
  return useSyncExternalStore(subscribe, readSiteSettings, () => defaultSiteSettings);
}
