// Store settings (spec §3), kept in the app's database: one db.settings record
// per field. Reading validates each field on its own, so one corrupted value
// falls back to its default without losing the others. The one owner of the
// `settings` table, also of the seed markers kept in it (below).
import { db } from './db';
import { defaultSiteSettings, writeSiteSettings } from './siteSettings';

export const currencies = ['USD', 'EUR', 'GBP'] as const;
export const timezones = ['UTC', 'EST', 'PST'] as const;
export const languages = ['en', 'es', 'fr'] as const;

export type Currency = (typeof currencies)[number];
export type Timezone = (typeof timezones)[number];
export type Language = (typeof languages)[number];

export const maxLoginAttemptsRange = { min: 1, max: 20 } as const;

export interface Settings {
  siteName: string;
  siteDescription: string;
  currency: Currency;
  timezone: Timezone;
  language: Language;
  emailNotifications: boolean;
  smsNotifications: boolean;
  orderNotifications: boolean;
  lowStockAlerts: boolean;
  maintenanceMode: boolean;
  allowRegistration: boolean;
  requireEmailVerification: boolean;
  maxLoginAttempts: number;
}

export const defaultSettings: Settings = {
  siteName: defaultSiteSettings.siteName,
  siteDescription: defaultSiteSettings.siteDescription,
  currency: 'USD',
  timezone: 'UTC',
  language: 'en',
  emailNotifications: true,
  smsNotifications: false,
  orderNotifications: true,
  lowStockAlerts: true,
  maintenanceMode: false,
  allowRegistration: true,
  requireEmailVerification: false,
  maxLoginAttempts: 5,
};

export const settingKeys = Object.keys(defaultSettings) as (keyof Settings)[];

function oneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value);
}

/** Whether `value` is acceptable for the field `key`. */
export function isValidSetting<K extends keyof Settings>(key: K, value: unknown): boolean {
  switch (key) {
    case 'siteName':
      return typeof value === 'string' && value.trim().length > 0 && value.length <= 100;
    case 'siteDescription':
      return typeof value === 'string' && value.length <= 500;
    case 'currency':
      return oneOf(currencies, value);
    case 'timezone':
      return oneOf(timezones, value);
    case 'language':
      return oneOf(languages, value);
    case 'maxLoginAttempts':
      return (
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= maxLoginAttemptsRange.min &&
        value <= maxLoginAttemptsRange.max
      );
    default:
      return typeof value === 'boolean';
  }
}

/** Builds complete settings from stored values; invalid or missing fields take their default. */
export function validateSettings(stored: Partial<Record<string, unknown>>): Settings {
  const result: Record<string, unknown> = { ...defaultSettings };
  for (const key of settingKeys) {
    const value = stored[key];
    if (value !== undefined && isValidSetting(key, value)) result[key] = value;
  }
  return result as unknown as Settings;
}

export async function loadSettings(): Promise<Settings> {
  const records = await db.settings.bulkGet(settingKeys);
  const stored: Record<string, unknown> = {};
  records.forEach((record, index) => {
    if (record) stored[settingKeys[index]] = record.value;
  });
  return validateSettings(stored);
}

/** Saves every valid field; throws when a field is invalid so nothing half-valid is kept. */
export async function saveSettings(settings: Settings): Promise<Settings> {
  const invalid = settingKeys.filter((key) => !isValidSetting(key, settings[key]));
  if (invalid.length > 0) throw new Error(`Invalid settings: ${invalid.join(', ')}`);
  await db.settings.bulkPut(settingKeys.map((key) => ({ key, value: settings[key] })));
  const saved = validateSettings(settings as unknown as Record<string, unknown>);
  // The site and shop act on their part of the settings through this copy.
  writeSiteSettings(saved);
  return saved;
}

// Seed markers share the table: one record per sample set ('seed.conversations', …) says it was
// seeded once, so staff deleting a sample does not bring it back. The seeding modules call these
// inside their own transaction, which must include db.settings.

/** Whether the sample set under `key` was seeded. */
export async function isSeeded(key: string): Promise<boolean> {
  return (await db.settings.get(key)) !== undefined;
}

/** Remembers that the sample set under `key` was seeded at `at`. */
export async function markSeeded(key: string, at: Date): Promise<void> {
  await db.settings.put({ key, value: at.toISOString() });
}
