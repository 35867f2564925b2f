import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, partAfterPaint, usePaintedOnce } from './partAfterPaint';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A load the test finishes by hand, counting its calls. */
function heldLoad() {
  const calls: Array<(component: typeof Greeting) => void> = [];
  const load = vi.fn(
    () => new Promise<typeof Greeting>((resolve) => calls.push((component) => resolve(component))),
  );
  return { load, arrive: () => calls.forEach((resolve) => resolve(Greeting)) };
}

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

describe('partAfterPaint', () => {
  it('on a page from the network, asks for the code only once the page has painted', async () => {
    useFrameTimers();
    const { load, arrive } = heldLoad();
    const { Part } = partAfterPaint(load, { fromWorker: false });
    render(<Part name="Ada" />);
    expect(load).not.toHaveBeenCalled();

    await act(async () => passPaint());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hello Ada')).toBeNull();

    await act(async () => arrive());
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('on a page from the worker, asks for the code at once, beside the page', () => {
    const { load } = heldLoad();
    partAfterPaint(load, { fromWorker: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once where the code has already arrived', async () => {
    const { load, arrive } = heldLoad();
    const { Part, preload } = partAfterPaint(load, { fromWorker: false });
    const ready = preload();
    arrive();
    await ready;
    render(<Part name="Grace" />);
    // No effect, no frame: the first render shows it.
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs a chunk that fails, shows nothing, and tries again on the next mount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { Part } = partAfterPaint(load, { fromWorker: true });
    const first = render(<Part name="Lin" />);
    await act(async () => {});
    expect(error).toHaveBeenCalledWith(
      '[app] a part of the page could not load',
      expect.any(Error),
    );
    expect(screen.queryByText('Hello Lin')).toBeNull();
    first.unmount();

    render(<Part name="Lin" />);
    expect(await screen.findByText('Hello Lin')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

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
