// Issue 35, point 5: on a phone the filters and the sort sit above the results, so a choice made
// there changed products the visitor could not see. After one, the page brings the results'
// heading and count to the top of the screen, gently unless the visitor asked for less motion.

/** Where the filters fold away behind "Show filters" (below Mantine's `md`, as in the CSS). */
export const NARROW_LAYOUT = '(max-width: 61.99em)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function matches(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

export function isNarrowLayout(): boolean {
  return matches(NARROW_LAYOUT);
}

/** Scrolls `element` to the top of the viewport (below the sticky header, by its scroll margin). */
export function scrollToTop(element: Element | null | undefined): void {
  element?.scrollIntoView({
    behavior: matches(REDUCED_MOTION) ? 'auto' : 'smooth',
    block: 'start',
  });
}
