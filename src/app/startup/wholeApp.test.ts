// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeWholeAppWhenIdle } from './wholeApp';

type Answer = boolean | { stored: boolean; completedNow: boolean };

/** A worker that answers each PRECACHE ask with the next of `answers`. */
function fakeWorker(answers: Answer[]) {
  const asks: unknown[] = [];
  const worker = {
    postMessage: (message: unknown, [port]: MessagePort[]) => {
      asks.push(message);
      const answer = answers.shift() ?? true;
      port?.postMessage(typeof answer === 'boolean' ? { stored: answer } : answer);
    },
  };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: worker } });
  return asks;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('storeWholeAppWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the worker for the rest of the app after the load, and again once back online when the network broke it off', async () => {
    const asks = fakeWorker([false, true]);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    storeWholeAppWhenIdle();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(asks).toHaveLength(0); // the page's own load and first data come first
    await vi.advanceTimersByTimeAsync(1_500);
    vi.useRealTimers();
    await vi.waitFor(() => expect(asks).toEqual([{ type: 'PRECACHE' }]));
    await settle();

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(asks).toHaveLength(2));
    await settle();
    window.dispatchEvent(new Event('online')); // stored: nothing more to ask
    await settle();
    expect(asks).toHaveLength(2);
  });

  it('says the app works offline when its own ask completed it, and not when it was already stored', async () => {
    for (const [answer, said] of [
      [{ stored: true, completedNow: true }, 1],
      [{ stored: true, completedNow: false }, 0],
      [{ stored: false, completedNow: true }, 0],
    ] as const) {
      fakeWorker([answer]);
      const onCompleted = vi.fn();
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      storeWholeAppWhenIdle(onCompleted);
      await vi.advanceTimersByTimeAsync(5_500);
      vi.useRealTimers();
      await settle();
      expect(onCompleted, JSON.stringify(answer)).toHaveBeenCalledTimes(said);
      vi.unstubAllGlobals();
    }
  });
});
