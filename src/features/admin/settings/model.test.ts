import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../data/settings';
import { settingsMessages, validateSettingsForm } from './model';

describe('validateSettingsForm', () => {
  it('accepts the defaults', () => {
    expect(validateSettingsForm(defaultSettings)).toEqual({});
  });
  it('requires a site name', () => {
    expect(validateSettingsForm({ ...defaultSettings, siteName: '  ' })).toEqual({
      siteName: settingsMessages.siteNameRequired,
    });
  });
  it('keeps max login attempts within 1–20', () => {
    for (const value of [0, 21, 2.5, Number.NaN]) {
      expect(validateSettingsForm({ ...defaultSettings, maxLoginAttempts: value })).toEqual({
        maxLoginAttempts: settingsMessages.maxLoginAttempts,
      });
    }
    expect(validateSettingsForm({ ...defaultSettings, maxLoginAttempts: 20 })).toEqual({});
    expect(validateSettingsForm({ ...defaultSettings, maxLoginAttempts: 1 })).toEqual({});
  });
  it('has the spec save text', () => {
    expect(settingsMessages.saved).toBe('Settings saved successfully!');
  });
});
