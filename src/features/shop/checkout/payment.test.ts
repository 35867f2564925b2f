// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDelayScale, setRandomSource } from '../../../lib/simulate';
import { paymentOverrideKey, simulatePayment } from './payment';

beforeEach(() => {
  setDelayScale(0);
  localStorage.removeItem(paymentOverrideKey);
});

afterEach(() => {
  setRandomSource(Math.random);
  setDelayScale(1);
});

describe('simulated payment', () => {
  it('succeeds when the dice roll is below 0.9', async () => {
    setRandomSource(() => 0.5);
    expect(await simulatePayment()).toBe(true);
    setRandomSource(() => 0.95);
    expect(await simulatePayment()).toBe(false);
  });

  it('honours the test hook', async () => {
    setRandomSource(() => 0.99);
    localStorage.setItem(paymentOverrideKey, 'success');
    expect(await simulatePayment()).toBe(true);
    localStorage.setItem(paymentOverrideKey, 'fail');
    setRandomSource(() => 0);
    expect(await simulatePayment()).toBe(false);
    expect(localStorage.getItem(paymentOverrideKey)).toBe('fail');
  });

  it("'fail-once' fails the first attempt, then removes itself", async () => {
    setRandomSource(() => 0);
    localStorage.setItem(paymentOverrideKey, 'fail-once');
    expect(await simulatePayment()).toBe(false);
    expect(localStorage.getItem(paymentOverrideKey)).toBeNull();
    expect(await simulatePayment()).toBe(true);
  });

  it('takes 1500 ms', async () => {
    setDelayScale(1);
    setRandomSource(() => 0);
    const started = Date.now();
    await simulatePayment();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1450);
  });
});
