import { paths } from '../../../config/paths';

/** The header turns solid once the window has scrolled MORE than this many pixels (spec §9). */
export const HEADER_SOLID_THRESHOLD = 50;

export function isScrolledPastThreshold(scrollY: number): boolean {
  return scrollY > HEADER_SOLID_THRESHOLD;
}

/** Pages that open with a dark hero the transparent header can sit on. */
export const darkHeroPaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.drones,
  paths.software,
  paths.training,
  paths.news,
  paths.privacy,
  paths.terms,
  paths.sitemap,
];

export function hasDarkHero(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return darkHeroPaths.includes(normalized);
}

/**
 * Whether the header paints its solid background: after scrolling past the
 * threshold, while the mobile menu is open, and always on pages without a dark
 * hero (so its white links stay readable on light pages).
 */
export function isHeaderSolid(options: {
  scrollY: number;
  darkHero: boolean;
  menuOpen?: boolean;
}): boolean {
  return isScrolledPastThreshold(options.scrollY) || Boolean(options.menuOpen) || !options.darkHero;
}
