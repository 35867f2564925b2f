import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, usePaintedOnce } from './afterPaint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Fake timers for frames and timeouts: the page paints when the test says so. */
const useFrameTimers = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });

/** The next frame paints, and the task after it runs. */
function passPaint() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

describe('afterNextPaint', () => {
  it('runs after the next frame, once, and not at all when cancelled', () => {
    useFrameTimers();
    const ran = vi.fn();
    afterNextPaint(ran);
    expect(ran).not.toHaveBeenCalled();
    passPaint();
    expect(ran).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000); // the fallback timer does not run it again
    expect(ran).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    afterNextPaint(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs without frames too (a background tab holds them back)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 1); // a frame that never comes
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const ran = vi.fn();
    afterNextPaint(ran);
    vi.advanceTimersByTime(199);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('usePaintedOnce', () => {
  it('is false on the first render and true once that render has painted', async () => {
    useFrameTimers();
    function Below() {
      return usePaintedOnce() ? <p>The rest of the page</p> : null;
    }
    render(<Below />);
    expect(screen.queryByText('The rest of the page')).toBeNull();
    await act(async () => passPaint());
    expect(screen.getByText('The rest of the page')).toBeTruthy();
  });
});
