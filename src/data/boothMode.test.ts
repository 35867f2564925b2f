// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { defaultBoothMode, parseBoothMode, readBoothMode, writeBoothMode } from './boothMode';

afterEach(() => localStorage.clear());

describe('booth mode', () => {
  it('is off until switched on, and keeps what was saved', () => {
    expect(readBoothMode()).toEqual(defaultBoothMode);
    expect(writeBoothMode({ enabled: true, idleSeconds: 30, startPage: '/shop' })).toBe(true);
    expect(readBoothMode()).toEqual({ enabled: true, idleSeconds: 30, startPage: '/shop' });
  });

  it('reads a damaged copy as off, and a bad field as its default', () => {
    expect(parseBoothMode('{nope')).toEqual(defaultBoothMode);
    expect(parseBoothMode('null')).toEqual(defaultBoothMode);
    expect(
      parseBoothMode(JSON.stringify({ enabled: 'yes', idleSeconds: 7, startPage: '/admin' })),
    ).toEqual(defaultBoothMode);
    expect(parseBoothMode(JSON.stringify({ enabled: true, idleSeconds: 300 }))).toEqual({
      enabled: true,
      idleSeconds: 300,
      startPage: '/',
    });
  });
});
