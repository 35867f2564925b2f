// Form rules for the settings screen; storage and field validation live in
// src/data/settings.ts (shared with the rest of the app).
import { maxLoginAttemptsRange, type Settings } from '../../../data/settings';

export const settingsMessages = {
  saved: 'Settings saved successfully!',
  saveFailed: 'Could not save the settings.',
  loginLimitNotSent:
    'Settings saved here, but max login attempts and allow registration did not reach the server. Save again to apply them.',
  siteNameRequired: 'Site name is required',
  maxLoginAttempts: `Max login attempts must be between ${maxLoginAttemptsRange.min} and ${maxLoginAttemptsRange.max}`,
} as const;

/** What each setting does here, shown beside it; "not used" says so plainly. */
export const settingsNotes = {
  siteName: 'Shown in every page title and in the admin header.',
  siteDescription: "Shown under the name in the admin header and as the home page's description.",
  currency: 'Not used by this demo: prices are always shown in US dollars.',
  timezone: 'Dates and times in the admin are shown in this timezone.',
  language: 'Not used by this demo: the site is in English only.',
  noStaffMail: 'Not used by this demo: it sends staff no e-mail.',
  noSms: 'Not used by this demo: it sends no text messages.',
  orderNotifications: 'Not used by this demo: new orders always appear in Notifications.',
  noStock: 'Not used by this demo: products have no stock levels.',
  maintenanceMode: 'The site and the shop show a maintenance page; the admin keeps working.',
  allowRegistration: 'When off, the sign-up page refuses new customer accounts.',
  noVerification: 'Not used by this demo: it sends no verification e-mails.',
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
