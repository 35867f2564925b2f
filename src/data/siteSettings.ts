// The store settings the public pages act on (site name and description, maintenance mode,
// allow registration), mirrored into localStorage whenever the settings are saved (settings.ts)
// or the admin opens the back office. The site and shop read this copy synchronously: the
// landing pages must not load the app database (and Dexie) just to learn the site's name.
import { parseStoredObject, storedSetting } from '../lib/storedSetting';

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

/** Parses the stored copy; a missing, unreadable or wrong field takes its default. */
export function parseSiteSettings(raw: string | null): SiteSettings {
  const record = parseStoredObject(raw);
  if (!record) return defaultSiteSettings;
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

const siteSettingsCopy = storedSetting(
  'skyforge:site-settings',
  parseSiteSettings,
  defaultSiteSettings,
  'the site settings',
);

/** The current copy (the same object until it changes, as useSyncExternalStore needs). */
export const readSiteSettings = siteSettingsCopy.read;

/** Keeps the copy in step with the saved settings; nothing happens when it already is. */
export function writeSiteSettings(settings: SiteSettings): void {
  siteSettingsCopy.write({
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    maintenanceMode: settings.maintenanceMode,
    allowRegistration: settings.allowRegistration,
  });
}

/**
 * Live site settings. The prerendered pages were built with the defaults, so hydration starts
 * from them and then shows the stored copy.
 */
export const useSiteSettings = siteSettingsCopy.use;
