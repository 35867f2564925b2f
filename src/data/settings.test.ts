import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import {
  defaultSettings,
  isSeeded,
  isValidSetting,
  loadSettings,
  markSeeded,
  saveSettings,
  validateSettings,
} from './settings';

describe('validateSettings', () => {
  it('gives the defaults for nothing stored', () => {
    expect(validateSettings({})).toEqual(defaultSettings);
    expect(defaultSettings.maxLoginAttempts).toBe(5);
    expect(defaultSettings.currency).toBe('USD');
  });
  it('keeps valid values', () => {
    const stored = { currency: 'EUR', timezone: 'PST', language: 'fr', maxLoginAttempts: 9 };
    expect(validateSettings(stored)).toEqual({ ...defaultSettings, ...stored });
  });
  it('falls back per field for corrupted values', () => {
    const result = validateSettings({
      siteName: '',
      currency: 'JPY',
      timezone: 42,
      emailNotifications: 'yes',
      maxLoginAttempts: 50,
      language: 'es',
    });
    expect(result).toEqual({ ...defaultSettings, language: 'es' });
  });
  it('checks each field', () => {
    expect(isValidSetting('maxLoginAttempts', 1)).toBe(true);
    expect(isValidSetting('maxLoginAttempts', 20)).toBe(true);
    expect(isValidSetting('maxLoginAttempts', 0)).toBe(false);
    expect(isValidSetting('maxLoginAttempts', 3.5)).toBe(false);
    expect(isValidSetting('lowStockAlerts', false)).toBe(true);
    expect(isValidSetting('lowStockAlerts', 0)).toBe(false);
  });
});

describe('settings store', () => {
  beforeEach(async () => {
    await db.settings.clear();
  });
  it('loads the defaults from an empty database', async () => {
    expect(await loadSettings()).toEqual(defaultSettings);
  });
  it('saves and loads', async () => {
    const next = { ...defaultSettings, siteName: 'Drone Shop', maintenanceMode: true };
    await saveSettings(next);
    expect(await loadSettings()).toEqual(next);
  });
  it('refuses invalid settings and keeps what was stored', async () => {
    await saveSettings({ ...defaultSettings, currency: 'GBP' });
    await expect(saveSettings({ ...defaultSettings, maxLoginAttempts: 0 })).rejects.toThrow();
    expect((await loadSettings()).currency).toBe('GBP');
  });
  it('repairs a corrupted stored field on load', async () => {
    await saveSettings({ ...defaultSettings, language: 'fr' });
    await db.settings.put({ key: 'currency', value: { broken: true } });
    const loaded = await loadSettings();
    expect(loaded.currency).toBe('USD');
    expect(loaded.language).toBe('fr');
  });
});

describe('seed markers', () => {
  beforeEach(async () => {
    await db.settings.clear();
  });
  it('remembers that a sample set was seeded, apart from the settings', async () => {
    expect(await isSeeded('seed.test')).toBe(false);
    await markSeeded('seed.test', new Date('2025-01-10T12:00:00.000Z'));
    expect(await isSeeded('seed.test')).toBe(true);
    expect(await db.settings.get('seed.test')).toEqual({
      key: 'seed.test',
      value: '2025-01-10T12:00:00.000Z',
    });
    expect(await loadSettings()).toEqual(defaultSettings);
  });
});
