// Form rules for the settings screen; storage and field validation live in
// src/data/settings.ts (shared with the rest of the app).
import { maxLoginAttemptsRange, type Settings } from '../../../data/settings';

export const settingsMessages = {
  saved: 'Settings saved successfully!',
  saveFailed: 'Could not save the settings.',
  loginLimitNotSent:
    'Settings saved here, but the new max login attempts did not reach the server. Save again to apply it.',
  siteNameRequired: 'Site name is required',
  maxLoginAttempts: `Max login attempts must be between ${maxLoginAttemptsRange.min} and ${maxLoginAttemptsRange.max}`,
} as const;

export const currencyLabels = {
  USD: 'USD — US Dollar',
  EUR: 'EUR — Euro',
  GBP: 'GBP — British Pound',
};
export const timezoneLabels = {
  UTC: 'UTC — Coordinated Universal Time',
  EST: 'EST — Eastern Standard Time',
  PST: 'PST — Pacific Standard Time',
};
export const languageLabels = { en: 'English', es: 'Español', fr: 'Français' };

export function validateSettingsForm(values: Settings): Partial<Record<keyof Settings, string>> {
  const errors: Partial<Record<keyof Settings, string>> = {};
  if (!values.siteName.trim()) errors.siteName = settingsMessages.siteNameRequired;
  const attempts = values.maxLoginAttempts;
  if (
    typeof attempts !== 'number' ||
    !Number.isInteger(attempts) ||
    attempts < maxLoginAttemptsRange.min ||
    attempts > maxLoginAttemptsRange.max
  ) {
    errors.maxLoginAttempts = settingsMessages.maxLoginAttempts;
  }
  return errors;
}

export type ColorSchemeChoice = 'light' | 'dark' | 'auto';
export const colorSchemeOptions: { value: ColorSchemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];
