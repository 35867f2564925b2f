// Hero slider logic (spec §4, §9): auto-advance every 6000 ms, a 500 ms lock
// against rapid clicks, wrapping in both directions.

export const AUTO_ADVANCE_MS = 6000;
export const SLIDE_LOCK_MS = 500;
/** Minimum horizontal travel (px) of a touch swipe. */
export const SWIPE_THRESHOLD_PX = 50;

export interface SliderState {
  index: number;
  /** Time (ms) before which navigation is ignored. */
  lockedUntil: number;
}

export type SliderMove = { type: 'next' } | { type: 'prev' } | { type: 'goto'; index: number };

export const initialSliderState: SliderState = { index: 0, lockedUntil: 0 };

/** Wraps any integer into 0..count-1 (so -1 is the last slide). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function targetIndex(current: number, move: SliderMove, count: number): number {
  switch (move.type) {
    case 'next':
      return wrapIndex(current + 1, count);
    case 'prev':
      return wrapIndex(current - 1, count);
    case 'goto':
      return wrapIndex(move.index, count);
  }
}

export function isLocked(state: SliderState, now: number): boolean {
  return now < state.lockedUntil;
}

/**
 * Applies a move at time `now`. While locked (within 500 ms of the previous
 * change) the move is ignored and the same state object is returned; otherwise
 * the slide changes and a new lock starts.
 */
export function moveSlider(
  state: SliderState,
  move: SliderMove,
  count: number,
  now: number,
  lockMs: number = SLIDE_LOCK_MS,
): SliderState {
  if (count <= 1 || isLocked(state, now)) return state;
  const index = targetIndex(state.index, move, count);
  if (index === state.index) return state;
  return { index, lockedUntil: now + lockMs };
}

/** The move a horizontal swipe of `deltaX` pixels makes, if any. */
export function swipeMove(deltaX: number, deltaY = 0): SliderMove | null {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD_PX || Math.abs(deltaX) < Math.abs(deltaY)) return null;
  return deltaX < 0 ? { type: 'next' } : { type: 'prev' };
}

/** Accessible label of a slide, e.g. 'Slide 2 of 4'. */
export function slideLabel(index: number, count: number): string {
  return `Slide ${index + 1} of ${count}`;
}
