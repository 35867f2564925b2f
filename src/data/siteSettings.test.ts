// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings, saveSettings } from './settings';
import { defaultSiteSettings, parseSiteSettings, readSiteSettings } from './siteSettings';

afterEach(() => localStorage.clear());

describe('site settings mirror', () => {
  it('is what the admin saved: name, description, maintenance mode, registration', async () => {
    expect(readSiteSettings()).toEqual(defaultSiteSettings);
    await saveSettings({
      ...defaultSettings,
      siteName: 'SkyForge Booth Demo',
      siteDescription: 'Trade show edition',
      maintenanceMode: true,
      allowRegistration: false,
    });
    expect(readSiteSettings()).toEqual({
      siteName: 'SkyForge Booth Demo',
      siteDescription: 'Trade show edition',
      maintenanceMode: true,
      allowRegistration: false,
    });
  });

  it('falls back per field for a damaged copy', () => {
    expect(parseSiteSettings('{')).toEqual(defaultSiteSettings);
    expect(parseSiteSettings('null')).toEqual(defaultSiteSettings);
    expect(
      parseSiteSettings(
        JSON.stringify({ siteName: '  ', maintenanceMode: 'yes', siteDescription: '' }),
      ),
    ).toEqual({ ...defaultSiteSettings, siteDescription: '' });
  });
});
