import { describe, expect, it } from 'vitest';
import {
  AUTO_ADVANCE_MS,
  initialSliderState,
  moveSlider,
  SLIDE_LOCK_MS,
  slideLabel,
  swipeMove,
  targetIndex,
  wrapIndex,
} from './model';

describe('slider constants', () => {
  it('auto-advances every 6000 ms with a 500 ms lock', () => {
    expect(AUTO_ADVANCE_MS).toBe(6000);
    expect(SLIDE_LOCK_MS).toBe(500);
  });
});

describe('wrapIndex', () => {
  it('wraps forwards and backwards', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
  });
  it('is 0 without slides', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('targetIndex', () => {
  it('goes next from the last slide to the first', () => {
    expect(targetIndex(3, { type: 'next' }, 4)).toBe(0);
  });
  it('goes back from the first slide to the last', () => {
    expect(targetIndex(0, { type: 'prev' }, 4)).toBe(3);
  });
  it('goes to a given slide', () => {
    expect(targetIndex(0, { type: 'goto', index: 2 }, 4)).toBe(2);
  });
});

describe('moveSlider lock', () => {
  it('changes slide and locks for 500 ms', () => {
    const state = moveSlider(initialSliderState, { type: 'next' }, 4, 1000);
    expect(state).toEqual({ index: 1, lockedUntil: 1500 });
  });

  it('ignores a move during the lock', () => {
    const first = moveSlider(initialSliderState, { type: 'next' }, 4, 1000);
    const second = moveSlider(first, { type: 'next' }, 4, 1499);
    expect(second).toBe(first);
    expect(second.index).toBe(1);
  });

  it('accepts a move once the lock has expired', () => {
    const first = moveSlider(initialSliderState, { type: 'next' }, 4, 1000);
    expect(moveSlider(first, { type: 'next' }, 4, 1500).index).toBe(2);
  });

  it('wraps both ways', () => {
    expect(moveSlider(initialSliderState, { type: 'prev' }, 4, 0).index).toBe(3);
    expect(moveSlider({ index: 3, lockedUntil: 0 }, { type: 'next' }, 4, 0).index).toBe(0);
  });

  it('does not lock when going to the current slide', () => {
    const state = moveSlider(initialSliderState, { type: 'goto', index: 0 }, 4, 0);
    expect(state).toBe(initialSliderState);
  });
});

describe('swipeMove', () => {
  it('maps a left swipe to next and a right swipe to previous', () => {
    expect(swipeMove(-80)).toEqual({ type: 'next' });
    expect(swipeMove(80)).toEqual({ type: 'prev' });
  });
  it('ignores short or mostly vertical swipes', () => {
    expect(swipeMove(-20)).toBeNull();
    expect(swipeMove(-60, 120)).toBeNull();
  });
});

describe('slideLabel', () => {
  it('counts from one', () => {
    expect(slideLabel(1, 4)).toBe('Slide 2 of 4');
  });
});
