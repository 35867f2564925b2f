// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  deviceNameMaxLength,
  parseDeviceName,
  readDeviceName,
  suggestedDeviceName,
  writeDeviceName,
} from './deviceName';

afterEach(() => localStorage.clear());

describe('the device name (issue 35, point 10)', () => {
  it('is unset until the operator names the device, and then kept, trimmed', () => {
    expect(readDeviceName()).toBeNull();
    expect(writeDeviceName('  Tablet   2 ')).toBe(true);
    expect(readDeviceName()).toBe('Tablet 2');
  });

  it('refuses an empty or too long name and keeps the one it had', () => {
    writeDeviceName('Tablet 2');
    expect(writeDeviceName('   ')).toBe(false);
    expect(writeDeviceName('x'.repeat(deviceNameMaxLength + 1))).toBe(false);
    expect(readDeviceName()).toBe('Tablet 2');
  });

  it('reads a damaged copy as no name', () => {
    expect(parseDeviceName('{nope')).toBeNull();
    expect(parseDeviceName('42')).toBeNull();
    expect(parseDeviceName(JSON.stringify(''))).toBeNull();
  });

  it('suggests a name that differs between devices', () => {
    expect(suggestedDeviceName()).toMatch(/^Tablet [0-9A-F]{4}$/);
  });
});
