import { describe, expect, it } from 'vitest';
import {
  HEADER_SOLID_THRESHOLD,
  hasDarkHero,
  isHeaderSolid,
  isScrolledPastThreshold,
} from './model';

describe('header solid threshold', () => {
  it('is 50 px', () => {
    expect(HEADER_SOLID_THRESHOLD).toBe(50);
  });

  it('stays transparent up to and including 50 px', () => {
    expect(isScrolledPastThreshold(0)).toBe(false);
    expect(isScrolledPastThreshold(50)).toBe(false);
  });

  it('turns solid after more than 50 px', () => {
    expect(isScrolledPastThreshold(50.5)).toBe(true);
    expect(isScrolledPastThreshold(51)).toBe(true);
    expect(isScrolledPastThreshold(2000)).toBe(true);
  });
});

describe('isHeaderSolid', () => {
  it('is transparent at the top of a page with a dark hero', () => {
    expect(isHeaderSolid({ scrollY: 0, darkHero: true })).toBe(false);
    expect(isHeaderSolid({ scrollY: 50, darkHero: true })).toBe(false);
  });

  it('is solid after scrolling past the threshold', () => {
    expect(isHeaderSolid({ scrollY: 51, darkHero: true })).toBe(true);
  });

  it('is solid while the mobile menu is open', () => {
    expect(isHeaderSolid({ scrollY: 0, darkHero: true, menuOpen: true })).toBe(true);
  });

  it('is always solid on pages without a dark hero', () => {
    expect(isHeaderSolid({ scrollY: 0, darkHero: false })).toBe(true);
  });
});

describe('hasDarkHero', () => {
  it('lists the public pages that open with a dark hero', () => {
    expect(hasDarkHero('/drones')).toBe(true);
    expect(hasDarkHero('/contact')).toBe(false);
    expect(hasDarkHero('/no-such-page')).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(hasDarkHero('/about/')).toBe(true);
    expect(hasDarkHero('/')).toBe(true);
  });
});
